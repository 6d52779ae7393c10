/**
 * Every text of the contact form. The validation messages, the success text and
 * the failure popup are the spec's own words (§5, §8), kept literally, including
 * the straight apostrophe in "l'adresse" (docs/decisions/020).
 */
export const contactFormCopy = {
  title: "Envoyez-nous votre message en remplissant ce formulaire",
  fields: {
    name: { label: "Nom complet", placeholder: "Nom complet" },
    email: { label: "Email", placeholder: "Email" },
    numTele: { label: "Numéro de Téléphone", placeholder: "Numéro de Téléphone" },
    msg: { label: "Message", placeholder: "Message" },
  },
  /** Hidden from people; only robots fill it in. */
  honeypotLabel: "Laissez ce champ vide",
  submit: "Envoyer",
  sending: "Envoi en cours…",
  close: "Fermer",
  errors: {
    email: "l'adresse mail est incorrect",
    name: "le champ nom est obligatoire",
    msg: "le champ message est obligatoire",
    nameTooLong: "le nom ne doit pas dépasser 200 caractères",
    numTeleTooLong: "le numéro de téléphone doit être un texte de 40 caractères au maximum",
    msgTooLong: "le message ne doit pas dépasser 10 000 caractères",
  },
  success: {
    title: "Merci\u00a0!",
    text: "le message est transmis.",
  },
  failure: {
    title: "Oops...",
    text: "une erreur est survenue merci de réessayer ultérieurement",
  },
  /** After every failure: the other ways to reach the company (its phone and e-mail, from company.ts). */
  fallback: {
    call: "Vous pouvez aussi nous appeler au",
    write: "ou nous écrire à",
  },
  /** Refusals of a whole submission, on both doors (the JSON API and the no-JavaScript post). */
  refusals: {
    malformed: "Le contenu envoyé n’est pas un formulaire de contact valide.",
    tooLarge: "Le message est trop volumineux (64\u00a0Ko au maximum).",
    rateLimited: "Trop de messages envoyés en peu de temps. Merci de patienter une minute avant de réessayer.",
    busy: "Le formulaire reçoit exceptionnellement beaucoup de messages. Merci de réessayer dans quelques minutes.",
    challengeFailed: "La vérification anti-robot n’a pas abouti. Merci de renvoyer le message.",
  },
} as const;

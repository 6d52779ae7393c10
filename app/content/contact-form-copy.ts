/**
 * Every text of the contact form. The validation messages, the success text and
 * the failure popup say what the spec's do (§5, §8), in correct French
 * (docs/decisions/012); the length limits come from contact-fields.ts.
 */
import { legalNoticePath, legalSectionIds } from "#app/content/legal-anchors.ts";
import { contactBodyLimits, contactLimits } from "#app/lib/contact-fields.ts";
import { contactFileLimits } from "#app/lib/contact-files.ts";

/** A count as French prints it: digits grouped by three with a narrow no-break space (10 000). */
function frenchNumber(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, "\u202f");
}

const failureTitle = "Message non envoyé";

const atMost = (what: string, limit: number) => `${what} doit contenir au plus ${frenchNumber(limit)}\u00a0caractères.`;

/** A door's body limit, in the whole KiB it is set to (contact-fields.ts). */
const tooLarge = (maxBytes: number) => `Le message est trop volumineux (${maxBytes / 1024}\u00a0Ko au maximum).`;

const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** A file's size as French writes it: « 350 Ko », « 1,2 Mo ». */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0Ko`
    : `${decimal.format(bytes / (1024 * 1024))}\u00a0Mo`;

const maxFiles = contactFileLimits.count;
const maxMegabytes = contactFileLimits.totalBytes / (1024 * 1024);
const kindList = "PDF, DWG, DXF, STEP, IGES, JPEG, PNG ou ZIP";
/** A file's name as a refusal quotes it, in French quotation marks. */
const quoted = (name: string) => `«\u00a0${name}\u00a0»`;

export const contactFormCopy = {
  title: "Envoyez-nous votre message en remplissant ce formulaire",
  fields: {
    name: { label: "Nom complet", placeholder: "Nom complet" },
    email: { label: "E-mail", placeholder: "E-mail" },
    numTele: { label: "Numéro de téléphone", placeholder: "Numéro de téléphone" },
    msg: { label: "Message", placeholder: "Message" },
  },
  /** One line under the form: what the data is for, and where the legal notice says more. */
  privacy: {
    text: "Vos données servent uniquement à répondre à votre demande.",
    link: {
      label: "Protection des données personnelles",
      to: `${legalNoticePath}#${legalSectionIds.personalData}`,
    },
  },
  /** The optional file field (issue 36): drawings, models, photos. */
  files: {
    label: "Plans, modèles ou photos (facultatif)",
    hint: `Jusqu’à ${maxFiles}\u00a0fichiers, ${maxMegabytes}\u00a0Mo au total\u00a0: ${kindList}.`,
    chosen: "Fichiers choisis",
    remove: "Retirer",
    /** The remove button's accessible name: which file it removes. */
    removeLabel: (name: string) => `Retirer ${name}`,
    /** Beside the upload's progress bar. */
    progress: (percent: number) => `Envoi des fichiers\u00a0: ${percent}\u00a0%`,
    size,
    errors: {
      type: (name: string) => `Le fichier ${quoted(name)} n’est pas d’un type accepté\u00a0: ${kindList} seulement.`,
      content: (name: string, kind: string) =>
        `Le fichier ${quoted(name)} n’est pas un vrai ${kind}\u00a0: son contenu ne correspond pas à son extension.`,
      empty: (name: string) => `Le fichier ${quoted(name)} est vide.`,
      count: (count: number) => `Vous avez choisi ${count}\u00a0fichiers\u00a0: ${maxFiles} au plus par message.`,
      total: (bytes: number) =>
        `Les fichiers pèsent ${size(bytes)} en tout\u00a0: ${maxMegabytes}\u00a0Mo au plus par message. Retirez-en, ou envoyez-les par e-mail.`,
      /** Refused as it streamed in, past the limit: the files seen before the cut, if any. */
      tooLarge: (names: readonly string[]) =>
        `${names.length > 0 ? `Les fichiers (${names.map(quoted).join(", ")}…)` : "Les fichiers"} dépassent ${maxMegabytes}\u00a0Mo au total. Retirez-en, ou envoyez-les par e-mail\u00a0; votre texte est conservé.`,
    },
    /** Stored, but the files could not be kept: the message is on its way, the files are not. */
    notReceived:
      "Votre message nous est bien parvenu, mais pas vos fichiers\u00a0: merci de nous les envoyer par e-mail.",
    /** One source's byte quota for the hour is used; `minutes` until its oldest message leaves the hour. */
    sourceLimited: (minutes: number) =>
      `Votre connexion a déjà envoyé beaucoup de fichiers au cours de la dernière heure. Envoyez votre message sans fichiers, ou réessayez dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`,
  },
  /** Hidden from people; only robots fill it in. */
  honeypotLabel: "Laissez ce champ vide",
  submit: "Envoyer",
  sending: "Envoi en cours…",
  close: "Fermer",
  errors: {
    email: "L’adresse e-mail est incorrecte.",
    name: "Le champ nom est obligatoire.",
    msg: "Le champ message est obligatoire.",
    nameTooLong: atMost("Le nom", contactLimits.name),
    numTeleTooLong: atMost("Le numéro de téléphone", contactLimits.numTele),
    msgTooLong: atMost("Le message", contactLimits.msg),
  },
  /** At the top of the form when a post without JavaScript is refused: each error links to its field. */
  errorSummary: {
    title: "Votre message n’est pas parti, il reste à corriger\u00a0:",
  },
  success: {
    text: "Merci, votre message nous a bien été transmis.",
  },
  failure: {
    title: failureTitle,
    text: "Une erreur est survenue, merci de réessayer ultérieurement.",
    /** The no-JavaScript page shows the title and the reason on one line. */
    notice: (reason: string) => `${failureTitle}. ${reason}`,
  },
  /** After every failure: the other ways to reach the company (its phone and e-mail, from company.ts). */
  fallback: {
    call: "Vous pouvez aussi nous appeler au",
    write: "ou nous écrire à",
  },
  /** Refusals of a whole submission, on both doors (the JSON API and the no-JavaScript post). */
  refusals: {
    malformed: "Le contenu envoyé n’est pas un formulaire de contact valide.",
    /** Each door quotes its own limit: form-encoded text takes more bytes than JSON. */
    tooLarge: { form: tooLarge(contactBodyLimits.form), json: tooLarge(contactBodyLimits.json) },
    rateLimited: "Trop de messages envoyés en peu de temps. Merci de patienter une minute avant de réessayer.",
    /** One source's quota for the hour is used; `minutes` until its oldest message leaves the hour. */
    sourceLimited: (minutes: number) =>
      `Votre connexion a déjà envoyé plusieurs messages au cours de la dernière heure. Merci de réessayer dans ${minutes}\u00a0minute${minutes > 1 ? "s" : ""}.`,
    /** Messages past the hour's sending budget are kept for later, but storage is full: no promise of a time. */
    busy: "Le formulaire reçoit exceptionnellement trop de messages pour enregistrer le vôtre.",
    challengeFailed: "La vérification anti-robot n’a pas abouti. Merci de renvoyer le message.",
  },
} as const;

/** The form's words in any language: this module's shape, which every dictionary takes (app/content/translation.ts). */
export type ContactFormCopy = typeof contactFormCopy;

/**
 * The company's identity, contact details and legal identity (content/company.json): the single
 * source for every page, the side panel, the footer, the legal notice, structured data and the
 * e-mail service. What the company has not confirmed yet is listed under `unconfirmed`:
 * `npm run preflight` lists it and refuses a production deploy until the list is empty.
 */
import { z } from "zod";
import { choice, choices, group, line, localized, same } from "#app/content/schema.ts";

/** The values the launch gate can hold back, with the words the editor shows for each. */
const confirmableFields = {
  email: "Adresse e-mail",
  phone: "Numéro de téléphone",
  whatsapp: "Numéro WhatsApp",
  "address.street": "Rue et lot",
  "address.postalCode": "Code postal",
  map: "Position sur le plan",
  "legal.corporateName": "Raison sociale",
  "legal.legalForm": "Forme juridique",
  "legal.shareCapital": "Capital social",
  "legal.tradeRegister.number": "Numéro du registre du commerce",
  "legal.ice": "ICE",
  "legal.taxId": "Identifiant fiscal",
  "legal.patente": "Taxe professionnelle",
  "legal.publicationDirector": "Directeur de la publication",
  "legal.cndpReceipt": "Récépissé CNDP",
  "social.linkedin": "Page LinkedIn",
  clientRegion: "Région des clients",
  replyDelay: "Délai de réponse",
} as const;

const networks = ["x", "facebook", "instagram", "linkedin"] as const;
const international = z.string().regex(/^\+[1-9]\d{7,14}$/, "le numéro au format international, sans espaces (+212…)");

const socialLink = group(
  {
    network: choice(
      networks,
      { x: "X", facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" },
      "Réseau",
      "Le réseau social.",
    ),
    label: line("Nom affiché", "Le nom du réseau, lu par les lecteurs d’écran.", 30),
    href: same(
      z.url({ protocol: /^https$/ }).optional(),
      "Adresse de la page",
      "L’adresse complète de la page de l’entreprise sur ce réseau (https://…). Laissez vide tant qu’il n’y en a pas\u00a0: le site affiche alors «\u00a0bientôt disponible\u00a0».",
    ),
  },
  "Réseau social",
  "Un lien vers une page de l’entreprise sur un réseau social.",
);
export type SocialLink = z.infer<typeof socialLink>;

export const companySchema = localized(
  group(
    {
      company: group(
        {
          wordmark: group(
            {
              first: same(
                z.string().min(1).max(20),
                "Premier mot du logo",
                "Le premier mot du logo texte, en haut de chaque page (TINGIS).",
              ),
              second: same(z.string().min(1).max(20), "Second mot du logo", "Le second mot du logo texte (INDUSTRY)."),
            },
            "Logo texte",
            "Les deux mots du logo en haut de chaque page.",
          ),
          name: same(
            z.string().min(1).max(60),
            "Nom de l’entreprise",
            "Le nom commercial, dans le titre de chaque page et les résultats de recherche.",
          ),
          tagline: line("Slogan", "La phrase sous le nom dans le pied de page et le panneau de contact.", 80),
          foundedYear: same(
            z.number().int().min(1900).max(2100),
            "Année de création",
            "L’année de création de l’entreprise.",
            "number",
          ),
          email: same(
            z.email(),
            "Adresse e-mail",
            "L’adresse e-mail affichée sur le site et dans les mentions légales.",
          ),
          phone: group(
            {
              display: same(
                z.string().min(6).max(30),
                "Numéro affiché",
                "Le numéro tel qu’il s’affiche, avec ses espaces (+212 5 39 94 12 30).",
              ),
              e164: same(
                international,
                "Numéro à composer",
                "Le même numéro au format international, sans espaces (+212539941230)\u00a0: il sert au clic sur un téléphone.",
              ),
            },
            "Téléphone",
            "Le numéro de téléphone de l’entreprise.",
          ),
          whatsapp: group(
            {
              number: same(
                international,
                "Numéro WhatsApp",
                "Le numéro du téléphone qui reçoit les messages WhatsApp, au format international sans espaces (+212600000000).",
              ),
              greeting: line(
                "Message de départ",
                "Le début de message déjà écrit quand le visiteur ouvre WhatsApp depuis le site.",
                120,
              ),
            },
            "WhatsApp",
            "Le lien «\u00a0Écrire sur WhatsApp\u00a0» de la section de contact, du panneau de contact et du pied de page.",
          ),
          address: group(
            {
              street: line("Rue et lot", "La première partie de l’adresse (zone, rue, lot).", 100),
              postalCode: same(
                z.string().regex(/^\d{5}$/, "cinq chiffres"),
                "Code postal",
                "Le code postal, cinq chiffres.",
              ),
              city: line("Ville", "La ville.", 40),
              country: line("Pays", "Le pays.", 40),
              countryCode: same(
                z.string().regex(/^[A-Z]{2}$/),
                "Code du pays",
                "Le code du pays en deux lettres (MA pour le Maroc), pour les moteurs de recherche.",
              ),
            },
            "Adresse",
            "L’adresse postale, affichée dans la section de contact, le panneau de contact et les mentions légales.",
          ),
          map: group(
            {
              title: line(
                "Nom du plan",
                "Le nom du plan, lu par les lecteurs d’écran\u00a0: «\u00a0Plan d’accès\u00a0:\u00a0» suivi de l’adresse.",
                200,
              ),
              embedUrl: same(
                z.url({ protocol: /^https$/ }),
                "Adresse du plan intégré",
                "Dans OpenStreetMap, «\u00a0Partager\u00a0», puis «\u00a0HTML\u00a0»\u00a0: l’adresse entre les guillemets après src=.",
              ),
              linkUrl: same(
                z.url({ protocol: /^https$/ }),
                "Lien vers le plan",
                "Dans OpenStreetMap, «\u00a0Partager\u00a0», puis «\u00a0Lien\u00a0»\u00a0: l’adresse de la page du plan.",
              ),
            },
            "Plan d’accès",
            "Le plan OpenStreetMap de la section de contact.",
          ),
          legal: group(
            {
              corporateName: same(
                z.string().min(1).max(80),
                "Raison sociale",
                "Le nom de la société tel qu’inscrit au registre du commerce.",
              ),
              legalForm: line("Forme juridique", "La forme de la société (SARL, SA…), écrite en toutes lettres.", 80),
              shareCapital: line(
                "Capital social",
                "Le capital social, avec sa devise (100\u202f000\u00a0dirhams).",
                40,
              ),
              tradeRegister: group(
                {
                  court: line("Tribunal", "La ville du tribunal qui tient le registre du commerce.", 40),
                  number: same(z.string().min(1).max(20), "Numéro", "Le numéro d’inscription au registre du commerce."),
                },
                "Registre du commerce",
                "L’inscription au registre du commerce.",
              ),
              ice: same(
                z.string().regex(/^\d{15}$/, "quinze chiffres"),
                "ICE",
                "L’identifiant commun de l’entreprise, quinze chiffres.",
              ),
              taxId: same(
                z.string().regex(/^\d{6,10}$/, "des chiffres"),
                "Identifiant fiscal",
                "L’identifiant fiscal (IF).",
              ),
              patente: same(
                z.string().regex(/^\d{6,10}$/, "des chiffres"),
                "Taxe professionnelle",
                "Le numéro de taxe professionnelle (patente).",
              ),
              publicationDirector: line(
                "Directeur de la publication",
                "La personne responsable du contenu du site, nommée par les mentions légales. Un mot cité dans une autre langue s’écrit entre accolades avec sa langue\u00a0: {fr:gérant}.",
                100,
              ),
              cndpReceipt: same(
                z.string().min(1).max(30),
                "Récépissé CNDP",
                "Le numéro du récépissé de la déclaration du formulaire de contact à la CNDP.",
              ),
            },
            "Identité légale",
            "Ce qu’impriment les mentions légales.",
          ),
          social: z.array(socialLink).length(networks.length).meta({
            title: "Réseaux sociaux",
            description: "Les liens du panneau de contact, un par réseau.",
            summary: "label",
          }),
        },
        "Entreprise",
        "Les coordonnées et l’identité de l’entreprise.",
      ),
      clientRegion: line(
        "Région des clients",
        "La région que le texte d’accueil et le carrousel des clients nomment (reprise dans ces textes).",
        80,
      ),
      replyDelay: line(
        "Délai de réponse",
        "Le délai de réponse promis, repris par la section de contact et l’encadré de contact.",
        40,
      ),
      unconfirmed: choices(
        confirmableFields,
        "Valeurs à confirmer",
        "Les valeurs encore provisoires. Retirez une valeur de cette liste quand elle est la vraie\u00a0: le site ne peut pas être mis en ligne tant que la liste n’est pas vide.",
      ),
    },
    "Entreprise",
    "Les coordonnées et l’identité de l’entreprise.",
  ),
);

/** The file's content in one language, as the components read it. */
export type CompanyContent = z.infer<typeof companySchema.shape.fr>;

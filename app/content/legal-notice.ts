/**
 * Copy of /mentions-legales: the publisher, the host, intellectual property,
 * personal data under Morocco's loi n° 09-08, cookies and credits
 * (docs/decisions/014). Identity values come from company.ts, where the ones
 * the company has not confirmed are marked sample.
 */
import { company, formatAddress } from "#app/content/company.ts";
import { legalSectionIds } from "#app/content/legal-anchors.ts";

/** A run of text, or a link within it. */
export type Inline = string | { text: string; href: string };

interface LegalField {
  label: string;
  value: Inline[];
}

export type LegalBlock =
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "fields"; fields: LegalField[] };

/** A headed part of a section (an h3). */
interface LegalPart {
  title: string;
  blocks: LegalBlock[];
}

interface LegalSection {
  /** Anchor of the section: other pages link to it (the contact form links to the data section). */
  id: string;
  title: string;
  blocks: LegalBlock[];
  parts?: LegalPart[];
}

/**
 * How long the site keeps what it stores, in days, as the notice states it. The
 * outbox deletes sent messages after CONTACT_RETENTION_DAYS (wrangler.toml) and
 * the measurements store prunes after vitalsRetentionMs (decision 023): a workerd
 * test holds both to these figures, so changing one means changing the notice. The spam folder
 * (functions/contact/spam-folder.ts) reads its own period from here.
 */
export const retentionDays = { contactMessage: 90, performanceMeasure: 90, setAsideMessage: 30 } as const;

/** The host named by the legal notice (checked against Cloudflare's registered address). */
export const host = {
  name: "Cloudflare, Inc.",
  address: "101 Townsend St, San Francisco, CA\u00a094107, États-Unis",
  website: "https://www.cloudflare.com",
} as const;

const paragraph = (...content: Inline[]): LegalBlock => ({ kind: "paragraph", content });
const list = (...items: Inline[][]): LegalBlock => ({ kind: "list", items });
const fields = (...entries: [string, ...Inline[]][]): LegalBlock => ({
  kind: "fields",
  fields: entries.map(([label, ...value]) => ({ label, value })),
});
const link = (text: string, href: string): Inline => ({ text, href });

const { legal } = company;
const emailLink = link(company.email, `mailto:${company.email}`);

export const legalNotice = {
  tocTitle: "Sur cette page",
  sections: [
    {
      id: legalSectionIds.publisher,
      title: "Éditeur du site",
      blocks: [
        paragraph("Ce site est édité par la société suivante\u00a0:"),
        fields(
          ["Raison sociale", legal.corporateName],
          ["Forme juridique", legal.legalForm],
          ["Capital social", legal.shareCapital],
          ["Siège social", formatAddress()],
          ["Registre du commerce", `${legal.tradeRegister.court}, n°\u00a0${legal.tradeRegister.number}`],
          ["Identifiant commun de l’entreprise (ICE)", legal.ice],
          ["Identifiant fiscal (IF)", legal.taxId],
          ["Taxe professionnelle (patente)", legal.patente],
          ["Téléphone", link(company.phone.display, `tel:${company.phone.e164}`)],
          ["E-mail", emailLink],
          ["Directeur de la publication", legal.publicationDirector],
        ),
      ],
    },
    {
      id: legalSectionIds.host,
      title: "Hébergement",
      blocks: [
        paragraph("Le site, sa base de données et le service qui achemine ses e-mails sont hébergés par\u00a0:"),
        fields(["Hébergeur", host.name], ["Adresse", host.address], ["Site", link("www.cloudflare.com", host.website)]),
      ],
    },
    {
      id: legalSectionIds.intellectualProperty,
      title: "Propriété intellectuelle",
      blocks: [
        paragraph(
          `Les textes, les illustrations, le logo et la présentation de ce site appartiennent à ${legal.corporateName}, sauf mention contraire dans les crédits ci-dessous. Ils sont protégés par la loi n°\u00a02-00 relative aux droits d’auteur et droits voisins\u00a0: toute reproduction ou représentation, totale ou partielle, sans notre autorisation écrite préalable est interdite.`,
        ),
        paragraph(
          "Les marques et noms de produits cités appartiennent à leurs titulaires respectifs\u00a0; ils désignent les produits que nous distribuons.",
        ),
      ],
    },
    {
      id: legalSectionIds.personalData,
      title: "Données personnelles",
      blocks: [
        paragraph(
          "Le formulaire de contact vous demande votre nom, votre adresse e-mail, votre message et, si vous le souhaitez, votre numéro de téléphone. Ces données sont traitées conformément à la loi n°\u00a009-08 du 18\u00a0février 2009 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel.",
        ),
      ],
      parts: [
        {
          title: "Responsable du traitement",
          blocks: [paragraph(`${legal.corporateName}, ${formatAddress()}.`)],
        },
        {
          title: "Finalité",
          blocks: [
            paragraph(
              "Vos données servent uniquement à répondre à votre demande\u00a0: devis, renseignement ou intervention. Elles ne sont ni vendues, ni cédées, ni utilisées pour de la prospection.",
            ),
          ],
        },
        {
          title: "Destinataires",
          blocks: [
            paragraph(
              `Vos données sont lues par les personnes de ${company.name} chargées de votre demande. Pour acheminer votre message jusqu’à elles, deux prestataires techniques le traitent pour notre compte\u00a0:`,
            ),
            list(
              [
                `${host.name}, qui héberge le site et la base de données où le message est enregistré, et achemine nos e-mails (Cloudflare Email Routing)\u00a0;`,
              ],
              ["EmailJS, qui transmet le message à notre boîte de réception."],
            ),
            paragraph("Ces prestataires peuvent traiter vos données hors du Maroc."),
          ],
        },
        {
          title: "Durée de conservation",
          blocks: [
            paragraph(
              `Votre message est conservé dans notre base ${retentionDays.contactMessage}\u00a0jours après sa transmission à notre messagerie, puis supprimé automatiquement. Votre adresse IP ne sert qu’à limiter le nombre d’envois par minute et par heure\u00a0: elle n’est jamais enregistrée telle quelle\u00a0; seule une empreinte chiffrée, qui ne la révèle pas et ne se rattache pas à votre message, est gardée une heure.`,
            ),
            paragraph(
              `Un message que nos filtres écartent comme indésirable n’est pas transmis\u00a0; il est conservé ${retentionDays.setAsideMessage}\u00a0jours au plus, le temps de vérifier qu’il ne s’agit pas d’une vraie demande.`,
            ),
          ],
        },
        {
          title: "Mesures de performance",
          blocks: [
            paragraph(
              `Pour surveiller la rapidité du site, votre navigateur nous envoie, pour chaque page consultée, quelques mesures de temps d’affichage. Elles ne contiennent ni adresse IP, ni cookie, ni identifiant durable, et sont supprimées après ${retentionDays.performanceMeasure}\u00a0jours.`,
            ),
          ],
        },
        {
          title: "Vos droits",
          blocks: [
            paragraph(
              "En application des articles 7, 8 et 9 de la loi n°\u00a009-08, vous disposez d’un droit d’accès à vos données, d’un droit de les faire rectifier et d’un droit de vous opposer, pour des motifs légitimes, à leur traitement.",
            ),
            paragraph(
              "Vous pouvez aussi demander l’effacement de tous les messages envoyés depuis votre adresse e-mail\u00a0: nous les supprimons de notre base, messages écartés compris, et vous indiquons combien l’ont été.",
            ),
            paragraph(
              "Pour exercer ces droits, écrivez-nous à ",
              emailLink,
              ` ou par courrier à ${legal.corporateName}, ${formatAddress()}, en précisant votre demande et en joignant la copie d’une pièce d’identité. Vous pouvez aussi adresser une réclamation à la Commission nationale de contrôle de la protection des données à caractère personnel (`,
              link("CNDP", "https://www.cndp.ma"),
              ").",
            ),
          ],
        },
        {
          title: "Déclaration à la CNDP",
          blocks: [paragraph(`Ce traitement a été déclaré à la CNDP sous le récépissé n°\u00a0${legal.cndpReceipt}.`)],
        },
      ],
    },
    {
      id: legalSectionIds.cookies,
      title: "Cookies",
      blocks: [
        paragraph(
          "Ce site ne dépose aucun cookie et n’enregistre rien dans votre navigateur\u00a0: ni stockage local, ni traceur publicitaire, ni outil de mesure d’audience.",
        ),
        paragraph(
          "Le plan d’accès de la page d’accueil est une carte OpenStreetMap. Elle ne se charge que lorsque vous approchez de la section Contact\u00a0: votre navigateur la télécharge alors depuis les serveurs de la Fondation OpenStreetMap, qui reçoivent votre adresse IP comme pour toute page consultée, mais pas l’adresse de notre page. La carte n’affiche ni publicité ni mesure d’audience\u00a0; la Fondation OpenStreetMap en répond selon sa ",
          link("politique de confidentialité", "https://osmfoundation.org/wiki/Privacy_Policy"),
          ".",
        ),
      ],
    },
    {
      id: legalSectionIds.credits,
      title: "Crédits",
      blocks: [
        list(
          [
            "Police de caractères\u00a0: Inter, © The Inter Project Authors, sous ",
            link("licence SIL Open Font License 1.1", "https://openfontlicense.org"),
            ".",
          ],
          [
            "Icônes\u00a0: Font Awesome Free, © Fonticons, Inc., sous ",
            link("licence Creative Commons Attribution 4.0", "https://creativecommons.org/licenses/by/4.0/deed.fr"),
            ".",
          ],
          [`Illustrations\u00a0: dessins originaux réalisés pour ${company.name}.`],
          [
            "Plan d’accès\u00a0: © les contributeurs d’OpenStreetMap, données sous ",
            link("licence ODbL", "https://www.openstreetmap.org/copyright"),
            ".",
          ],
        ),
      ],
    },
  ] satisfies LegalSection[],
};

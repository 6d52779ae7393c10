/**
 * English copy of /mentions-legales (the French module ../legal-notice.ts is the reference): a
 * faithful translation of the notice, with Moroccan legal names kept and glossed the first time.
 * The section anchors and the retention periods (`retentionDays`) are the French module's own.
 */
import { companyContent } from "#app/content/company.ts";

const { company } = companyContent.en;

import { legalSectionIds } from "#app/content/legal-anchors.ts";
import * as fr from "#app/content/legal-notice.ts";
import type { Translation } from "#app/content/translation.ts";

/** The host named by the notice; only its country is written in English. */
export const host: Translation<typeof fr.host> = {
  ...fr.host,
  address: "101 Townsend St, San Francisco, CA\u00a094107, United States",
};

/** The French module's block builders, which it does not export (its content test would call them). */
const paragraph = (...content: fr.Inline[]): fr.LegalBlock => ({ kind: "paragraph", content });
const list = (...items: fr.Inline[][]): fr.LegalBlock => ({ kind: "list", items });
const fields = (...entries: [string, ...fr.Inline[]][]): fr.LegalBlock => ({
  kind: "fields",
  fields: entries.map(([label, ...value]) => ({ label, value })),
});
const link = (text: string, href: string): fr.Inline => ({ text, href });

const { legal, address } = company;
const headOffice = `${address.street}, ${address.postalCode}\u00a0${address.city}, ${address.country}`;
const emailLink = link(company.email, `mailto:${company.email}`);
const { retentionDays } = fr;

export const legalNotice: Translation<typeof fr.legalNotice> = {
  tocTitle: "On this page",
  sections: [
    {
      id: legalSectionIds.publisher,
      title: "Site publisher",
      blocks: [
        paragraph("This site is published by the following company:"),
        fields(
          ["Company name", legal.corporateName],
          ["Legal form", legal.legalForm],
          ["Share capital", legal.shareCapital],
          ["Registered office", headOffice],
          [
            "Trade register ({fr:registre du commerce})",
            `${legal.tradeRegister.court}, No.\u00a0${legal.tradeRegister.number}`,
          ],
          ["Common company identifier (ICE, {fr:identifiant commun de l’entreprise})", legal.ice],
          ["Tax identification number (IF, {fr:identifiant fiscal})", legal.taxId],
          ["Business tax ({fr:taxe professionnelle}, also called {fr:patente})", legal.patente],
          ["Phone", link(company.phone.display, `tel:${company.phone.e164}`)],
          ["Email", emailLink],
          ["Director of publication", legal.publicationDirector],
        ),
      ],
    },
    {
      id: legalSectionIds.host,
      title: "Hosting",
      blocks: [
        paragraph("The site, its database and the service that routes its email are hosted by:"),
        fields(["Host", host.name], ["Address", host.address], ["Website", link("www.cloudflare.com", host.website)]),
      ],
    },
    {
      id: legalSectionIds.intellectualProperty,
      title: "Intellectual property",
      blocks: [
        paragraph(
          `The text, illustrations, logo and layout of this site belong to ${legal.corporateName}, unless otherwise stated in the credits below. They are protected by Moroccan Law No.\u00a02-00 on copyright and related rights ({fr:loi n°\u00a02-00 relative aux droits d’auteur et droits voisins}): any reproduction or representation, in whole or in part, without our prior written permission is prohibited.`,
        ),
        paragraph(
          "The trademarks and product names mentioned belong to their respective owners; they designate the products we distribute.",
        ),
      ],
    },
    {
      id: legalSectionIds.personalData,
      title: "Personal data",
      blocks: [
        paragraph(
          "The contact form asks for your name, your email address, your message and, if you wish, your phone number. This data is processed in accordance with Moroccan Law No.\u00a009-08 of February\u00a018, 2009 ({fr:loi n°\u00a009-08}), on the protection of individuals with regard to the processing of personal data.",
        ),
      ],
      parts: [
        {
          title: "Data controller",
          blocks: [paragraph(`${legal.corporateName}, ${headOffice}.`)],
        },
        {
          title: "Purpose",
          blocks: [
            paragraph(
              "Your data is used solely to answer your request: a quote, information or a service call. It is never sold, transferred or used for direct marketing.",
            ),
          ],
        },
        {
          title: "Recipients",
          blocks: [
            paragraph(
              `Your data is read by the ${company.name} staff who handle your request. To deliver your message to them, two technical service providers process it on our behalf:`,
            ),
            list(
              [
                `${host.name}, which hosts the site and the database where the message is stored, and routes our email (Cloudflare Email Routing);`,
              ],
              ["EmailJS, which forwards the message to our inbox."],
            ),
            paragraph("These providers may process your data outside Morocco."),
          ],
        },
        {
          title: "Retention period",
          blocks: [
            paragraph(
              `Your message is kept in our database for ${retentionDays.contactMessage}\u00a0days after it has been delivered to our mailbox, then deleted automatically. Your IP address is used only to limit the number of submissions per minute and per hour: it is never stored as such; only a cryptographic fingerprint, which does not reveal it and is not linked to your message, is kept for one hour.`,
            ),
            paragraph(
              `A message that our filters set aside as unwanted is not delivered; it is kept for at most ${retentionDays.setAsideMessage}\u00a0days, long enough to check that it is not a genuine enquiry.`,
            ),
          ],
        },
        {
          title: "Performance measurements",
          blocks: [
            paragraph(
              `To monitor the site’s speed, your browser sends us a few page-load timings for each page you view. They contain no IP address, no cookie and no persistent identifier, and are deleted after ${retentionDays.performanceMeasure}\u00a0days.`,
            ),
          ],
        },
        {
          title: "Your rights",
          blocks: [
            paragraph(
              "Under Articles 7, 8 and 9 of Law No.\u00a009-08, you have the right to access your data, the right to have it corrected and the right to object, on legitimate grounds, to its processing.",
            ),
            paragraph(
              "You may also ask us to erase every message sent from your e-mail address: we delete them from our database, set-aside messages included, and tell you how many were deleted.",
            ),
            paragraph(
              "To exercise these rights, email us at ",
              emailLink,
              ` or write to ${legal.corporateName}, ${headOffice}, stating your request and enclosing a copy of an identity document. You may also lodge a complaint with the National Commission for the Control of Personal Data Protection ({fr:Commission nationale de contrôle de la protection des données à caractère personnel}, `,
              link("CNDP", "https://www.cndp.ma"),
              ").",
            ),
          ],
        },
        {
          title: "Declaration to the CNDP",
          blocks: [
            paragraph(`This processing has been declared to the CNDP under receipt No.\u00a0${legal.cndpReceipt}.`),
          ],
        },
      ],
    },
    {
      id: legalSectionIds.cookies,
      title: "Cookies",
      blocks: [
        paragraph(
          "This site sets no cookies and stores nothing in your browser: no local storage, no advertising trackers, no audience measurement tools.",
        ),
        paragraph(
          "The access map on the home page is an OpenStreetMap map. It loads only when you approach the Contact section: your browser then downloads it from the servers of the OpenStreetMap Foundation, which receive your IP address as they would for any page you visit, but not the address of our page. The map shows no advertising and no audience measurement; the OpenStreetMap Foundation is responsible for it under its ",
          link("privacy policy", "https://osmfoundation.org/wiki/Privacy_Policy"),
          ".",
        ),
      ],
    },
    {
      id: legalSectionIds.credits,
      title: "Credits",
      blocks: [
        list(
          [
            "Typeface: Inter, © The Inter Project Authors, under the ",
            link("SIL Open Font License 1.1", "https://openfontlicense.org"),
            ".",
          ],
          [
            "Icons: Font Awesome Free, © Fonticons, Inc., under the ",
            link("Creative Commons Attribution 4.0 license", "https://creativecommons.org/licenses/by/4.0/deed.en"),
            ".",
          ],
          [`Illustrations: original drawings made for ${company.name}.`],
          [
            "Access map: © OpenStreetMap contributors, data under the ",
            link("ODbL license", "https://www.openstreetmap.org/copyright"),
            ".",
          ],
        ),
      ],
    },
  ],
};

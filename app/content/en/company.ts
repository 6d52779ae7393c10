/**
 * English texts of the company's identity (the French module ../company.ts is the reference): the
 * tagline, the postal address, the legal form and the claims the copy interpolates. Values that do
 * not depend on the language (e-mail, phone, identifiers, map and social links) are the French
 * module's own, so each stays written, and marked sample, in one place.
 */
import type * as fr from "#app/content/company.ts";
import { company as frenchCompany } from "#app/content/company.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

const address: Translation<typeof fr.company.address> = {
  ...frenchCompany.address,
  street: sample("Gzenaya Industrial Zone, Lot\u00a0118"),
  city: "Tangier",
  country: "Morocco",
};

/** The address on one line, as the map's title prints it (the French `formatAddress`, over the English address). */
const addressLine = `${address.street}, ${address.postalCode}\u00a0${address.city}, ${address.country}`;

export const company: Translation<typeof fr.company> = {
  ...frenchCompany,
  tagline: "Your partner for tomorrow",
  address,
  map: { ...frenchCompany.map, title: `Access map: ${addressLine}` },
  legal: {
    ...frenchCompany.legal,
    legalForm: sample("Limited liability company (SARL)"),
    shareCapital: sample("100,000\u00a0dirhams"),
    tradeRegister: { ...frenchCompany.legal.tradeRegister, court: "Tangier" },
    publicationDirector: sample("The manager (gérant) of TINGIS INDUSTRY SARL"),
  },
  social: [...frenchCompany.social],
};

/** Where the copy says our clients are (home page, clients carousel). */
export const clientRegion = sample("the Tanger-Tetouan-Al Hoceima region");

/** The reply time the copy promises (contact section, call to action). */
export const replyDelay = sample("24\u00a0business hours");

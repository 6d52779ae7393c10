/**
 * The company's identity, contact details and legal identity (content/company.json): the single
 * source for every page, the side panel, the footer, the legal notice, structured data and the
 * e-mail service. What the company has not confirmed yet is listed under `unconfirmed`:
 * `npm run preflight` lists it and refuses a production deploy until the list is empty.
 */
import { contentOf } from "#app/content/content-of.ts";
import type { CompanyContent } from "#app/content/schemas/company.schema.ts";
import data from "#content/company.json" with { type: "json" };

export type { SocialLink } from "#app/content/schemas/company.schema.ts";

export const companyContent = contentOf<CompanyContent>(data);
export const { company, clientRegion, replyDelay } = companyContent.fr;

/** The postal address on one line, as printed on the site. */
export function formatAddress(): string {
  const { street, postalCode, city, country } = company.address;
  return `${street}, ${postalCode}\u00a0${city}, ${country}`;
}

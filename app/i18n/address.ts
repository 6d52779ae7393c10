import { companyContent } from "#app/i18n/content.ts";
import type { Locale } from "#app/i18n/locales.ts";

/** The postal address on one line in a language, with its own comma (Arabic's is « ، »). */
export function formatAddressIn(locale: Locale): string {
  const { street, postalCode, city, country } = companyContent[locale].company.address;
  const comma = locale === "ar" ? "،\u0020" : ", ";
  return `${street}${comma}${postalCode}\u00a0${city}${comma}${country}`;
}

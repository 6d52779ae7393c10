import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";
import type { Translation } from "#app/content/translation.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * The contact form's copy in each language, each its own chunk: the island fetches its page's
 * language only, never the three (decision 018). The server renders from app/i18n/content.ts.
 */
const loaders: Record<Locale, () => Promise<{ contactFormCopy: Translation<ContactFormCopy> }>> = {
  fr: () => import("#app/content/contact-form-copy.ts"),
  en: () => import("#app/content/contact-form-copy.en.ts"),
  ar: () => import("#app/content/contact-form-copy.ar.ts"),
};

/** Read through the French type, as app/i18n/content.ts reads every dictionary. */
export async function loadContactFormCopy(locale: Locale): Promise<ContactFormCopy> {
  return (await loaders[locale]()).contactFormCopy as unknown as ContactFormCopy;
}

import type { Locale } from "#app/i18n/locales.ts";

/**
 * The words issue 22 adds around the translated content, written here in every language at once:
 * the language switcher, how a page title joins the company's name, and the line the legal notice
 * carries in a language other than French. Each language's own punctuation: French puts a no-break
 * space before the colon, English and Arabic do not.
 */
export const languageCopy: Record<
  Locale,
  {
    /** The switcher's accessible name. */
    switcherLabel: string;
    /** Between the company's name and the page's in a title: '<name> : <page>'. */
    titleSeparator: string;
  }
> = {
  fr: { switcherLabel: "Langue du site", titleSeparator: "\u00a0: " },
  en: { switcherLabel: "Site language", titleSeparator: ": " },
  ar: { switcherLabel: "لغة الموقع", titleSeparator: ": " },
};

/** On a translated legal notice: the French text is the one that binds, and a link to it. */
export const authoritativeNotice: Record<Exclude<Locale, "fr">, { before: string; link: string; after: string }> = {
  en: {
    before: "This notice is a translation provided for convenience. Only the ",
    link: "French version",
    after: " is legally binding.",
  },
  ar: {
    before: "هذا الإشعار ترجمة مقدَّمة للتيسير، و",
    link: "النسخة الفرنسية",
    after: " وحدها هي المعتمدة قانونيًا.",
  },
};

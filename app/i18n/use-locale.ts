import { useLocation } from "react-router";
import { type Locale, localeFromPath } from "#app/i18n/locales.ts";

/** The language of the page being rendered, from its path (prerendered pages have no loader to ask). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A content module's entry in the page's language (app/i18n/content.ts). */
export function useContent<T>(content: Record<Locale, T>): T {
  return content[useLocale()];
}

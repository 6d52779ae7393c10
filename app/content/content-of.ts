import type { Locale } from "#app/i18n/locales.ts";

/**
 * A content data file as the site's code reads it: one value per language, typed by its schema
 * (app/content/schemas/). The build has already checked the file against that schema
 * (app/content/check.ts), so nothing is parsed here, and no page carries the schemas' code.
 */
export function contentOf<T>(data: unknown): Record<Locale, T> {
  return data as Record<Locale, T>;
}

import { isAddress, typeset } from "#app/content/copy-rules.ts";
import { type Locale, locales } from "#app/i18n/locales.ts";

/**
 * A content data file as the site's code reads it: one value per language, typed by its schema
 * (app/content/schemas/), each text typeset for its language (no-break spaces, apostrophes: what an
 * ordinary keyboard cannot type at /admin). The build has already checked the file against that
 * schema (app/content/check.ts), so nothing is parsed here, and no page carries the schemas' code.
 */
export function contentOf<T>(data: unknown): Record<Locale, T> {
  const sides = data as Record<Locale, unknown>;
  const typesetSides = locales.map((locale) => [locale, typesetContent(sides[locale], locale)]);
  return Object.fromEntries(typesetSides) as Record<Locale, T>;
}

/** Every text in one language's content, typeset (the editor's preview too); addresses and paths as they are. */
export function typesetContent(value: unknown, locale: Locale): unknown {
  if (typeof value === "string") return isAddress(value) ? value : typeset(value, locale);
  if (Array.isArray(value)) return value.map((item) => typesetContent(item, locale));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetContent(item, locale)]));
  return value;
}

import { typeset } from "#app/content/copy-rules.ts";
import { type Locale, locales } from "#app/i18n/locales.ts";

/**
 * A content data file as the site's code reads it: one value per language, typed by its schema
 * (app/content/schemas/), each text typeset for its language (no-break spaces, apostrophes: what an
 * ordinary keyboard cannot type at /admin). The build has already checked the file against that
 * schema (app/content/check.ts), so nothing is parsed here, and no page carries the schemas' code.
 */
export function contentOf<T>(data: unknown): Record<Locale, T> {
  const sides = data as Record<Locale, unknown>;
  return Object.fromEntries(locales.map((locale) => [locale, typesetAll(sides[locale], locale)])) as Record<Locale, T>;
}

/** Every text in `value`, typeset; addresses and paths as they are. */
function typesetAll(value: unknown, locale: Locale): unknown {
  if (typeof value === "string") return /^(https?:|mailto:|tel:|\/)/.test(value) ? value : typeset(value, locale);
  if (Array.isArray(value)) return value.map((item) => typesetAll(item, locale));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetAll(item, locale)]));
  return value;
}

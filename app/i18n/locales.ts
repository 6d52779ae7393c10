/**
 * The site's languages (issue 22, docs/decisions/013). Adding one is a line here and a dictionary
 * per content module (app/content/<locale>/): every `Record<Locale, …>` then fails to type-check
 * until it has its entry.
 */
export const locales = ["fr", "en", "ar"] as const;

export type Locale = (typeof locales)[number];

/** French is the reference: today's paths, the type of every dictionary, x-default, and what the legal notice holds to. */
export const defaultLocale: Locale = "fr";

export interface LocaleSettings {
  /** Prefix of the locale's paths: "" for French (today's paths), "/en" for English. */
  prefix: string;
  /** `<html lang>` and hreflang. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Open Graph's locale, from the list Facebook reads (docs/decisions/013). */
  ogLocale: string;
  /** The language's name in itself, as the switcher shows it. */
  name: string;
  /** The language's name in French, for the company's notification e-mail. */
  frenchName: string;
}

export const localeSettings: Record<Locale, LocaleSettings> = {
  fr: { prefix: "", lang: "fr", dir: "ltr", ogLocale: "fr_FR", name: "Français", frenchName: "français" },
  en: { prefix: "/en", lang: "en", dir: "ltr", ogLocale: "en_US", name: "English", frenchName: "anglais" },
  ar: { prefix: "/ar", lang: "ar", dir: "rtl", ogLocale: "ar_AR", name: "العربية", frenchName: "arabe" },
};

/** The language a path is in: its first segment when that is a locale's prefix, French otherwise. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (
    locales.find((locale) => locale !== defaultLocale && localeSettings[locale].prefix === `/${first}`) ?? defaultLocale
  );
}

/** The French path a localized path shows: "/en/ingenierie" → "/ingenierie", "/ar" → "/". */
export function frenchPath(pathname: string): string {
  // A prerendered page is rendered as "/ingenierie/": its canonical path has no trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const { prefix } = localeSettings[localeFromPath(path)];
  const rest = path.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/**
 * A site path in a locale: the French path with the locale's prefix ("/ingenierie" → "/en/ingenierie",
 * "/" → "/en", "/#contact" → "/en#contact"). Slugs stay French in every language (decision 013).
 * Anything that is not a site path (a fragment alone, mailto:, another site) is returned as it is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const { prefix } = localeSettings[locale];
  if (prefix === "") return path;
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  return `${prefix}${pathname === "/" ? "" : pathname}${rest}`;
}

/** The same page in every language, for the switcher, hreflang links and the sitemap. */
export function alternates(frenchPagePath: string): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizedPath(frenchPagePath, locale) }));
}

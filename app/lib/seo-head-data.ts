import { isNoindexPage, type PageKey, pageMeta } from "#app/content/pages.ts";
import { alternates, type Locale, localeSettings, localizedPath } from "#app/i18n/locales.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { type HeadTag, socialCardTags } from "#app/lib/social-card.ts";
import { structuredDataFor } from "#app/lib/structured-data.ts";

/** One `<link rel="alternate" hreflang>`: the same page in a language, or x-default (French). */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** What a page adds to <head> for search engines and social networks, as data (seo-head.tsx renders it). */
export interface SeoHead {
  canonical: string | null;
  alternates: AlternateLink[];
  tags: HeadTag[];
  structuredData: object[];
}

/**
 * Every language's URL of a page, absolute, plus x-default on the French one: the same list on the
 * page in each language, so the links are reciprocal (decision 013).
 */
export function alternateLinks(key: PageKey, origin: string): AlternateLink[] {
  const links = alternates(pageMeta[key].path).map(({ locale, path }) => ({
    hrefLang: localeSettings[locale].lang,
    href: absoluteUrl(origin, path),
  }));
  return [...links, { hrefLang: "x-default", href: absoluteUrl(origin, pageMeta[key].path) }];
}

export function seoHeadFor(key: PageKey, locale: Locale, origin: string): SeoHead {
  const tags = socialCardTags(key, locale, origin);
  if (isNoindexPage(key)) return { canonical: null, alternates: [], tags, structuredData: [] };
  return {
    canonical: absoluteUrl(origin, localizedPath(pageMeta[key].path, locale)),
    alternates: alternateLinks(key, origin),
    tags,
    structuredData: structuredDataFor(key, locale, origin),
  };
}

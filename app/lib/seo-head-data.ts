import { isNoindexPage, type PageKey, pageMeta } from "#app/content/pages.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { type HeadTag, socialCardTags } from "#app/lib/social-card.ts";
import { structuredDataFor } from "#app/lib/structured-data.ts";

/** What a page adds to <head> for search engines and social networks, as data (seo-head.tsx renders it). */
export interface SeoHead {
  canonical: string | null;
  tags: HeadTag[];
  structuredData: object[];
}

export function seoHeadFor(key: PageKey, origin: string): SeoHead {
  const tags = socialCardTags(key, origin);
  if (isNoindexPage(key)) return { canonical: null, tags, structuredData: [] };
  return { canonical: absoluteUrl(origin, pageMeta[key].path), tags, structuredData: structuredDataFor(key, origin) };
}

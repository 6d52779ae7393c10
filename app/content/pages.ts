import { contentOf } from "#app/content/content-of.ts";
import { type PageKey, pagePaths } from "#app/content/page-paths.ts";
import type { PagesContent } from "#app/content/schemas/pages.schema.ts";
import data from "#content/pages.json" with { type: "json" };

export type { PageKey } from "#app/content/page-paths.ts";

/**
 * Per-page metadata: the path (the site's code owns it) and, from content/pages.json, the title's
 * page part and the meta description. Titles are built as '<product name> : <page>' by
 * app/lib/page-title.ts.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Pages search engines should not index. */
  noindex?: boolean;
}

const pageTexts = contentOf<PagesContent>(data);

function withPaths(texts: (typeof pageTexts)["fr"]) {
  const entries = (Object.keys(pagePaths) as PageKey[]).map((key) => [
    key,
    { ...pagePaths[key], ...texts.pageMeta[key] },
  ]);
  return { pageMeta: Object.fromEntries(entries) as Record<PageKey, PageMeta> };
}

export const pagesContent = { fr: withPaths(pageTexts.fr), en: withPaths(pageTexts.en), ar: withPaths(pageTexts.ar) };
export const { pageMeta } = pagesContent.fr;

/**
 * Pages written to static files at build time and served by Workers Static Assets,
 * with no Worker run per view (docs/decisions/004). The home page stays on the
 * Worker: its no-JavaScript form posts to it and carries a per-request
 * idempotency key. /404 stays too, so that it answers with status 404.
 */
export const prerenderedPaths: readonly string[] = Object.values(pageMeta)
  .map((page) => page.path)
  .filter((path) => path !== pageMeta.home.path && path !== pageMeta.notFound.path);

function isNoindex(page: PageMeta): boolean {
  return page.noindex === true;
}

/** Pages search engines may index, in the order of the site: the sitemap, scripts and tests read this list. */
export const indexablePages: readonly { key: PageKey; path: string }[] = (Object.keys(pageMeta) as PageKey[])
  .filter((key) => !isNoindex(pageMeta[key]))
  .map((key) => ({ key, path: pageMeta[key].path }));

/** Whether a page asks search engines not to index it. */
export function isNoindexPage(key: PageKey): boolean {
  return isNoindex(pageMeta[key]);
}

/** The page a URL path shows, ignoring a trailing slash; undefined for paths no page owns. */
export function pageKeyForPath(pathname: string): PageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (Object.keys(pageMeta) as PageKey[]).find((key) => pageMeta[key].path === path);
}

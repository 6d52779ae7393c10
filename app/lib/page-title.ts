import { company } from "#app/content/company.ts";
import { isNoindexPage, type PageKey, pageMeta } from "#app/content/pages.ts";

/** '<product name> : <page>', with the non-breaking space French requires before the colon. */
export function pageTitle(page: string): string {
  return `${company.name}\u00a0: ${page}`;
}

/** The meta descriptors every route returns from its `meta` export. */
export function metaFor(key: PageKey) {
  const page = pageMeta[key];
  const descriptors = [{ title: pageTitle(page.title) }, { name: "description", content: page.description }];
  if (isNoindexPage(key)) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

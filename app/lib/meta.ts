import { company } from "~/content/company";
import { pageMeta, type PageKey } from "~/content/pages";

/** '<product name> : <page>', with the non-breaking space French requires before the colon. */
export function pageTitle(page: string): string {
  return `${company.name}\u00a0: ${page}`;
}

/** The meta descriptors every route returns from its `meta` export. */
export function metaFor(key: PageKey) {
  const page = pageMeta[key];
  const descriptors = [
    { title: pageTitle(page.title) },
    { name: "description", content: page.description },
  ];
  if ("noindex" in page && page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { type Locale, locales, localizedPath } from "#app/i18n/locales.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";

/** The built site's pages as the read-only files walk them (they share one runtime: decision 026). */

export const pageKeys = Object.keys(pageMeta) as PageKey[];

/** Every page in every language: French at today's paths, the others under their prefix. */
export const everyPage: { locale: Locale; key: PageKey; path: string }[] = locales.flatMap((locale) =>
  pageKeys.map((key) => ({ locale, key, path: localizedPath(pageMeta[key].path, locale) })),
);

// Asking for Arabic, then English, as a browser might: a page still answers in its own language, never redirects.
async function render(path: string) {
  const response = await fetchWorker(path, { headers: { "Accept-Language": "ar,en;q=0.8" } });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, head: html.slice(0, html.indexOf("</head>")) };
}

const rendered = new Map<string, ReturnType<typeof render>>();

/** A page's GET as the built Worker answers it, rendered once per run for every check: rendering is what costs. */
export const renderedPage = (path: string) => rendered.get(path) ?? rendered.set(path, render(path)).get(path)!;

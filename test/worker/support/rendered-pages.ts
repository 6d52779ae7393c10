import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { type Locale, locales, localizedPath } from "#app/i18n/locales.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";

/** The built site's pages as the read-only files walk them (they share one runtime: decision 026). */

export const pageKeys = Object.keys(pageMeta) as PageKey[];

/** Every page in every language: French at today's paths, the others under their prefix. */
export const everyPage: { locale: Locale; key: PageKey; path: string }[] = locales.flatMap((locale) =>
  pageKeys.map((key) => ({ locale, key, path: localizedPath(pageMeta[key].path, locale) })),
);

export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string;
  head: string;
}

const rendered = new Map<string, Promise<RenderedPage>>();

/**
 * A page's GET as the built Worker answers it, rendered once per run and shared by every check
 * that reads it: rendering is most of what these files cost.
 */
export function renderedPage(path: string): Promise<RenderedPage> {
  let page = rendered.get(path);
  if (!page) {
    page = fetchWorker(path).then(async (response) => {
      const html = await response.text();
      return { status: response.status, headers: response.headers, html, head: html.slice(0, html.indexOf("</head>")) };
    });
    rendered.set(path, page);
  }
  return page;
}

/** The HTML of a page that must answer 200. */
export async function pageHtml(path: string): Promise<string> {
  const page = await renderedPage(path);
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
  return page.html;
}

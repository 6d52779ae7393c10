import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, inject, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { islandAwake, scrollThrough, viewports, visit } from "#harness/browser.ts";
import { writeResults } from "#scripts/lib/results-file.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";
import { rawGet } from "#test/support/raw-get.ts";
import { stayOnNotFound } from "#test/support/stay-on-not-found.ts";

// Byte budgets (issue #11, docs/decisions/009): the production build as served, measured in bytes, never timings.
const kilobyte = 1024;
const budgets = {
  /** Each page's HTML, gzip. */
  htmlGzip: 30 * kilobyte,
  /** A page's script before any carousel nears the viewport: the enhancer and its static imports. */
  enhancerGzip: 8 * kilobyte,
  /** A page's script in all before any interaction, Swiper and web-vitals included. */
  pageGzip: 40 * kilobyte,
  /** The home page's contact form, once awake: React DOM, the form, its schema and file field (80.9 KB on /ar). */
  islandGzip: 84 * kilobyte,
  /**
   * The home page's gzip document and headers: within Lighthouse's initial congestion window (10 segments of 1,460
   * bytes), or its largest paint waits one more round trip; a margin under it, so that the next change that adds to
   * the page has to say so here (decision 009). 14,329 bytes on /ar, the longest, since the WhatsApp link.
   */
  homeFirstRoundTrip: 10 * 1460 - 150,
};

const baseURL = inject("baseURL");
const inChromium = chromiumTest();
const routes = Object.values(pageMeta).map((page) => page.path);
/** Every page but the home page, whose contact form wakes when scrolled near (decision 018). */
const contentRoutes = routes.filter((route) => route !== pageMeta.home.path);
/** The one script every page loads: the enhancer, an async module (decision 003). */
const enhancerScript = /^type="module" async="" src="(\/assets\/enhance-[\w-]+\.js)"$/;
/** The attributes of each `<script>` in a page's HTML, its JSON-LD data left out: that is data, not script. */
const pageScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1].trim())
    .filter((attributes) => attributes !== 'type="application/ld+json"');
/** What only React's or React Router's code contains: their element symbols, the router's globals. */
const frameworkMarker = /Symbol\.for\([`"']react\.|__reactRouter/;

/** What the tests measure, in bytes, by what and where: docs/results.md's bytes, once the whole file has run. */
const measured = new Map<string, number>();
const homes = locales.map((locale) => localizedPath(pageMeta.home.path, locale));

afterAll(() => {
  const expected = routes.length * locales.length * 2 + contentRoutes.length + homes.length * 3;
  if (measured.size === expected) writeResults("bytes", bytesReport());
});

function bytesReport(): string {
  const kb = (key: string) => `${(measured.get(key)! / kilobyte).toFixed(1)} KB`;
  const rows = routes.map((route) => [
    route,
    locales.map((locale) => kb(`html ${localizedPath(route, locale)}`)).join(" / "),
    kb(`enhancer ${route}`),
    kb(`scripts ${route}`),
  ]);
  const table = [["Page", "HTML (fr / en / ar)", "Enhancer", "Scripts"], ["---", "---", "---", "---"], ...rows];
  const homeLines = homes.map(
    (home) =>
      `- ${home}: ${measured.get(`first round trip ${home}`)!.toLocaleString("en")} bytes of gzip document and headers (Lighthouse's first round trip: 14,600); ${kb(`scripts ${home}`)} of script before any interaction, and the form's island adds ${kb(`island ${home}`)}.`,
  );
  return `Gzip, as served. Scripts: a content page's in all, Swiper and web-vitals loaded; the home page's before any interaction.\n\n${table.map((cells) => `| ${cells.join(" | ")} |`).join("\n")}\n\n${homeLines.join("\n")}`;
}

it.for(locales.flatMap((locale) => routes.map((route) => localizedPath(route, locale))))(
  "%s: HTML under 30 KB gzip, a home page's with its headers within the first round trip (14,600 bytes less 150); its one script the enhancer, first, under 8 KB gzip with its imports and free of React",
  async (route, { expect }) => {
    const html = await (await fetch(baseURL + route)).text();
    measured.set(`html ${route}`, gzipSync(html).length);
    expect(gzipSync(html).length).toBeLessThan(budgets.htmlGzip);
    expect(html).not.toContain("__reactRouter");
    // Scripts: the enhancer alone, external and async; no inline script runs at all.
    expect(pageScripts(html)).toEqual([expect.stringMatching(enhancerScript)]);
    // Requested with the document's first bytes: ahead of the title and the site's styles (decision 003).
    expect(html.indexOf('<script type="module"')).toBeLessThan(html.indexOf("<title>"));
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>/);
    // Nothing else is fetched ahead: not React's chunks, not the web-vitals reporter (decision 023).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("web-vitals");
    const chunks = await staticImportClosure(enhancerScript.exec(pageScripts(html)[0] ?? "")![1]);
    measured.set(`enhancer ${route}`, sum(chunks));
    expect(sum(chunks)).toBeLessThan(budgets.enhancerGzip);
    for (const path of chunks.keys()) expect(sources.get(path), path).not.toMatch(frameworkMarker);
    if (!homes.includes(route)) return;
    // What a browser asking for gzip receives: the status and header lines, and the gzip body.
    const { headers, headBytes, bodyBytes } = await rawGet(baseURL, route, { "Accept-Encoding": "gzip" });
    expect(headers.get("content-encoding")).toBe("gzip");
    measured.set(`first round trip ${route}`, headBytes + bodyBytes);
    expect(headBytes + bodyBytes).toBeLessThanOrEqual(budgets.homeFirstRoundTrip);
  },
);

/** Every script the page has fetched so far, with its gzip size. */
async function scriptsLoaded(page: Page): Promise<Map<string, number>> {
  const urls = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  const paths = urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith(".js"));
  return new Map(await Promise.all(paths.map(async (path) => [path, await gzipSize(path)] as const)));
}

/** Resolves once the page has fetched a resource whose address holds `urlPart`. */
const untilFetched = (page: Page, urlPart: string) =>
  page.waitForFunction(
    (part) => performance.getEntriesByType("resource").some((entry) => entry.name.includes(part)),
    urlPart,
  );

inChromium.for(contentRoutes)(
  "%s: loads no React or React Router code at all, and at most 40 KB gzip of script with Swiper (on /realisation, once its carousel nears the viewport) and web-vitals",
  async (route, { expect, open }) => {
    // /realisation on a phone, its carousel below the fold: Swiper waits until it nears the viewport.
    const { page, context, errors } = await open(route === "/realisation" ? { viewport: viewports.phone } : {});
    // /404 leaves for the home page after 5 s: on a busy machine, before the scripts are counted.
    if (route === pageMeta.notFound.path) await stayOnNotFound(context);
    await visit(page, baseURL + route);
    const swiperLoaded = async () => [...(await scriptsLoaded(page)).keys()].some((path) => path.includes("/swiper-"));
    if (route === "/realisation") expect(await swiperLoaded()).toBe(false);
    // Every carousel near the viewport once (Swiper), then the reporter after load and an idle moment.
    await scrollThrough(page);
    if (route === "/realisation") await expect.poll(swiperLoaded).toBe(true);
    await untilFetched(page, "web-vitals-reporter");
    const scripts = await scriptsLoaded(page);
    for (const path of scripts.keys()) expect(sources.get(path), path).not.toMatch(frameworkMarker);
    const total = sum(scripts);
    measured.set(`scripts ${route}`, total);
    expect(total).toBeLessThan(budgets.pageGzip);
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  },
);

inChromium.for(homes)(
  "%s: before any interaction, at most 40 KB gzip of script and no React; once the form wakes, at most 80 KB more",
  async (home, { expect, open }) => {
    const { page, errors } = await open({ viewport: viewports.phone });
    // What the page starts by itself after load and an idle moment: the reporter, Swiper for the hero.
    await visit(page, baseURL + home);
    await untilFetched(page, "web-vitals-reporter");
    await page.waitForSelector(".carousel--hero .swiper-initialized", { state: "attached" });
    const beforeInteraction = await scriptsLoaded(page);
    for (const path of beforeInteraction.keys()) expect(sources.get(path), path).not.toMatch(frameworkMarker);
    const before = sum(beforeInteraction);
    measured.set(`scripts ${home}`, before);
    expect(before).toBeLessThan(budgets.pageGzip);

    // What the island adds once a field is focused and React has the form, its shared schema included.
    await page.locator("#contact-name").focus();
    await islandAwake(page);
    await untilFetched(page, "/contact-schema-");
    const island = new Map([...(await scriptsLoaded(page))].filter(([path]) => !beforeInteraction.has(path)));
    const added = sum(island);
    measured.set(`island ${home}`, added);
    expect(added).toBeLessThan(budgets.islandGzip);
    for (const path of island.keys())
      expect(sources.get(path), `React Router in ${path}`).not.toContain("__reactRouter");
    expect(errors).toEqual([]);
  },
);

const sources = new Map<string, string>();
/** Static imports only: dynamic import() chunks (Swiper, the map, web vitals) load later. */
const staticImport = /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g;

function sum(chunks: Map<string, number>): number {
  return [...chunks.values()].reduce((total, size) => total + size, 0);
}

async function gzipSize(path: string): Promise<number> {
  if (!sources.has(path)) sources.set(path, await (await fetch(baseURL + path)).text());
  return gzipSync(sources.get(path)!).length;
}

/** Gzip size of every chunk reachable from `entry` through static imports. */
async function staticImportClosure(entry: string): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const pending = [entry];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.set(path, await gzipSize(path));
    pending.push(...Array.from(sources.get(path)!.matchAll(staticImport), ([, name]) => `/assets/${name}`));
  }
  return seen;
}

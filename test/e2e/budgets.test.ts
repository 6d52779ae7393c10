import { gzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { openPage, visit } from "#harness/browser.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

// Byte budgets (issue #5, docs/decisions/034 and 035). Deterministic: they
// measure the production build as served, not timings.
const kilobyte = 1024;
const budgets = {
  /** Each page's HTML, gzip. */
  htmlGzip: 30 * kilobyte,
  /** JavaScript that starts loading before the page's load event: none but the inline starter. */
  inlineStarter: 1 * kilobyte,
  /** Everything a route imports to hydrate, gzip: React DOM and React Router are ~106 KB of it. */
  hydrationGzip: 135 * kilobyte,
  /** Of which the site’s own code for the route (content, components, zod/mini), gzip. */
  siteCodeGzip: 30 * kilobyte,
};

const baseURL = inject("baseURL");
/** The inert type functions/deferred-hydration.ts parks React Router's module script under. */
const parkedModuleType = "text/x-module-after-load";
const routes = Object.values(pageMeta).map((page) => page.path);

describe("HTML and JavaScript budgets per route", () => {
  it.each(routes)("%s: HTML under 30 KB gzip", async (route) => {
    const html = await (await fetch(baseURL + route)).text();
    expect(gzipSync(html).length).toBeLessThan(budgets.htmlGzip);
  });

  it.each(routes)("%s: no script is preloaded or loaded by the HTML itself", async (route) => {
    const html = await (await fetch(baseURL + route)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*type="(?:application\/ld\+json|text\/x-)[^"]*")[^>]*>([\s\S]*?)<\/script>/g),
    ];
    // The router's handoff data and the starter: both inline, the starter small.
    const starter = inlineScripts.find((match) => match[1].includes(parkedModuleType));
    expect(starter, "inline starter").toBeDefined();
    expect(gzipSync(starter![1]).length).toBeLessThan(budgets.inlineStarter);
  });

  it.each(routes)("%s: hydration JavaScript within budget", async (route) => {
    const { total, siteCode } = await hydrationBytes(route);
    console.log(
      `${route}: ${(total / kilobyte).toFixed(1)} KB gzip to hydrate, ${(siteCode / kilobyte).toFixed(1)} KB of site code`,
    );
    expect(total).toBeLessThan(budgets.hydrationGzip);
    expect(siteCode).toBeLessThan(budgets.siteCodeGzip);
  });
});

describe("in the browser", () => {
  const browser = browserForThisFile();

  it.each(["/", "/ingenierie", "/distribution/schmersal"])(
    "%s: no script is requested before the load event, and the page still hydrates",
    async (route) => {
      const { page, context, errors } = await openPage(browser());
      await visit(page, baseURL + route);
      const early = await page.evaluate(() => {
        const loadAt = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js") && entry.startTime < loadAt.loadEventStart)
          .map((entry) => entry.name);
      });
      expect(early).toEqual([]);
      expect(await page.locator("html[data-hydrated]").count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("a tap before the load event starts the JavaScript at once", async () => {
    const { page, context } = await openPage(browser());
    // Hold the preloaded font so the load event cannot fire; only the visitor's tap can start React.
    await page.route("**/*.woff2", () => {});
    await page.goto(`${baseURL}/ingenierie`, { waitUntil: "domcontentloaded" });
    await page.waitForTimeout(1_000);
    expect(await page.locator("html[data-hydrated]").count(), "hydrated before the tap").toBe(0);
    await page.mouse.click(5, 400);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await context.close();
  });
});

/**
 * Follows the parked module script's imports through every chunk's static
 * imports (what the browser fetches before React can hydrate) and sums gzip
 * sizes. The framework is what the client entry needs whatever the route:
 * React DOM and React Router; the rest is the site's own code for the route.
 */
async function hydrationBytes(route: string): Promise<{ total: number; siteCode: number }> {
  const html = await (await fetch(baseURL + route)).text();
  const parked = html.match(new RegExp(`<script[^>]*type="${parkedModuleType}"[^>]*>([\\s\\S]*?)</script>`))?.[1] ?? "";
  // `import … from "…"` for the route modules, `import("…")` for the client entry; not the manifest's lists.
  const entries = [...parked.matchAll(/(?:from\s*|import\s*\(\s*)"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const clientEntry = entries.find((path) => path.includes("/entry.client-"));
  expect(clientEntry, "client entry imported by the parked script").toBeDefined();
  const all = await staticImportClosure(entries);
  const framework = await staticImportClosure([clientEntry!]);
  const sum = (chunks: Map<string, number>) => [...chunks.values()].reduce((total, size) => total + size, 0);
  return { total: sum(all), siteCode: sum(all) - sum(framework) };
}

const gzipSizes = new Map<string, number>();
const chunkImports = new Map<string, string[]>();

/** Gzip size of every chunk reachable from `paths` through static imports. */
async function staticImportClosure(paths: string[]): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const pending = [...paths];
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    if (!gzipSizes.has(path)) {
      const source = await (await fetch(baseURL + path)).text();
      gzipSizes.set(path, gzipSync(source).length);
      // Static imports only: dynamic import() chunks (Swiper, the map, web vitals) load later.
      const imports = [...source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g)];
      chunkImports.set(
        path,
        imports.map((match) => `/assets/${match[1]}`),
      );
    }
    seen.set(path, gzipSizes.get(path)!);
    pending.push(...chunkImports.get(path)!);
  }
  return seen;
}

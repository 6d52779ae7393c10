import type { Page } from "playwright-core";
import { islandAwake, visit } from "#harness/browser.ts";

/** The scripts a page has fetched, by path, each with its source as the server sends it. */
export type Scripts = Map<string, string>;

/**
 * What the home page runs (decision 009), on a page open at the viewport the
 * caller chose: the scripts fetched before any interaction, the page left alone
 * until what it starts by itself after load and an idle moment (the web-vitals
 * reporter, Swiper for the hero on show) has come, then those the contact
 * form's island adds once a field is focused and React has the form, its
 * shared schema included. Shared by the
 * budgets test, which holds the limits, and the audit, which reports them.
 */
export async function homeScripts(
  page: Page,
  baseURL: string,
  /** The home page of one language: `/`, `/en`, `/ar`. */
  homePath = "/",
): Promise<{ beforeInteraction: Scripts; island: Scripts }> {
  await visit(page, baseURL + homePath);
  await untilFetched(page, "web-vitals-reporter");
  await page.waitForSelector(".carousel--hero .swiper-initialized", { state: "attached" });
  const beforeInteraction = await scriptsFetched(page, baseURL);
  await page.locator("#contact-name").focus();
  await islandAwake(page);
  await untilFetched(page, "/contact-schema-");
  const island: Scripts = new Map();
  for (const [path, source] of await scriptsFetched(page, baseURL, beforeInteraction))
    if (!beforeInteraction.has(path)) island.set(path, source);
  return { beforeInteraction, island };
}

async function untilFetched(page: Page, urlPart: string) {
  await page.waitForFunction(
    (part) => performance.getEntriesByType("resource").some((entry) => entry.name.includes(part)),
    urlPart,
  );
}

/** Every script the page has fetched so far, its source fetched again from the server (`known` reused). */
async function scriptsFetched(page: Page, baseURL: string, known: Scripts = new Map()): Promise<Scripts> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
  const scripts: Scripts = new Map();
  for (const url of urls) {
    const path = new URL(url).pathname;
    scripts.set(path, known.get(path) ?? (await (await fetch(baseURL + path)).text()));
  }
  return scripts;
}

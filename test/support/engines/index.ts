import { afterAll, beforeAll, inject } from "vitest";
import { connectChromium } from "#test/support/engines/chromium.ts";
import { connectFirefox } from "#test/support/engines/firefox.ts";
import { isHang, unlessHung } from "#test/support/engines/page.ts";
import type { Engine, EngineName, EnginePage, OpenOptions } from "#test/support/engines/types.ts";
import { connectWebKit } from "#test/support/engines/webkit.ts";

export type { Engine, EngineName, EnginePage, OpenOptions, Target } from "#test/support/engines/types.ts";

export const engineNames: EngineName[] = ["chromium", "firefox", "webkit"];

const connectors: Record<EngineName, () => Promise<Engine>> = {
  chromium: () => connectChromium(inject("engineEndpoints").chromium),
  firefox: () => connectFirefox(inject("engineEndpoints").firefox),
  webkit: () => connectWebKit(inject("engineEndpoints").webkit),
};

/**
 * One engine for the calling describe block: connected before its tests to the
 * browser the run started once (engines-setup.ts, decision 027), and after
 * them left as found (this file's pages closed, its connection ended). Call
 * the returned function inside the tests.
 */
export function useEngine(name: EngineName): () => Engine {
  let engine: Engine | undefined;
  beforeAll(async () => {
    engine = await connectors[name]();
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
  }, 30_000);
  return () => {
    if (!engine) throw new Error(`${name} is not connected: call useEngine() at the level of a describe.`);
    return engine;
  };
}

/**
 * Opens the page and waits until it answers the visitor: loaded. No page runs
 * React Router in the browser; the home page's contact form wakes when the
 * visitor comes near it (decision 018). Tests of the very first input, before
 * the load, are in test/e2e/first-input.test.ts.
 */
export async function openReady(engine: Engine, url: string, options: OpenOptions): Promise<EnginePage> {
  const page = await engine.open(url, options);
  await waitUntilReady(page);
  return page;
}

/**
 * Opens the page ready, hands it to `use`, and closes it. Should the browser
 * stop answering its driver (a command runs into the client's own time limit:
 * `isHang`), `use` runs once more on a fresh page in a new session: a hang of
 * the harness is not a verdict on the site. Any other failure, every assertion
 * included, counts at once (decision 027). Not for steps that must happen once,
 * such as sending a message.
 */
export async function withReadyPage<R>(
  engine: Engine,
  url: string,
  options: OpenOptions,
  use: (page: EnginePage) => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      const page = await openReady(engine, url, options);
      try {
        return await use(page);
      } finally {
        await page.close();
      }
    } catch (error) {
      if (!isHang(error) || attempt === 2) throw error;
      console.warn(`${engine.name}: ${(error as Error).message}; trying once more on a fresh page (${url})`);
    }
  }
}

async function waitUntilReady(page: EnginePage, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await page.evaluate(() => document.readyState === "complete").catch(unlessHung(false));
    if (ready) return;
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: the page is not ready after ${timeoutMs} ms (${await page.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Resolves once the page has fetched nothing new for `quietMs`: what the last
 * action set off (a carousel's script once it nears the window…) has arrived.
 */
export async function waitUntilSettled(page: EnginePage, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").length).catch(unlessHung(-1));
    if (fetched !== last) [last, since] = [fetched, Date.now()];
    else if (Date.now() - since >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${page.engine}: the page is still loading after ${timeoutMs} ms`);
}

import { afterAll, beforeAll, describe, inject } from "vitest";
import { connectChromium } from "#test/support/engines/chromium.ts";
import type { Engine, EngineName, EnginePage, OpenOptions } from "#test/support/engines/engine-types.ts";
import { connectFirefox } from "#test/support/engines/firefox.ts";
import { isHang, poll, unlessHung } from "#test/support/engines/page.ts";
import { connectWebKit } from "#test/support/engines/webkit.ts";

export type { EnginePage, Target } from "#test/support/engines/engine-types.ts";

const connectors: Record<EngineName, () => Promise<Engine>> = {
  chromium: () => connectChromium(inject("engineEndpoints").chromium),
  firefox: () => connectFirefox(inject("engineEndpoints").firefox),
  webkit: () => connectWebKit(inject("engineEndpoints").webkit),
};

/**
 * Declares `tests` in a describe block per engine, the three at once; each block's tests are to run one at a time
 * (WebKit's driver holds one session, decision 026). Inside a test, `engine()` is the engine, connected before the
 * block's tests to the browser the run started once (engines-setup.ts, decision 027) and left as found after them.
 */
export function describeEngines(timeout: number, tests: (engine: () => Engine, name: EngineName) => void): void {
  describe.each(Object.keys(connectors) as EngineName[])("%s", { timeout, concurrent: true }, (name) => {
    let engine: Engine | undefined;
    beforeAll(async () => {
      engine = await connectors[name]();
    }, 60_000);
    afterAll(() => engine?.stop(), 30_000);
    tests(() => {
      if (!engine) throw new Error(`${name} is not connected: call engine() inside a test.`);
      return engine;
    }, name);
  });
}

/**
 * Opens the page, waits until it is loaded (no page runs React Router in the browser; the contact form wakes as the
 * visitor nears it, decision 018; the very first input is first-input.test.ts's), hands it to `use`, and closes it.
 * Should the browser stop answering its driver (`isHang`), `use` runs once more on a fresh page in a new session: a
 * harness hang is no verdict on the site; any other failure, every assertion included, counts at once (decision 027).
 * `attempts: 1` for steps that must happen once, such as sending a message.
 */
export async function withReadyPage<R>(
  engine: Engine,
  url: string,
  { attempts = 2, ...options }: OpenOptions & { attempts?: number },
  use: (page: EnginePage) => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      const page = await engine.open(url, options);
      try {
        const ready = async () => (await page.evaluate(() => document.readyState === "complete")) || undefined;
        await poll(ready, 15_000, async () => `${page.engine}: the page is not ready after 15 s (${await page.url()})`);
        return await use(page);
      } finally {
        await page.close();
      }
    } catch (error) {
      if (!isHang(error) || attempt >= attempts) throw error;
      console.warn(`${engine.name}: ${(error as Error).message}; trying once more on a fresh page (${url})`);
    }
  }
}

/** Resolves once the page has fetched nothing new for `quietMs`: what the last action set off has arrived. */
export async function waitUntilSettled(page: EnginePage, quietMs = 500, timeoutMs = 10_000): Promise<void> {
  let [last, since] = [-1, Date.now()];
  await poll(
    async () => {
      const fetched = await page.evaluate(() => performance.getEntriesByType("resource").length).catch(unlessHung(-1));
      if (fetched !== last) [last, since] = [fetched, Date.now()];
      return Date.now() - since >= quietMs || undefined;
    },
    timeoutMs,
    () => `${page.engine}: the page is still loading after ${timeoutMs} ms`,
  );
}

import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "#harness/browser.ts";

/**
 * One Chromium for the calling test file (or describe block): launched before
 * its tests, closed after them (the headless shell unless `options` ask for the whole browser). Call it where the tests are declared; call the
 * returned function inside them. Kept apart from harness/browser.ts, which scripts
 * outside Vitest import too.
 */
export function browserForThisFile(options?: Parameters<typeof launchBrowser>[0]): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running: call browserForThisFile() at the level of a describe.");
    return browser;
  };
}

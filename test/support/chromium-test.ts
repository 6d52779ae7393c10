import type { BrowserContext, Page, Route } from "playwright-core";
import { test } from "vitest";
import { launchBrowser, openPage } from "#harness/browser.ts";

/**
 * Vitest's `it` with one browser per file (the headless shell, or with `wholeBrowser` the browser, for its autofill)
 * and `open`: a page in a context of its own, console errors recorded, closed when the test ends, passed or failed.
 */
export function chromiumTest(options?: { wholeBrowser?: boolean }) {
  return (
    test
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads which fixtures a fixture needs from this pattern.
      .extend("browser", { scope: "file" }, async ({}, { onCleanup }) => {
        const browser = await launchBrowser(options);
        onCleanup(() => browser.close());
        return browser;
      })
      .extend("open", async ({ browser }, { onCleanup }) => {
        const contexts: BrowserContext[] = [];
        onCleanup(async () => {
          await Promise.all(contexts.map((context) => context.close()));
        });
        return async (contextOptions?: Parameters<typeof openPage>[1]) => {
          const watched = await openPage(browser, contextOptions);
          contexts.push(watched.context);
          return watched;
        };
      })
  );
}

/** Opens a page for a test: the `open` of `chromiumTest`. */
export type OpenPage = (options?: Parameters<typeof openPage>[1]) => ReturnType<typeof openPage>;

/** Holds the page's requests to `url` until the returned function is called, then hands them to `answer`. */
export async function holdRequests(page: Page, url: string | RegExp, answer = (route: Route) => route.continue()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A page closed meanwhile (its test over) takes its requests with it.
  await page.route(url, (route) => held.then(() => answer(route)).catch(() => {}));
  return release;
}

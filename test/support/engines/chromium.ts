import { type Browser, chromium, type ElementHandle, type Locator, type Page } from "playwright-core";
import { launchBrowserServer } from "#harness/browser.ts";
import { stopProcessGroup } from "#harness/process-group.ts";
import type { Engine, EnginePage, OpenOptions, RunBrowser, Target } from "#test/support/engines/engine-types.ts";
import { pageFrom } from "#test/support/engines/page.ts";

/** Chromium's headless shell as Playwright's browser server, started once for the run (engines-setup.ts). */
export async function launchChromium(): Promise<RunBrowser<string>> {
  const server = await launchBrowserServer();
  const pid = server.process().pid;
  return {
    endpoint: server.wsEndpoint(),
    async stop() {
      await server.close();
      if (pid !== undefined) await stopProcessGroup(pid);
    },
  };
}

/** Debian's Chromium through Playwright, as in the other browser tests; one context per page. */
export async function connectChromium(endpoint: string): Promise<Engine> {
  // Closing a connected browser closes the contexts this file opened, then the connection only.
  const browser: Browser = await chromium.connect(endpoint);
  return {
    name: "chromium",
    async open(url: string, { viewport, javaScript, clientIp }: OpenOptions): Promise<EnginePage> {
      const context = await browser.newContext({
        viewport,
        locale: "fr-FR",
        javaScriptEnabled: javaScript,
        extraHTTPHeaders: clientIp ? { "cf-connecting-ip": clientIp } : {},
      });
      const page = await context.newPage();
      await page.goto(url);
      return pageFrom<ElementHandle>({
        engine: "chromium",
        url: async () => page.url(),
        goto: async (url) => void (await page.goto(url)),
        findAll: (target) => locate(page, target).elementHandles(),
        click: (element) => element.click(),
        fill: (element, text) => element.fill(text),
        press: (key) => page.keyboard.press(key),
        setFiles: (element, paths) => element.setInputFiles(paths),
        // Playwright's own argument types (handles, unboxing) are not needed here: plain values go in.
        evaluate: <R, A>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg as unknown),
        evaluateOn: <R, A>(element: ElementHandle, fn: (element: Element, arg: A) => R, arg: A) =>
          element.evaluate(fn as unknown as (element: Node, arg: unknown) => R, arg as unknown),
        close: () => context.close(),
      });
    },
    stop: () => browser.close(),
  };
}

function locate(page: Page, target: Target): Locator {
  const scope: Locator | Page = target.within ? locate(page, target.within) : page;
  if ("css" in target) return scope.locator(target.css);
  return scope.getByRole(target.role, target.name === undefined ? {} : { name: target.name, exact: true });
}

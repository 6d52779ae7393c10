import { rmSync } from "node:fs";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { firstExecutable } from "#harness/browser.ts";
import { stopProcessGroup } from "#harness/process-group.ts";
import {
  candidatesByRole,
  type Engine,
  type EngineEndpoints,
  type EnginePage,
  type OpenOptions,
  type RunBrowser,
  type Target,
} from "#test/support/engines/engine-types.ts";
import { clickPoint, exposedAndLikelyNames, focusAndSelect } from "#test/support/engines/in-page.ts";
import { findScoped, pageFrom, profileDirectory } from "#test/support/engines/page.ts";

/**
 * Firefox through puppeteer-core over WebDriver BiDi. Firefox 153's BiDi cannot turn scripting off per page, so pages
 * without JavaScript come from a second Firefox started with `javascript.enabled` false. Both start once for the run
 * (`launchFirefox`); each file connects in turn (Firefox holds one BiDi session: a file's disconnect ends its own).
 * With scripting off, Firefox never settles a promise in the page, and several puppeteer helpers wait on one in an
 * isolated world (`$$`, `click`, `::-p-aria`): the call hangs, then the connection drops. So this driver only runs
 * synchronous functions in the page, clicks with the mouse at a point it computes, and finds by role through BiDi's
 * accessibility locator.
 */
export async function connectFirefox(endpoints: EngineEndpoints["firefox"]): Promise<Engine> {
  const browsers = new Map<boolean, Promise<Browser>>();
  const contexts = new Set<BrowserContext>();
  const browserFor = (javaScript: boolean) => {
    const connected =
      browsers.get(javaScript) ??
      puppeteer.connect({
        browserWSEndpoint: javaScript ? endpoints.withJavaScript : endpoints.withoutJavaScript,
        protocol: "webDriverBiDi",
        // A call unanswered in 30 s means the browser hangs: `withReadyPage` gives the test one fresh page (027).
        protocolTimeout: 30_000,
      });
    browsers.set(javaScript, connected);
    return connected;
  };

  return {
    name: "firefox",
    async open(url: string, { viewport, javaScript, clientIp }: OpenOptions): Promise<EnginePage> {
      const context = await (await browserFor(javaScript)).createBrowserContext();
      contexts.add(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (clientIp) await page.setExtraHTTPHeaders({ "cf-connecting-ip": clientIp });
      await page.goto(url);
      return pageFrom<ElementHandle>({
        engine: "firefox",
        url: async () => page.url(),
        goto: async (url) => void (await page.goto(url)),
        findAll: (target) => findScoped(target, (own, scope?: ElementHandle) => findIn(page, own, scope)),
        async click(element) {
          const point = await element.evaluate(clickPoint);
          if ("error" in point) throw new Error(`firefox: cannot click, ${point.error}`);
          await page.mouse.click(point.x, point.y);
        },
        async fill(element, text) {
          await element.evaluate(focusAndSelect);
          await page.keyboard.type(text);
        },
        press: (key) => page.keyboard.press(key),
        // BiDi's input.setFiles: no script in the page, so it works with scripting off too.
        setFiles: (element, paths) => (element as ElementHandle<HTMLInputElement>).uploadFile(...paths),
        // Puppeteer's own argument types (handles) are not needed here: plain values go in.
        evaluate: <R, A>(fn: (arg: A) => R, arg: A) =>
          page.evaluate(fn as (arg: unknown) => R, arg as unknown) as Promise<R>,
        evaluateOn: <R, A>(element: ElementHandle, fn: (element: Element, arg: A) => R, arg: A) =>
          element.evaluate(fn as unknown as (element: Element, arg: unknown) => R, arg as unknown) as Promise<R>,
        async close() {
          contexts.delete(context);
          await context.close();
        },
      });
    },
    async stop() {
      // The next file finds each Firefox as this one found it: no page of this file left open.
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      for (const connecting of browsers.values())
        await (await connecting.catch(() => undefined))?.disconnect().catch(() => undefined);
    },
  };
}

/** One Firefox for the whole run, `javascript.enabled` as asked; files connect to its BiDi endpoint. */
export async function launchFirefox(javaScript: boolean): Promise<RunBrowser<string>> {
  const profile = profileDirectory("firefox-");
  const browser = await puppeteer
    .launch({
      browser: "firefox",
      executablePath: firstExecutable("FIREFOX_PATH", "firefox-esr", ["/usr/bin/firefox-esr", "/usr/bin/firefox"]),
      headless: true,
      userDataDir: profile,
      protocolTimeout: 30_000,
      // A limit for a hung start, not a slow one: beside the other runs, a start has taken over puppeteer's 30 s.
      timeout: 120_000,
      extraPrefsFirefox: { "javascript.enabled": javaScript, "intl.accept_languages": "fr-FR, fr" },
    })
    .catch((error) => {
      try {
        rmSync(profile, { recursive: true, force: true });
      } catch {
        // A Firefox still starting writes to its profile (ENOTEMPTY): left in .cache/engines, the start's error told.
      }
      throw error;
    });
  const endpoint = browser.wsEndpoint();
  const pid = browser.process()?.pid;
  // The launcher still watches the process (and kills it if the run's ends first); disconnecting frees its one session.
  await browser.disconnect();
  return {
    endpoint,
    async stop() {
      if (pid !== undefined) await stopProcessGroup(pid);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Puppeteer's own lookup through BiDi's accessibility locator, internal to puppeteer-core (pinned): fails loudly. */
type AccessibleHandle = ElementHandle & {
  queryAXTree(name: string | undefined, role: string): AsyncIterable<ElementHandle>;
};

async function bySelector(page: Page, css: string, scope?: ElementHandle): Promise<ElementHandle[]> {
  const root = scope ?? (await page.evaluateHandle(() => document.documentElement));
  const list = await root.evaluateHandle((element, selector) => [...element.querySelectorAll(selector)], css);
  return [...(await list.getProperties()).values()].flatMap((each) => each.asElement() ?? []) as ElementHandle[];
}

/**
 * The role's candidates that Firefox's accessibility tree roles and names as asked. The locator starts at each
 * candidate, so it looks at a few elements rather than the whole page; the candidate counts only if it is the first.
 */
async function findIn(page: Page, target: Target, scope?: ElementHandle): Promise<ElementHandle[]> {
  if ("css" in target) return bySelector(page, target.css, scope);
  const { role, name } = target;
  const candidates = await bySelector(page, candidatesByRole[role], scope);
  if (candidates.length === 0) return [];
  // One call for all: which are in the accessibility tree at all, and (for a pattern) their likely names.
  const [exposed, guesses] = await page.evaluate(exposedAndLikelyNames, ...candidates);
  const checks = candidates.map(async (candidate, index) => {
    // The locator matches exact names only: for a pattern, the likely name is the one to confirm.
    const exact = name instanceof RegExp ? (name.test(guesses[index]) ? guesses[index] : undefined) : name;
    if (!exposed[index] || (name instanceof RegExp && exact === undefined)) return undefined;
    for await (const first of (candidate as AccessibleHandle).queryAXTree(exact, role))
      return (await candidate.evaluate((element, other) => element === other, first)) ? candidate : undefined;
    return undefined;
  });
  return (await Promise.all(checks)).filter((candidate) => candidate !== undefined);
}

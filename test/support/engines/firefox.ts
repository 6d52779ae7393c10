import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { stopProcessGroup } from "#harness/process-group.ts";
import {
  candidatesByRole,
  type Engine,
  type EngineEndpoints,
  type EnginePage,
  type OpenOptions,
  type PageDriver,
  type RunBrowser,
  type Target,
} from "#test/support/engines/engine-types.ts";
import { clickPoint, exposedAndLikelyNames, focusAndSelect } from "#test/support/engines/in-page.ts";
import { pageFrom } from "#test/support/engines/page.ts";

/** Debian's Firefox ESR, or the one named by FIREFOX_PATH. */
function firefoxPath(): string {
  const found = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"].find(
    (path) => path && existsSync(path),
  );
  if (!found) throw new Error("Firefox not found: install Debian's 'firefox-esr' package or set FIREFOX_PATH.");
  return found;
}

/**
 * Firefox through puppeteer-core over WebDriver BiDi. Firefox 153's BiDi has no
 * command to turn scripting off per page, so pages without JavaScript come from
 * a second Firefox started with `javascript.enabled` false. Both start once for
 * the run (`launchFirefox`, engines-setup.ts), with their profiles under
 * `.cache/engines/`; each test file connects to them in turn (Firefox holds one
 * BiDi session at a time: a file's disconnect ends its session).
 *
 * With scripting off, Firefox never settles a promise in the page, and several
 * puppeteer helpers wait on one in an isolated world (`$$`, `click`,
 * `::-p-aria`): the call hangs, then the connection drops. So this driver only
 * runs synchronous functions in the page, clicks with the mouse at a point it
 * computes, and finds elements by role through BiDi's accessibility locator.
 */
export async function connectFirefox(endpoints: EngineEndpoints["firefox"]): Promise<Engine> {
  const browsers = new Map<boolean, Promise<Browser>>();
  const contexts = new Set<BrowserContext>();

  function browserFor(javaScript: boolean) {
    let connected = browsers.get(javaScript);
    if (!connected) {
      connected = puppeteer.connect({
        browserWSEndpoint: javaScript ? endpoints.withJavaScript : endpoints.withoutJavaScript,
        protocol: "webDriverBiDi",
        // A call unanswered in 30 s means the browser hangs: puppeteer's own time limit fails it,
        // and `withReadyPage` gives the test one fresh page (decision 027).
        protocolTimeout: 30_000,
      });
      browsers.set(javaScript, connected);
    }
    return connected;
  }

  return {
    name: "firefox",
    async open(url: string, { viewport, javaScript, clientIp }: OpenOptions): Promise<EnginePage> {
      const browser = await browserFor(javaScript);
      const context = await browser.createBrowserContext();
      contexts.add(context);
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (clientIp) await page.setExtraHTTPHeaders({ "cf-connecting-ip": clientIp });
      const driver: PageDriver<ElementHandle> = {
        engine: "firefox",
        goto: async (to) => void (await page.goto(to)),
        url: async () => page.url(),
        findAll: (target) => findAll(page, target),
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
      };
      await driver.goto(url);
      return pageFrom(driver);
    },
    async stop() {
      // The next file finds each Firefox as this one found it: no page of this file left open.
      await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
      contexts.clear();
      for (const connecting of browsers.values()) {
        const browser = await connecting.catch(() => undefined);
        await browser?.disconnect().catch(() => undefined);
      }
      browsers.clear();
    },
  };
}

/** One Firefox for the whole run, `javascript.enabled` as asked; files connect to its BiDi endpoint. */
export async function launchFirefox(javaScript: boolean): Promise<RunBrowser<string>> {
  const parent = resolve(".cache/engines");
  mkdirSync(parent, { recursive: true });
  const profile = mkdtempSync(`${parent}/firefox-`);
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: firefoxPath(),
      headless: true,
      userDataDir: profile,
      protocolTimeout: 30_000,
      extraPrefsFirefox: { "javascript.enabled": javaScript, "intl.accept_languages": "fr-FR, fr" },
    });
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  const endpoint = browser.wsEndpoint();
  const pid = browser.process()?.pid;
  // Puppeteer's launcher keeps watching the process (and kills it should the run's process end
  // first); ending its session here lets a test file open its own.
  await browser.disconnect();
  return {
    endpoint,
    async stop() {
      if (pid !== undefined) await stopProcessGroup(pid);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Puppeteer's own lookup through BiDi's accessibility locator, minus the
 * isolated world `$$('::-p-aria(…)')` goes through first. Internal to
 * puppeteer-core (pinned in package.json): if it moves, this fails loudly.
 */
type AccessibleHandle = ElementHandle & {
  queryAXTree(name: string | undefined, role: string): AsyncIterable<ElementHandle>;
};

async function byRole(scope: ElementHandle, role: string, name: string | undefined): Promise<ElementHandle[]> {
  const found: ElementHandle[] = [];
  for await (const element of (scope as AccessibleHandle).queryAXTree(name, role)) found.push(element);
  return found;
}

async function findAll(page: Page, target: Target): Promise<ElementHandle[]> {
  const scopes = target.within
    ? await findAll(page, target.within)
    : [await page.evaluateHandle(() => document.documentElement)];
  const found: ElementHandle[] = [];
  for (const scope of scopes) found.push(...(await findIn(page, scope, target)));
  return found;
}

async function bySelector(scope: ElementHandle, css: string): Promise<ElementHandle[]> {
  const list = await scope.evaluateHandle((element, selector) => [...element.querySelectorAll(selector)], css);
  const properties = await list.getProperties();
  return [...properties.values()]
    .map((property) => property.asElement())
    .filter((element) => element !== null) as ElementHandle[];
}

/**
 * The role's candidates (`candidatesByRole`) that Firefox's accessibility tree
 * names and roles as asked. The locator starts at each candidate, so it looks
 * at the candidate and its few descendants rather than the whole page; the
 * candidate counts only if it is itself the first match.
 */
async function findIn(page: Page, scope: ElementHandle, target: Target): Promise<ElementHandle[]> {
  if ("css" in target) return bySelector(scope, target.css);
  const { role, name } = target;
  const candidates = await bySelector(scope, candidatesByRole[role]);
  if (candidates.length === 0) return [];
  // One call for all: which are in the accessibility tree at all, and (for a pattern) their likely names.
  const [exposed, guesses] = await page.evaluate(exposedAndLikelyNames, ...candidates);
  const checks = candidates.map(async (candidate, index) => {
    if (!exposed[index]) return undefined;
    // The locator matches exact names only: for a pattern, the likely name is the one to confirm.
    const exact = name instanceof RegExp ? (name.test(guesses[index]) ? guesses[index] : undefined) : name;
    if (name instanceof RegExp && exact === undefined) return undefined;
    const [first] = await byRole(candidate, role, exact);
    return first && (await candidate.evaluate((element, other) => element === other, first)) ? candidate : undefined;
  });
  return (await Promise.all(checks)).filter((candidate) => candidate !== undefined);
}

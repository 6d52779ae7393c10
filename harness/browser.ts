import { existsSync } from "node:fs";
import { type Browser, type BrowserServer, chromium, type Page } from "playwright-core";

/** Debian's Chromium, or the one named by CHROMIUM_PATH: the whole browser, as visitors run it. */
export const chromiumPath = () =>
  firstExecutable("CHROMIUM_PATH", "chromium", ["/usr/bin/chromium", "/usr/bin/chromium-browser"]);

/** Debian's headless shell (or CHROMIUM_HEADLESS_SHELL_PATH): Blink and V8 alone, half the browser's CPU (026). */
const headlessShellPath = () =>
  firstExecutable("CHROMIUM_HEADLESS_SHELL_PATH", "chromium-headless-shell", [
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium-headless-shell",
  ]);

/** The browser named by `variable`, or the first of `paths` installed; if none is, says which Debian package to install. */
export function firstExecutable(variable: string, debianPackage: string, paths: string[]): string {
  const found = [process.env[variable], ...paths].find((path) => path && existsSync(path));
  if (!found)
    throw new Error(`${debianPackage} not found: install Debian's '${debianPackage}' package or set ${variable}.`);
  return found;
}

/** Headless flags that work on this machine's Chromium (no sandbox, no network chatter). */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Tests only, never the audit (a visitor's browser): renderers reused within a context, a fifth less CPU a page. */
const testFlags = [...chromiumFlags, "--renderer-process-limit=1"];

/** The headless shell, or with `wholeBrowser` the browser, for what only it has (its own address autofill). */
export function launchBrowser({ wholeBrowser = false } = {}): Promise<Browser> {
  const executablePath = wholeBrowser ? chromiumPath() : headlessShellPath();
  return chromium.launch({ executablePath, args: testFlags });
}

/** The headless shell as a server several processes connect to in turn: the three-engine tests' (engines-setup.ts). */
export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer({ executablePath: headlessShellPath(), args: testFlags });

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 800, height: 1000 },
  desktop: { width: 1280, height: 900 },
} as const;

const skippedViewTransition = "Transition was aborted because of invalid state";

/** A fresh page, its `errors` the console errors (with the URL each came from) and uncaught exceptions seen so far. */
export async function openPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ viewport: viewports.desktop, locale: "fr-FR", ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    // A fast next navigation skips the view transition (decision 005), logged as an error or a rejected promise by
    // timing: only the fade is lost, and no script of ours is involved.
    if (message.text().startsWith(skippedViewTransition)) return;
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => {
    if (!error.message.startsWith(skippedViewTransition)) errors.push(error.message);
  });
  return { page, context, errors };
}

/** Opens a page and waits for its enhancer (decision 003); a test of a first tap must not wait, see `islandAwake`. */
export async function visit(page: Page, url: string, options: Parameters<Page["goto"]>[1] = {}) {
  const response = await page.goto(url, options);
  await enhanced(page);
  return response;
}

// Under a test's 30 s, so that a page whose script never ran fails here, by name.
const attached = (page: Page, selector: string) =>
  page.waitForSelector(selector, { state: "attached", timeout: 20_000 });

/** Resolves once the page in the tab has run its enhancer. */
export const enhanced = (page: Page) => attached(page, "html[data-enhanced]");

/** Resolves once the home page's contact form is a React island at work (app/enhance/contact-form-wake.ts). */
export const islandAwake = (page: Page) => attached(page, '[data-module="contact-form"][data-island="awake"]');

/** Scrolls down the whole page, so that sections and lazy images appear, back to the top, then waits for the fades. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await fadeInsEnded(page);
}

/** Resolves once no element is fading (sections revealed on scroll, opening layers). */
export async function fadeInsEnded(page: Page) {
  // Two frames first: a section scrolled into view just now is told so by its observer at the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || (animation as CSSTransition).transitionProperty !== "opacity",
        ),
    undefined,
    { timeout: 5_000 },
  );
}

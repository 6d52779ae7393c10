import { ProtocolError } from "puppeteer-core";
import { describeTarget, type EnginePage, type PageDriver, type Target } from "#test/support/engines/engine-types.ts";
import { isFocused, shownFraction } from "#test/support/engines/in-page.ts";

/** How long an action waits for its target to appear, as a visitor would wait for a page to settle. */
const findTimeoutMs = 5_000;

/**
 * The browser stopped answering its driver: a command ran into the client's own time limit
 * (WebdriverIO's `connectionRetryTimeout` for WebKit, puppeteer's `protocolTimeout` for Firefox).
 * A harness hang, not a verdict on the page (decision 027).
 */
export function isHang(error: unknown): boolean {
  if (error instanceof ProtocolError) return error.message.includes("timed out");
  return (error as { code?: unknown } | undefined)?.code === "ETIMEDOUT";
}

/** For a `catch` that expects a page in motion: answers `fallback`, but lets a hang through. */
export function unlessHung<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isHang(error)) throw error;
    return fallback;
  };
}

/** The part of `EnginePage` that is the same in every engine, built on its driver. */
export function pageFrom<Handle>(driver: PageDriver<Handle>): EnginePage {
  async function first(target: Target): Promise<Handle | undefined> {
    return (await driver.findAll(target))[0];
  }

  async function waitFor(target: Target): Promise<Handle> {
    const deadline = Date.now() + findTimeoutMs;
    for (;;) {
      const found = await first(target).catch(unlessHung(undefined));
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`${driver.engine}: not found after ${findTimeoutMs} ms: ${describeTarget(target)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function someShown(target: Target, options: { inWindow: boolean }, moreThan: number) {
    for (const element of await driver.findAll(target)) {
      if ((await driver.evaluateOn(element, shownFraction, options)) > moreThan) return true;
    }
    return false;
  }

  return {
    engine: driver.engine,
    goto: (url) => driver.goto(url),
    url: () => driver.url(),
    count: async (target) => (await driver.findAll(target)).length,
    click: async (target) => driver.click(await waitFor(target)),
    fill: async (target, text) => driver.fill(await waitFor(target), text),
    press: (key) => driver.press(key),
    chooseFiles: async (target, paths) => driver.setFiles(await waitFor(target), paths),
    isVisible: (target) => someShown(target, { inWindow: false }, 0),
    isInView: (target) => someShown(target, { inWindow: true }, 0.5),
    async isFocused(target) {
      const found = await first(target);
      return found !== undefined && (await driver.evaluateOn(found, isFocused, undefined));
    },
    attribute: async (target, name) =>
      driver.evaluateOn(await waitFor(target), (element, attribute) => element.getAttribute(attribute), name),
    text: async (target) =>
      driver.evaluateOn(await waitFor(target), (element) => (element as HTMLElement).innerText, undefined),
    evaluate: (fn, arg) => driver.evaluate(fn, arg as never),
    evaluateOn: async (target, fn, arg) => driver.evaluateOn(await waitFor(target), fn, arg as never),
    close: () => driver.close(),
  };
}

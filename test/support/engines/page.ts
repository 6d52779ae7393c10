import { mkdirSync, mkdtempSync } from "node:fs";
import { resolve } from "node:path";
import { ProtocolError } from "puppeteer-core";
import type { EnginePage, PageDriver, Target } from "#test/support/engines/engine-types.ts";
import { shownFraction } from "#test/support/engines/in-page.ts";

/** How long an action waits for its target to appear, as a visitor would wait for a page to settle. */
const findTimeoutMs = 5_000;

/**
 * The browser stopped answering its driver: a command ran into the client's own time limit (WebdriverIO's
 * `connectionRetryTimeout`, puppeteer's `protocolTimeout`). A harness hang, not a verdict on the page (decision 027).
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

/** Asks `read` every `everyMs` until it answers (not undefined); a failure other than a hang counts as no answer. */
export async function poll<T>(
  read: () => Promise<T | undefined>,
  timeoutMs: number,
  failure: () => string | Promise<string>,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await read().catch(unlessHung(undefined));
    if (answer !== undefined) return answer;
    if (Date.now() > deadline) throw new Error(await failure());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Every match of `target`, looked up by `findIn` inside each match of what it is `within`, in document order. */
export async function findScoped<H>(target: Target, findIn: (target: Target, scope?: H) => Promise<H[]>) {
  if (!target.within) return findIn(target);
  const found: H[] = [];
  for (const scope of await findScoped(target.within, findIn)) found.push(...(await findIn(target, scope)));
  return found;
}

/** A fresh directory under `.cache/engines/` for a browser's profile. */
export function profileDirectory(prefix: string): string {
  const parent = resolve(".cache/engines");
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(`${parent}/${prefix}`);
}

function describeTarget(target: Target): string {
  const own = "css" in target ? target.css : `${target.role}${target.name === undefined ? "" : ` "${target.name}"`}`;
  return target.within ? `${describeTarget(target.within)} > ${own}` : own;
}

/** The part of `EnginePage` that is the same in every engine, built on its driver. */
export function pageFrom<Handle>(driver: PageDriver<Handle>): EnginePage {
  const first = async (target: Target) => (await driver.findAll(target))[0];
  const waitFor = (target: Target) =>
    poll(
      () => first(target),
      findTimeoutMs,
      () => `${driver.engine}: not found after ${findTimeoutMs} ms: ${describeTarget(target)}`,
    );
  async function someShown(target: Target, options: { inWindow: boolean }, moreThan: number) {
    for (const element of await driver.findAll(target)) {
      if ((await driver.evaluateOn(element, shownFraction, options)) > moreThan) return true;
    }
    return false;
  }

  return {
    engine: driver.engine,
    url: () => driver.url(),
    goto: (url) => driver.goto(url),
    count: async (target) => (await driver.findAll(target)).length,
    click: async (target) => driver.click(await waitFor(target)),
    fill: async (target, text) => driver.fill(await waitFor(target), text),
    press: (key) => driver.press(key),
    chooseFiles: async (target, paths) => driver.setFiles(await waitFor(target), paths),
    isVisible: (target) => someShown(target, { inWindow: false }, 0),
    isInView: (target) => someShown(target, { inWindow: true }, 0.5),
    async isFocused(target) {
      const found = await first(target);
      return found !== undefined && driver.evaluateOn(found, (node) => node === document.activeElement, undefined);
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

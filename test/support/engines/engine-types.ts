/** The three browser engines the cross-engine tests run in. */
export type EngineName = "chromium" | "firefox" | "webkit";

/**
 * Where WebKit's and Firefox's lookups by role start: these selectors list candidates, and the engine's own
 * accessibility tree decides their role and name. WebDriver classic has no locator by role; Firefox's BiDi locator
 * computes the role of everything under where it starts (about 250 ms on a whole page of ours), so it starts at each.
 */
export const candidatesByRole = {
  banner: 'header, [role="banner"]',
  button: 'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"], summary',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  form: 'form, [role="form"]',
  link: 'a[href], area[href], [role="link"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section, [role="region"]',
  status: 'output, [role="status"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], textarea, [role="textbox"]',
};

/** The ARIA roles the tests look elements up by (each engine computes them itself). */
type Role = keyof typeof candidatesByRole;

/**
 * An element by its role and accessible name (exact, or matching a pattern) in the engine's own accessibility tree,
 * or by CSS; optionally inside another target. Resolved again at each use, like Playwright's locators.
 */
export type Target = { role: Role; name?: string | RegExp; within?: Target } | { css: string; within?: Target };

export type Key = "Enter" | "Escape" | "Tab";

export type Viewport = { width: number; height: number };

export interface OpenOptions {
  viewport: Viewport;
  /** false: the page's scripts never run (the browser's own setting, not a blocked request). */
  javaScript: boolean;
  /** Sent as CF-Connecting-IP, so pages that post stay clear of the per-address limit other files share. */
  clientIp?: string;
}

/**
 * One page in one engine. Functions given to `evaluate` run in the page and must be synchronous and self-contained:
 * with scripting off, Firefox never settles a promise in the page, and every engine serialises the function.
 */
export interface EnginePage {
  readonly engine: EngineName;
  url(): Promise<string>;
  /** Loads another URL in this page, as a visitor typing it would, and resolves once it has loaded. */
  goto(url: string): Promise<void>;
  count(target: Target): Promise<number>;
  /** A real pointer click at the element's centre, after scrolling it into view; fails if something else is there. */
  click(target: Target): Promise<void>;
  /** Focuses the field and types the text as key presses, replacing what was there. */
  fill(target: Target, text: string): Promise<void>;
  /** A real key press, sent to whatever has focus. */
  press(key: Key): Promise<void>;
  /** Chooses these files (absolute paths on this machine) in a file input, as the visitor's picker would. */
  chooseFiles(target: Target, paths: string[]): Promise<void>;
  /** Some match is rendered, not transparent, with a size, and not clipped away entirely (it may be below the fold). */
  isVisible(target: Target): Promise<boolean>;
  /** Some match shows more than half of itself in the window, as it is scrolled now. */
  isInView(target: Target): Promise<boolean>;
  isFocused(target: Target): Promise<boolean>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** The element's rendered text (`innerText`): what is hidden is left out. */
  text(target: Target): Promise<string>;
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<R>;
  evaluateOn<R, A = undefined>(target: Target, fn: (element: Element, arg: A) => R, arg?: A): Promise<R>;
  close(): Promise<void>;
}

/** One engine as a test file uses it, connected to the browser (or driver) the run started once (engines-setup.ts). */
export interface Engine {
  readonly name: EngineName;
  /** Opens a fresh, isolated page (no cookies or storage from another) and loads the URL. */
  open(url: string, options: OpenOptions): Promise<EnginePage>;
  /** Closes what this file opened and its connection; the browser stays for the next file. */
  stop(): Promise<void>;
}

/** A browser or driver started once for the whole run; `stop` ends every process it started and its profile. */
export interface RunBrowser<Endpoint> {
  endpoint: Endpoint;
  stop(): Promise<void>;
}

/**
 * Where the run's browsers listen, handed to the test files through Vitest's `provide`: Playwright's browser server,
 * the BiDi endpoints of one Firefox with scripting on and one with it off, and WebKitWebDriver's port.
 */
export interface EngineEndpoints {
  chromium: string;
  firefox: { withJavaScript: string; withoutJavaScript: string };
  webkit: number;
}

/** What each engine implements; `pageFrom` (page.ts) builds the rest of `EnginePage` on it, alike for all three. */
export interface PageDriver<Handle> extends Pick<EnginePage, "engine" | "url" | "goto" | "press" | "close"> {
  /** Every match, in document order. */
  findAll(target: Target): Promise<Handle[]>;
  click(element: Handle): Promise<void>;
  fill(element: Handle, text: string): Promise<void>;
  setFiles(element: Handle, paths: string[]): Promise<void>;
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>;
  evaluateOn<R, A>(element: Handle, fn: (element: Element, arg: A) => R, arg: A): Promise<R>;
}

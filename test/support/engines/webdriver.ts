/**
 * The few W3C WebDriver commands the WebKit engine needs: WebDriver is HTTP
 * and JSON, so a client is a function per command over fetch.
 * https://www.w3.org/TR/webdriver2/
 */

const elementKey = "element-6066-11e4-a52e-4f735466cecf";
/** An element as WebDriver names it in requests and answers. */
export type ElementReference = { [elementKey]: string };

export interface WebDriverSession {
  navigate(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  setWindowRect(rect: { width: number; height: number }): Promise<void>;
  /** Elements matching the CSS selector, inside `from` or in the document. */
  findElements(css: string, from?: ElementReference): Promise<ElementReference[]>;
  computedRole(element: ElementReference): Promise<string>;
  computedLabel(element: ElementReference): Promise<string>;
  click(element: ElementReference): Promise<void>;
  sendKeys(element: ElementReference, text: string): Promise<void>;
  /** Presses and releases one key, as typed on the keyboard (WebDriver's key code point). */
  pressKey(key: string): Promise<void>;
  /** Runs `fn(...args)` in the page; element references in args arrive as elements. */
  execute<R>(fn: (...args: never[]) => R, args: unknown[]): Promise<R>;
  delete(): Promise<void>;
}

/**
 * A command the driver did not answer in time: the browser behind the session
 * hangs (seen once in CI, WebKitGTK under Xvfb on a loaded machine). The
 * session is lost; the engine starts a new driver for the next page.
 */
export class WebDriverTimeout extends Error {}

/** For a `catch` that expects a page in motion: answers `fallback`, but lets a hang through. */
export function unlessHung<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (error instanceof WebDriverTimeout) throw error;
    return fallback;
  };
}

/** Opening a session starts a browser, and navigating waits for the page's load event: they get longer. */
const slowCommandMs = 60_000;
const commandMs = 30_000;

async function command<T>(
  driverUrl: string,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: object,
  timeoutMs = commandMs,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(driverUrl + path, {
      method,
      headers: body ? { "content-type": "application/json; charset=utf-8" } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name !== "TimeoutError") throw error;
    throw new WebDriverTimeout(`WebDriver ${method} ${path} : pas de réponse après ${timeoutMs} ms`);
  }
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path} : ${value.error} (${value.message})`);
  return value;
}

/** A session; `onTimeout` hears of every command left unanswered, the session's opening included. */
export async function newSession(
  driverUrl: string,
  capabilities: object,
  onTimeout: () => void,
): Promise<WebDriverSession> {
  const send = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object, timeoutMs?: number) =>
    command<T>(driverUrl, method, path, body, timeoutMs).catch((error) => {
      if (error instanceof WebDriverTimeout) onTimeout();
      throw error;
    });
  const { sessionId } = await send<{ sessionId: string }>(
    "POST",
    "/session",
    { capabilities: { alwaysMatch: capabilities } },
    slowCommandMs,
  );
  const call = <T>(method: "GET" | "POST" | "DELETE", path: string, body?: object, timeoutMs?: number) =>
    send<T>(method, `/session/${sessionId}${path}`, body, timeoutMs);
  const element = (reference: ElementReference) => `/element/${reference[elementKey]}`;

  return {
    navigate: (url) => call("POST", "/url", { url }, slowCommandMs),
    currentUrl: () => call("GET", "/url"),
    setWindowRect: (rect) => call("POST", "/window/rect", rect),
    findElements: (css, from) =>
      call("POST", `${from ? element(from) : ""}/elements`, { using: "css selector", value: css }),
    computedRole: (reference) => call("GET", `${element(reference)}/computedrole`),
    computedLabel: (reference) => call("GET", `${element(reference)}/computedlabel`),
    click: (reference) => call("POST", `${element(reference)}/click`, {}),
    sendKeys: (reference, text) => call("POST", `${element(reference)}/value`, { text }),
    async pressKey(key) {
      const actions = [
        { type: "keyDown", value: key },
        { type: "keyUp", value: key },
      ];
      await call("POST", "/actions", { actions: [{ type: "key", id: "keyboard", actions }] });
    },
    execute: (fn, args) => call("POST", "/execute/sync", { script: `return (${fn}).apply(null, arguments);`, args }),
    delete: () => call("DELETE", ""),
  };
}

/** Resolves once the driver at this URL accepts sessions. */
export async function waitForDriver(driverUrl: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { ready } = await command<{ ready: boolean }>(driverUrl, "GET", "/status");
      if (ready) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebDriver ne répond pas sur ${driverUrl} après ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

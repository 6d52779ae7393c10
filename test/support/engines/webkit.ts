import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import getPort from "get-port";
import waitPort from "wait-port";
import WebDriver, { type Client } from "webdriver";
import { firstExecutable } from "#harness/browser.ts";
import { stopProcessGroup } from "#harness/process-group.ts";
import {
  candidatesByRole,
  type Engine,
  type EnginePage,
  type Key,
  type OpenOptions,
  type RunBrowser,
  type Target,
  type Viewport,
} from "#test/support/engines/engine-types.ts";
import { exposedAndLikelyNames, focusAndSelect, withoutViewTransition } from "#test/support/engines/in-page.ts";
import { findScoped, pageFrom, poll, profileDirectory } from "#test/support/engines/page.ts";

/** WebDriver's name for an element reference in requests and answers. */
const elementKey = "element-6066-11e4-a52e-4f735466cecf";
type ElementReference = { [elementKey]: string };

/** Runs a function of in-page.ts (or the test's own) in the page, its arguments elements or plain values. */
const execute = <R>(session: Client, fn: (...args: never[]) => R, args: unknown[]): Promise<R> =>
  session.executeScript(`return (${fn}).apply(null, arguments);`, args as object[]);

/** WebDriver's code points for the keys the tests press. */
const keyCodes: Record<Key, string> = { Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004" };

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver through WebdriverIO's `webdriver` client, under a virtual X display
 * (xvfb-run): WebKitGTK has no headless mode. The driver starts once for the run (`launchWebKit`) and holds one session
 * (one MiniBrowser) at a time; `--replace-on-new-session` lets a new one replace a session whose browser stopped
 * answering (decision 027). Scripting off is MiniBrowser's `--enable-javascript=false`; WebDriver's scripts still run.
 * Starting a MiniBrowser and sizing its window takes 2 to 5 s, so a closed page's session, its cookies and storage
 * cleared, serves the file's next page with the same scripting, resized only for another viewport (decision 027).
 * Every session goes through the file's one header proxy, which sends the current page's client address, if any.
 */
export async function connectWebKit(port: number): Promise<Engine> {
  // WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0), or the one named by WEBKIT_MINIBROWSER.
  const builds = readdirSync("/usr/lib").map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`);
  const binary = firstExecutable("WEBKIT_MINIBROWSER", "webkit2gtk-driver", builds);
  const proxy = await startHeaderProxy();
  let current: EnginePage | undefined;
  let kept: WebKitSession | undefined;

  return {
    name: "webkit",
    async open(url: string, options: OpenOptions): Promise<EnginePage> {
      if (current) throw new Error("webkit: one page at a time (WebKitWebDriver holds one session); close the last.");
      const reused = kept?.javaScript === options.javaScript ? kept : undefined;
      if (kept && !reused) await kept.client.deleteSession();
      kept = undefined;
      const session = reused ?? (await startSession(port, binary, proxy.address, options.javaScript));
      proxy.clientIp = options.clientIp;
      current = await openPage(session, url, options.viewport, async (clean) => {
        current = undefined;
        if (clean) kept = session;
        else await session.client.deleteSession();
      });
      return current;
    },
    // The next file finds the driver without a session of this one.
    async stop() {
      await current?.close();
      await kept?.client.deleteSession();
      await proxy.stop();
    },
  };
}

/** WebKitWebDriver on a free port under its own X display, with a fresh profile, for the whole run. */
export async function launchWebKit(): Promise<RunBrowser<number>> {
  const home = profileDirectory("webkit-");
  const port = await getPort({ host: "127.0.0.1" });
  // xvfb-run's default screen is 640 × 480: room for the widest viewport.
  const args = ["-a", "-s", "-screen 0 1920x1200x24", "WebKitWebDriver", `--port=${port}`, "--replace-on-new-session"];
  const child = spawn("xvfb-run", args, {
    // Under Xvfb, the DMA-BUF renderer never presents a frame (no animation frame, no CSS animation); the old one does.
    env: { ...process.env, ...prepareHome(home), WEBKIT_DISABLE_DMABUF_RENDERER: "1" },
    stdio: "ignore",
    detached: true,
  });
  // Should the run's process end without stopping the engine, its processes end with it.
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", killOnExit);
  // Stopping the driver's process group ends its browser and X server too, answering or not.
  const stop = async () => {
    if (child.pid !== undefined) await stopProcessGroup(child.pid);
    // Only now: should the run's process exit while the group still ends, its last members end too.
    process.off("exit", killOnExit);
    rmSync(home, { recursive: true, force: true });
  };
  const { open } = await waitPort({ host: "127.0.0.1", port, timeout: 20_000, output: "silent" });
  if (!open) {
    await stop();
    throw new Error(`WebKitWebDriver did not listen on port ${port} within 20 s`);
  }
  return { endpoint: port, stop };
}

function prepareHome(home: string) {
  const [config, cache, data, tmp] = ["config", "cache", "data", "tmp"].map((dir) => `${home}/${dir}`);
  for (const directory of [`${config}/gtk-3.0`, cache, data, tmp]) mkdirSync(directory, { recursive: true });
  // MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to nothing, it lets the page be 375 px wide.
  // Only the browser's own widgets read this file, not the page.
  const css = "* { min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 1px; }\n";
  writeFileSync(`${config}/gtk-3.0/gtk.css`, css);
  return { XDG_CONFIG_HOME: config, XDG_CACHE_HOME: cache, XDG_DATA_HOME: data, TMPDIR: tmp };
}

/** One MiniBrowser, started with or without scripting; `viewport` is the size its window was last given. */
interface WebKitSession {
  client: Client;
  javaScript: boolean;
  viewport?: Viewport;
}

async function startSession(port: number, binary: string, proxy: string, javaScript: boolean): Promise<WebKitSession> {
  const client = await WebDriver.newSession({
    hostname: "127.0.0.1",
    port,
    // Starting MiniBrowser on a busy machine can take long: opening the session gets 60 s, and the client opens it
    // once more if that runs out (the driver replaces the stalled session).
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 1,
    // Spread in: WebKitGTK's own capability (WebKitWebDriver's documentation) is missing from WebdriverIO's types.
    capabilities: {
      ...{ "webkitgtk:browserOptions": { binary, args: ["--automation", `--enable-javascript=${javaScript}`] } },
      // WebDriver cannot add a request header and WebKitWebDriver 2.50 refuses BiDi (`webSocketUrl`): a proxy adds it.
      proxy: { proxyType: "manual", httpProxy: proxy },
    },
  });
  // A page command unanswered in 30 s means the browser hangs (`withReadyPage` then gives the test one fresh session,
  // decision 027); none is sent twice: a second click or key press would be a second action.
  Object.assign(client.options, { connectionRetryTimeout: 30_000, connectionRetryCount: 0 });
  return { client, javaScript };
}

/**
 * Leaves no trace of the page's visitor for the next page in this session: cookies (all of the one origin the tests
 * visit) and storage cleared, then a blank page. Resolves false if the browser could not do it.
 */
async function leaveClean(client: Client): Promise<boolean> {
  try {
    await client.deleteAllCookies();
    await client.executeScript("localStorage.clear(); sessionStorage.clear();", []);
    await client.navigateTo("about:blank");
    return true;
  } catch {
    return false;
  }
}

async function openPage(
  webkit: WebKitSession,
  url: string,
  viewport: Viewport,
  onClose: (clean: boolean) => Promise<void>,
): Promise<EnginePage> {
  const session = webkit.client;
  const id = (element: ElementReference) => element[elementKey];
  try {
    if (webkit.viewport?.width !== viewport.width || webkit.viewport?.height !== viewport.height) {
      webkit.viewport = undefined;
      await fitWindow(session, viewport);
      webkit.viewport = viewport;
    }
    await session.navigateTo(url);
  } catch (error) {
    await onClose(false).catch(() => undefined);
    throw error;
  }
  return pageFrom<ElementReference>({
    engine: "webkit",
    url: () => session.getUrl(),
    async goto(url) {
      await execute(session, withoutViewTransition, []);
      await session.navigateTo(url);
    },
    findAll: (target) => findScoped(target, (own, scope?: ElementReference) => findIn(session, own, scope)),
    async click(element) {
      await execute(session, withoutViewTransition, []);
      await session.elementClick(id(element));
    },
    async fill(element, text) {
      // WebKit's "element clear" refuses some visible fields ("not interactable"): typing over a selection replaces it.
      await execute(session, focusAndSelect, [element]);
      await session.elementSendKeys(id(element), text);
    },
    // WebDriver's way to choose files: their paths, one per line, sent to the file input.
    setFiles: (element, paths) => session.elementSendKeys(id(element), paths.join("\n")),
    async press(key) {
      await execute(session, withoutViewTransition, []);
      const actions = ["keyDown", "keyUp"].map((type) => ({ type, value: keyCodes[key] }));
      await session.performActions([{ type: "key", id: "keyboard", actions }]);
    },
    evaluate: (fn, arg) => execute(session, fn, [arg]),
    evaluateOn: (element, fn, arg) => execute(session, fn, [element, arg]),
    close: async () => onClose(await leaveClean(session)),
  });
}

/**
 * WebDriver sizes the window, toolbar included: grow it by the toolbar so the page gets the viewport. GTK applies a
 * resize after WebDriver has answered, so each size is read once it has landed: read too early, a window shrinking
 * from 1280 px still says 1280, and the growth computed from it is negative, which WebKitWebDriver refuses.
 */
async function fitWindow(session: Client, viewport: Viewport) {
  let size: Viewport = { width: 0, height: 0 };
  const landed = (fits: () => boolean) =>
    poll(
      async () => {
        size = await session.executeScript("return { width: window.innerWidth, height: window.innerHeight };", []);
        return fits() ? size : undefined;
      },
      5_000,
      () => `webkit: window ${size.width} × ${size.height} px instead of ${viewport.width} × ${viewport.height}`,
      50,
    );
  // The browser's toolbar and borders take less than 300 px: a reading outside that is the old size's.
  const within = (inner: number, outer: number) => inner <= outer && inner > outer - 300;
  await session.setWindowRect(null, null, viewport.width, viewport.height);
  const first = await landed(() => within(size.width, viewport.width) && within(size.height, viewport.height));
  await session.setWindowRect(null, null, 2 * viewport.width - first.width, 2 * viewport.height - first.height);
  await landed(() => size.width === viewport.width);
}

/** By CSS, or by role among the exposed candidates whose computed role and label (WebKit's own) match. */
async function findIn(session: Client, target: Target, scope?: ElementReference): Promise<ElementReference[]> {
  const find = (css: string): Promise<ElementReference[]> =>
    scope
      ? session.findElementsFromElement(scope[elementKey], "css selector", css)
      : session.findElements("css selector", css);
  if ("css" in target) return find(target.css);
  const candidates = await find(candidatesByRole[target.role]);
  const [exposed] = await execute(session, exposedAndLikelyNames, candidates);
  const found: ElementReference[] = [];
  for (const [index, candidate] of candidates.entries()) {
    if (!exposed[index]) continue;
    const { name } = target;
    const label = name === undefined ? "" : await session.getElementComputedLabel(candidate[elementKey]);
    if (name !== undefined && !(typeof name === "string" ? label === name : name.test(label))) continue;
    if ((await session.getElementComputedRole(candidate[elementKey])) === target.role) found.push(candidate);
  }
  return found;
}

/** A local HTTP proxy that adds `cf-connecting-ip` to every request it forwards, while `clientIp` is set. */
async function startHeaderProxy() {
  const proxy = { address: "", clientIp: undefined as string | undefined, stop: () => Promise.resolve() };
  const server = createServer((request, response) => {
    const added = proxy.clientIp ? { "cf-connecting-ip": proxy.clientIp } : {};
    const upstream = httpRequest(
      request.url ?? "",
      { method: request.method, headers: { ...request.headers, ...added } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  proxy.address = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return proxy;
}

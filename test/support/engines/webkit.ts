import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { freePort } from "#harness/free-port.ts";
import { stopProcessGroup } from "#harness/process-group.ts";
import { exposedToAssistiveTechnology, focusAndSelect, withoutViewTransition } from "#test/support/engines/in-page.ts";
import { pageFrom } from "#test/support/engines/page.ts";
import type { Engine, EnginePage, Key, OpenOptions, PageDriver, Role, Target } from "#test/support/engines/types.ts";
import {
  type ElementReference,
  newSession,
  type WebDriverSession,
  waitForDriver,
} from "#test/support/engines/webdriver.ts";

/** WebKitGTK's MiniBrowser (package libwebkit2gtk-4.1-0), or the one named by WEBKIT_MINIBROWSER. */
function miniBrowserPath(): string {
  const installed = readdirSync("/usr/lib")
    .filter((dir) => dir.endsWith("-linux-gnu"))
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`);
  const found = [process.env.WEBKIT_MINIBROWSER, ...installed].find((path) => path && existsSync(path));
  if (!found)
    throw new Error(
      "MiniBrowser introuvable : installez le paquet Debian 'webkit2gtk-driver' ou définissez WEBKIT_MINIBROWSER.",
    );
  return found;
}

/**
 * Where WebKit's own lookup for a role starts: WebDriver has no locator by
 * role, so these selectors list candidates, and WebKit's computed role and
 * label (its accessibility tree) decide.
 */
const candidatesByRole: Record<Role, string> = {
  alert: '[role="alert"]',
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

/** WebDriver's code points for the keys the tests press. */
const keyCodes: Record<Key, string> = { Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004" };

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver, under a virtual X display
 * (xvfb-run): WebKitGTK has no headless mode. The driver holds one session at a
 * time, so each page is a session of its own, opened after the last one
 * closed. Scripting off is MiniBrowser's `--enable-javascript=false` (a
 * WebKitSettings property); WebDriver's own scripts still run. Profile, caches
 * and X authority live under `.cache/engines/`. A session whose browser hangs
 * (a command unanswered) takes its driver with it: the next page starts a new one.
 */
export async function startWebKit(): Promise<Engine> {
  const binary = miniBrowserPath();
  let driver = await startDriver();
  let current: EnginePage | undefined;

  return {
    name: "webkit",
    async open(url: string, options: OpenOptions): Promise<EnginePage> {
      if (current)
        throw new Error(
          "webkit : une seule page à la fois (WebKitWebDriver n’a qu’une session) ; fermez la précédente.",
        );
      if (driver.hung) {
        await driver.stop();
        driver = await startDriver();
      }
      current = await openPage(driver, binary, url, options, () => (current = undefined));
      return current;
    },
    async stop() {
      try {
        // A session that no longer answers must not keep the processes alive.
        await Promise.race([current?.close(), new Promise((resolve) => setTimeout(resolve, 5_000))]).catch(
          () => undefined,
        );
      } finally {
        await driver.stop();
      }
    },
  };
}

interface Driver {
  url: string;
  stop(): Promise<void>;
  /** A command went unanswered: the browser behind the driver hangs, and the driver is retired. */
  hung: boolean;
}

/** WebKitWebDriver on a free port under its own X display, with a fresh profile. */
async function startDriver(): Promise<Driver> {
  const parent = resolve(".cache/engines");
  mkdirSync(parent, { recursive: true });
  const home = mkdtempSync(`${parent}/webkit-`);
  const environment = prepareHome(home);
  const port = await freePort();
  // xvfb-run's default screen is 640 × 480: room for the widest viewport.
  const child = spawn("xvfb-run", ["-a", "-s", "-screen 0 1920x1200x24", "WebKitWebDriver", `--port=${port}`], {
    // Under Xvfb, the DMA-BUF renderer never presents a frame: requestAnimationFrame
    // and CSS animations stand still at their first frame. The older path ticks.
    env: { ...process.env, ...environment, WEBKIT_DISABLE_DMABUF_RENDERER: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  // Should the test process end without stopping the engine, its processes end with it.
  const killOnExit = () => child.pid !== undefined && killGroupNow(child.pid);
  process.once("exit", killOnExit);
  const stopDriver = async () => {
    process.off("exit", killOnExit);
    await stop(child, home);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(url, 20_000);
  } catch (error) {
    await stopDriver();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, stop: stopDriver, hung: false };
}

function prepareHome(home: string) {
  const directories = {
    XDG_CONFIG_HOME: `${home}/config`,
    XDG_CACHE_HOME: `${home}/cache`,
    XDG_DATA_HOME: `${home}/data`,
    TMPDIR: `${home}/tmp`,
  };
  for (const directory of Object.values(directories)) mkdirSync(directory, { recursive: true });
  // MiniBrowser's toolbar keeps its window at least 447 px wide; shrunk to
  // nothing, it lets the page be 375 px wide. Only the browser's own widgets
  // read this file, not the page.
  mkdirSync(`${directories.XDG_CONFIG_HOME}/gtk-3.0`, { recursive: true });
  writeFileSync(
    `${directories.XDG_CONFIG_HOME}/gtk-3.0/gtk.css`,
    "* { min-width: 0; min-height: 0; margin: 0; padding: 0; font-size: 1px; }\n",
  );
  return directories;
}

function killGroupNow(leader: number) {
  try {
    process.kill(-leader, "SIGKILL");
  } catch {
    // Already gone.
  }
}

async function stop(child: ChildProcess, home: string) {
  if (child.pid !== undefined) await stopProcessGroup(child.pid);
  rmSync(home, { recursive: true, force: true });
}

async function openPage(
  webDriver: Driver,
  binary: string,
  url: string,
  options: OpenOptions,
  onClose: () => void,
): Promise<EnginePage> {
  const { viewport, javaScript, clientIp } = options;
  const proxy = clientIp ? await startHeaderProxy({ "cf-connecting-ip": clientIp }) : undefined;
  const capabilities = {
    "webkitgtk:browserOptions": { binary, args: ["--automation", `--enable-javascript=${javaScript}`] },
    // WebDriver cannot add a request header; a local proxy adds it on the way.
    ...(proxy ? { proxy: { proxyType: "manual", httpProxy: proxy.address } } : {}),
  };
  const session = await newSession(webDriver.url, capabilities, () => {
    webDriver.hung = true;
  }).catch(async (error) => {
    await proxy?.stop();
    throw error;
  });
  const driver: PageDriver<ElementReference> = {
    engine: "webkit",
    goto: (to) => session.navigate(to),
    url: () => session.currentUrl(),
    findAll: (target) => findAll(session, target),
    async click(element) {
      await session.execute(withoutViewTransition, []);
      await session.click(element);
    },
    async fill(element, text) {
      // WebDriver's "element clear" refuses some visible fields in WebKit ("not interactable"):
      // select the content instead, so that typing replaces it.
      await session.execute(focusAndSelect, [element]);
      await session.sendKeys(element, text);
    },
    async press(key) {
      await session.execute(withoutViewTransition, []);
      await session.pressKey(keyCodes[key]);
    },
    evaluate: (fn, arg) => session.execute(fn as (...args: never[]) => ReturnType<typeof fn>, [arg]),
    evaluateOn: (element, fn, arg) =>
      session.execute(fn as (...args: never[]) => ReturnType<typeof fn>, [element, arg]),
    async close() {
      onClose();
      try {
        // A hung browser would not answer this either; its driver is stopped instead.
        if (!webDriver.hung) await session.delete();
      } finally {
        await proxy?.stop();
      }
    },
  };
  try {
    await fitWindow(session, viewport);
    await driver.goto(url);
  } catch (error) {
    await driver.close().catch(() => undefined);
    throw error;
  }
  return pageFrom(driver);
}

/** WebDriver sizes the window, toolbar included: grow it by the toolbar so the page gets the viewport. */
async function fitWindow(session: WebDriverSession, viewport: { width: number; height: number }) {
  const inner = () => session.execute(() => ({ width: window.innerWidth, height: window.innerHeight }), []);
  await session.setWindowRect(viewport);
  const first = await inner();
  await session.setWindowRect({ width: 2 * viewport.width - first.width, height: 2 * viewport.height - first.height });
  const got = await inner();
  if (got.width !== viewport.width)
    throw new Error(`webkit : fenêtre de ${got.width} px de large au lieu de ${viewport.width}`);
}

async function findAll(session: WebDriverSession, target: Target): Promise<ElementReference[]> {
  const scopes = target.within ? await findAll(session, target.within) : [undefined];
  const found: ElementReference[] = [];
  for (const scope of scopes) {
    if ("css" in target) {
      found.push(...(await session.findElements(target.css, scope)));
      continue;
    }
    const candidates = await session.findElements(candidatesByRole[target.role], scope);
    const exposed = await session.execute(exposedToAssistiveTechnology, candidates);
    for (const [index, candidate] of candidates.entries()) {
      if (!exposed[index]) continue;
      if (target.name !== undefined && !nameMatches(await session.computedLabel(candidate), target.name)) continue;
      if ((await session.computedRole(candidate)) === target.role) found.push(candidate);
    }
  }
  return found;
}

function nameMatches(label: string, name: string | RegExp) {
  return typeof name === "string" ? label === name : name.test(label);
}

/** A local HTTP proxy that adds headers to every request it forwards. */
async function startHeaderProxy(headers: Record<string, string>) {
  const server = createServer((request, response) => {
    const upstream = httpRequest(
      request.url ?? "",
      { method: request.method, headers: { ...request.headers, ...headers } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

import type { TestProject } from "vitest/node";
import { launchChromium } from "#test/support/engines/chromium.ts";
import type { EngineEndpoints } from "#test/support/engines/engine-types.ts";
import { launchFirefox } from "#test/support/engines/firefox.ts";
import { launchWebKit } from "#test/support/engines/webkit.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the run's three engines listen; `useEngine` connects to them. */
    engineEndpoints: EngineEndpoints;
  }
}

/**
 * Starts the three engines at once, for every file of the `engines` project (decision 027): Chromium's headless shell
 * as Playwright's browser server, Firefox with and without scripting, and WebKitWebDriver under its X server. This
 * process, not a test file's, owns the browsers, so they stop here after a failed run too.
 */
export default async function setup(project: TestProject) {
  const starting = [launchChromium(), launchFirefox(true), launchFirefox(false), launchWebKit()] as const;
  const started = await Promise.allSettled(starting);
  const stopAll = () => Promise.all(started.map((result) => result.status === "fulfilled" && result.value.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [chromium, withJavaScript, withoutJavaScript, webkit] = await Promise.all(starting);
  project.provide("engineEndpoints", {
    chromium: chromium.endpoint,
    firefox: { withJavaScript: withJavaScript.endpoint, withoutJavaScript: withoutJavaScript.endpoint },
    webkit: webkit.endpoint,
  });
  return stopAll;
}

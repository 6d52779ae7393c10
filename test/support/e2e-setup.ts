import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { JWK } from "jose";
import type { TestProject } from "vitest/node";
import { localKeyVariable } from "#functions/console/local-access.ts";
import { createLocalKeyPair } from "#harness/console-keys.ts";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The local fake of EmailJS the served Worker sends contact messages to. */
    emailjsURL: string;
    /** The private half of the console's local key pair the served Worker trusts (docs/decisions/024). */
    consoleKey: JWK;
    /** The served Worker's local D1 and other state; tests may read the database there. */
    stateDir: string;
  }
}

/**
 * Serves the built site once for every browser test file of this Vitest run, wired to a local fake EmailJS: each
 * browser run of `npm test` gets its own server, fake and state folder, removed at the end.
 */
export default async function setup(project: TestProject) {
  // `npm run test:e2e:load` alone: each load run serves its own copy of the build (scripts/load.ts).
  if (project.vitest.projects.every((each) => each.name === "load")) return;
  mkdirSync(".wrangler", { recursive: true });
  const stateDir = mkdtempSync(".wrangler/e2e-state-");
  const emailjs = await startFakeEmailJs();
  // A key pair of this run's own: the console on 127.0.0.1 trusts its public half, as under `npm start`.
  const consoleKeys = await createLocalKeyPair();
  // The server's output, the Worker's logs and errors among it, for a failing test: reports/wrangler-<projects>.log.
  const projects = project.vitest.projects.map((each) => each.name).join("+");
  const site = await serveBuiltSite({
    stateDir,
    logFile: `reports/wrangler-${projects}.log`,
    // The hourly sending budget and the per-source quota (decision 020) are tested in workerd; here,
    // where most files send from the same loopback address, they stay out of the way.
    vars: {
      EMAILJS_API_BASE: emailjs.url,
      CONTACT_HOURLY_CAP: "1000",
      CONTACT_SOURCE_HOURLY_CAP: "1000",
      ...fakeEmailJsCredentials,
      [localKeyVariable]: consoleKeys.publicKeySet,
    },
  });
  project.provide("baseURL", site.url);
  project.provide("emailjsURL", emailjs.url);
  project.provide("consoleKey", consoleKeys.privateJwk);
  project.provide("stateDir", stateDir);
  return async () => {
    await site.stop();
    await emailjs.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
}

import { configDefaults, defineConfig } from "vitest/config";

// Browser tests against the built site served by `wrangler dev`, started once per Vitest run by
// test/support/e2e-setup.ts (docs/decisions/026). Playwright drives Debian's Chromium; the tests in
// test/e2e/engines also run in Firefox and WebKit (test/support/engines/, decision 027).
//
// `npm test` runs the suite as four Vitest runs, each with its own server and fake EmailJS:
// - beside the checks and the workerd suite: `npm run test:e2e:load` (project `load`), the short
//   load, chaos and spam runs, each serving its own copy of the build (this run starts no server),
//   and `npm run test:e2e:chromium` (project `e2e`), the pages in Chromium;
// - then side by side: `npm run test:e2e:shared` (project `e2e-shared-state`), and
//   `npm run test:e2e:long` (projects `engines`, `first-input`): the three engines and the first
//   input on a renderer slowed four times.
// A file that sends contact messages runs anywhere if it only needs them stored: each sends under a
// sender's name and from a documentation address of its own (the contact limit is per address).
// `npm run test:e2e` runs the four one after the other; one file runs alone with
// `npx vitest run --config vitest.e2e.config.ts test/e2e/shell.test.ts`.

/**
 * A run of their own (`npm run test:e2e:shared`, its own server), one test at a time, in order:
 * - the contact form's messages that must reach the fake EmailJS: the Worker sends one a second, a
 *   message that finds its second taken twice waits for the cron (decision 021), which `wrangler
 *   dev` never runs, so no other file may send beside them;
 * - the web vitals stored in D1, read back by route and time, and the vitals endpoint's
 *   per-address limit, burst on purpose;
 * - the editor's journey, which builds the site again from what it saved: beside the pages'
 *   checks, the CPU they take made the build's prerender time out.
 */
const sharedStateFiles = [
  "test/e2e/contact-form.test.ts",
  "test/e2e/editor-journey.test.ts",
  "test/e2e/vitals-reporter.test.ts",
];

/** `npm run load` and `npm run chaos`, short: each run on a server of its own (decision 026). */
const loadFiles = ["test/e2e/load.test.ts"];

/**
 * The tests in three engines (decision 027): each file runs the engines at once, each engine one
 * test at a time (WebKit's driver holds one session), declared in the files themselves. They send
 * contact messages to their own run's fake EmailJS, never to the one the Chromium run counts.
 */
const engineFiles = ["test/e2e/engines/*.test.ts"];

/** The first input on a renderer slowed four times: last of its run, two tests at once. */
const firstInputFiles = ["test/e2e/first-input.test.ts"];

const browserTests = {
  environment: "node",
  // A time limit says a test hung, never that it was slow: the two runs share two cores with the
  // workerd suite and the checks, and a busy machine (load average 30 on the shared one) slowed a
  // 4 s test past 30 s.
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Several pages at once keep both cores busy: a page answers later than alone, not wrongly.
  expect: { poll: { timeout: 5_000 } },
  // WebdriverIO's client (WebKit) logs every session at "info"; its failures reach the tests as
  // errors. WDIO_LOG_LEVEL=info shows each WebDriver command again.
  env: { WDIO_LOG_LEVEL: process.env.WDIO_LOG_LEVEL ?? "silent" },
  // One Chromium per file, one file at a time unless a project says otherwise.
  fileParallelism: false,
} as const;

export default defineConfig({
  test: {
    // Vitest reads `sequence.concurrent` from the root config only, never from a project's: the
    // projects set how many tests of a file run at once with `maxConcurrency`.
    sequence: { concurrent: true },
    globalSetup: ["test/support/e2e-setup.ts"],
    // Vitest exits 10 s after the run by default, teardowns finished or not: stopping wrangler and
    // the engines' browsers (each waits until its process group is empty) share that time, and a
    // busy machine can need more.
    teardownTimeout: 60_000,
    projects: [
      {
        test: {
          ...browserTests,
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...sharedStateFiles, ...loadFiles, ...engineFiles, ...firstInputFiles],
          // Each test opens its own browser context, so a file's tests can share the time they
          // spend waiting (page loads, fade-ins, carousels that must stand still): six at once
          // (on Chromium's headless shell four left the CPU about 40 % idle, decision 026).
          // Group 0 would send a file without file parallelism to the end of the run, after group 1.
          sequence: { groupOrder: 1 },
          maxConcurrency: 6,
          // The files of a worker import Playwright and the content once: importing them again for each file took about
          // 44 of the project's 352 CPU-seconds.
          isolate: false,
          // Two files at once, each with its own Chromium: one at a time left a core idle while a
          // file's last tests ended (114 s instead of 106 s for the same CPU).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...browserTests,
          name: "e2e-shared-state",
          include: sharedStateFiles,
          sequence: { groupOrder: 2 },
          // One test at a time, in the order written.
          maxConcurrency: 1,
        },
      },
      {
        test: {
          ...browserTests,
          name: "load",
          include: loadFiles,
          sequence: { groupOrder: 3 },
          // The load, chaos and spam runs at once, each on its own server.
          maxConcurrency: 3,
        },
      },
      {
        test: {
          ...browserTests,
          name: "engines",
          include: engineFiles,
          // Each engine starts once for the run and the files connect to it in turn (decision 027).
          globalSetup: ["test/support/engines/engines-setup.ts"],
          sequence: { groupOrder: 4 },
          // One per engine: Chromium, Firefox, WebKit.
          maxConcurrency: 3,
        },
      },
      {
        test: {
          ...browserTests,
          name: "first-input",
          include: firstInputFiles,
          sequence: { groupOrder: 5 },
          // Each test is one state or one real-timing try, on pages of its own: two at once, so a
          // throttled page competes for the CPU as on a busy phone (decision 027).
          maxConcurrency: 2,
        },
      },
    ],
  },
});

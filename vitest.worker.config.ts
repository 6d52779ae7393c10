import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Runs `make` without the package's notice that it "has been renamed to @cloudflare/vitest-plugin",
 * printed on every run and by knip. Every published @cloudflare/vitest-plugin (1.0 to 1.5 on
 * 2026-11-25) pins another wrangler (4.125 to 4.156, 4.151.2 the nearest) and a miniflare beta than
 * the wrangler 4.151.0 the build and `wrangler dev` were proven with; the move is its own change,
 * proven end to end. Any other warning still prints.
 */
function withoutRenameNotice<T>(make: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes("has been renamed to @cloudflare/vitest-plugin")) warn(...args);
  };
  try {
    return make();
  } finally {
    console.warn = warn;
  }
}

/** The secrets wrangler.toml requires, as the tests know them (nothing real). */
const testSecrets = {
  EMAILJS_SERVICE_ID: "service_test",
  EMAILJS_TEMPLATE_ID: "template_test",
  EMAILJS_PUBLIC_KEY: "public-key-test",
  EMAILJS_PRIVATE_KEY: "private-key-test",
};
// Wrangler looks for required secrets in the environment whenever the pool reads the built
// wrangler.json, and warns of each one missing ("Missing required secrets", once per test file):
// it finds the test values there. The bindings below give the Worker the same ones. Its notice
// that it did ("Using secrets defined in process.env", once per file) is left out with the rest
// of its information lines; its warnings and errors still print.
Object.assign(process.env, testSecrets);
process.env.WRANGLER_LOG ??= "warn";

/**
 * The files that only read what the Worker answers: no database, no binding, no spy left behind
 * (a spy restored after each test is fine), no clock. They share one runtime. A file that writes or
 * counts anything that outlives it (a table, a rate limit, module state of the Worker's) runs in a
 * runtime of its own: leave it out of this list.
 */
const readOnlyFiles = [
  "test/worker/content-check.test.ts",
  "test/worker/copy.test.ts",
  "test/worker/http.test.ts",
  "test/worker/page-content.test.ts",
  "test/worker/pages.test.ts",
];

// Tests in workerd run against the production build (`npm run build` first): the React Router
// server build is a virtual module that only the build resolves. The test files themselves, and the
// source modules they import, are read at each run: after changing only a test, no build is needed
// (docs/testing.md says which files call the built Worker).
export default defineConfig({
  plugins: [
    withoutRenameNotice(() =>
      cloudflareTest(async () => {
        if (!existsSync("build/server/index.js"))
          throw new Error("build/server/index.js is missing: run `npm run build` before the workerd tests.");
        return {
          main: "./build/server/index.js",
          wrangler: { configPath: "./build/server/wrangler.json" },
          // Applied to the test D1 database by test/worker/setup/apply-migrations.ts.
          miniflare: {
            bindings: {
              TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              TEST_VITALS_MIGRATIONS: await readD1Migrations(
                fileURLToPath(new URL("./migrations-vitals", import.meta.url)),
              ),
              // Test-only EmailJS settings: the tests stub fetch for this host, nothing leaves the machine.
              EMAILJS_API_BASE: "https://emailjs.test",
              ...testSecrets,
              // Out of the way of the tests that send many messages; the cap's own tests set a low one.
              CONTACT_HOURLY_CAP: "100000",
            },
          },
        };
      }),
    ),
  ],
  test: {
    setupFiles: ["test/worker/setup/apply-migrations.ts"],
    // Two files at once (Vitest's default on two cores is one): starting each file's runtime is most
    // of the run, and the waits below leave a core free.
    maxWorkers: 2,
    // Some delivery tests wait for real for EmailJS's pace (1.5 s per send): room for a slow 2-core runner.
    testTimeout: 20_000,
    // A failing count or comparison prints the whole list (Vitest cuts it at 40 characters), so
    // the message names the extra or missing item instead of "expected 9 to be 10".
    chaiConfig: { truncateThreshold: 0 },
    // ipaddr.js is CommonJS, which workerd cannot load as it is: bundled into an ES module first.
    // The others are ES modules of a hundred files each (zod's locales alone are sixty): fetched one
    // by one into each file's runtime they were most of the suite's import time, bundled they are one.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            "ipaddr.js",
            "zod",
            "zod/mini",
            "jose",
            "hono",
            "hono/body-limit",
            "hono/cookie",
            "hono/csrf",
            "hono/html",
            "hono/http-exception",
            "fast-check",
            "@fortawesome/free-brands-svg-icons",
            "@fortawesome/free-solid-svg-icons",
          ],
        },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "read-only",
          include: readOnlyFiles,
          // One runtime for all these files, its modules loaded once: a runtime per file costs more
          // than most of them take to run.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "stateful", include: ["test/worker/**/*.test.ts"], exclude: readOnlyFiles },
      },
    ],
  },
});

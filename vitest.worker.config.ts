import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Tests in workerd run against the production build (`npm run build` first):
// the React Router server build is a virtual module that only the build resolves.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
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
          EMAILJS_SERVICE_ID: "service_test",
          EMAILJS_TEMPLATE_ID: "template_test",
          EMAILJS_PUBLIC_KEY: "public-key-test",
          EMAILJS_PRIVATE_KEY: "private-key-test",
          // Out of the way of the tests that send many messages; the cap's own tests set a low one.
          CONTACT_HOURLY_CAP: "100000",
        },
      },
    })),
  ],
  test: {
    include: ["test/worker/**/*.test.ts"],
    setupFiles: ["test/worker/setup/apply-migrations.ts"],
    // Two files at once (Vitest's default on two cores is one): the property test alone takes a third
    // of the run, and the waits below leave a core free.
    maxWorkers: 2,
    // Some delivery tests wait for real for EmailJS's pace (1.5 s per send): room for a slow 2-core runner.
    testTimeout: 20_000,
  },
});

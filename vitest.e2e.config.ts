import { defineConfig } from "vitest/config";

// Browser tests against the built site served by `wrangler dev` (see
// test/support/e2e-setup.ts): Playwright drives Debian's Chromium; the tests in
// test/e2e/engines also run in Firefox and WebKit (test/support/engines/,
// decision 045), and set their own, longer timeouts.
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/e2e-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings honest.
    fileParallelism: false,
  },
});

import { defineConfig } from "vitest/config";

// Browser tests: Playwright drives Debian's Chromium against the built site
// served by `wrangler dev` (see test/support/e2e-setup.ts).
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

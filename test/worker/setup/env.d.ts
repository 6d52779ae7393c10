declare namespace Cloudflare {
  interface Env {
    /** Set by vitest.worker.config.ts from migrations/. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Set by vitest.worker.config.ts from migrations-vitals/. */
    TEST_VITALS_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}

import { defineConfig } from "vitest/config";

// The end of `npm test` (`npm run test:report`): Vitest merges the blob reports of the runs in
// reports/vitest/ and prints, last, each failed test with its error. A report finds its tests by
// project name: every project of vitest.worker.config.ts and vitest.e2e.config.ts is named here.
const projects = ["read-only", "stateful", "e2e", "e2e-shared-state", "load", "engines", "first-input"];

export default defineConfig({
  test: { projects: projects.map((name) => ({ test: { name } })) },
});

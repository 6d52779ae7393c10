/**
 * Prints one closing line for the whole test command, 'N passed, N failed',
 * from the JSON reports the five Vitest runs write into reports/ (workerd, and the browser suite's four).
 */
import { existsSync, readFileSync } from "node:fs";

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const reports = [
  "reports/vitest-worker.json",
  "reports/vitest-e2e-load.json",
  "reports/vitest-e2e-chromium.json",
  "reports/vitest-e2e-shared.json",
  "reports/vitest-e2e-long.json",
];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    console.error(`Missing test report: ${file}`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestJsonReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exitCode = 1;

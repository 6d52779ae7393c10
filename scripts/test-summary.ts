/**
 * Closes the whole test command: each failed test with the first lines of its error, then one line
 * 'N passed, N failed', from the JSON reports the five Vitest runs write into reports/ (workerd, and
 * the browser suite's four). It runs after a failed run too: CI shows only the end of the output, and
 * a failure's reason, printed by Vitest minutes earlier, would be cut from it. Its argument is the
 * runs' exit status, which it passes on: a check outside Vitest (Biome, tsc, knip…) fails it too.
 */
import { existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import type { JsonTestResults } from "vitest/reporters";

const reports = [
  "reports/vitest-worker.json",
  "reports/vitest-e2e-load.json",
  "reports/vitest-e2e-chromium.json",
  "reports/vitest-e2e-shared.json",
  "reports/vitest-e2e-long.json",
];
/** Enough of an error to tell an assertion from a timeout, and where it was thrown. */
const errorLinesShown = 12;

let passed = 0;
let failed = 0;
let skipped = 0;
let failuresShown = 0;
for (const file of reports) {
  if (!existsSync(file)) {
    showFailure(file, "No report: its Vitest run ended before writing it (see above).");
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as JsonTestResults;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests;
  for (const testFile of report.testResults) {
    const failedTests = testFile.assertionResults.filter(({ status }) => status === "failed");
    // A file that failed to load, or in a hook, has no failed test to blame: its message says why.
    if (testFile.status === "failed" && failedTests.length === 0) {
      showFailure(relative(".", testFile.name), testFile.message);
    }
    for (const test of failedTests) {
      showFailure(`${relative(".", testFile.name)} > ${test.fullName}`, (test.failureMessages ?? []).join("\n"));
    }
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
const runsExitCode = Number(process.argv[2] ?? 0);
if (runsExitCode !== 0 && failuresShown === 0)
  console.log("A check outside the tests failed (Biome, tsc, knip or dependency-cruiser): see above.");
if (failuresShown > 0 || passed === 0 || runsExitCode !== 0) process.exitCode = 1;

function showFailure(what: string, error: string): void {
  failuresShown++;
  const firstLines = error.split("\n").slice(0, errorLinesShown);
  console.log(`\nFAILED ${what}\n${firstLines.map((line) => `  ${line}`).join("\n")}`);
}

/**
 * The end of `npm test`: Vitest merges the blob reports of the runs (reports/vitest/) and prints,
 * last, where CI shows the output, each failed test with its error (`npm run test:report`, which
 * also serves after some of the runs alone). A
 * failed check outside Vitest (Biome, tsc, knip, dependency-cruiser) printed its reason further up:
 * it is said again here, and fails the command. The run's time goes to docs/results.md.
 *   node scripts/test-report.ts <start, in Unix seconds> <the runs' exit status>
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { JsonTestResults } from "vitest/reporters";
import { writeResults } from "#scripts/lib/results-file.ts";

const [started = Number.NaN, runsStatus = 1] = process.argv.slice(2).map(Number);
const blobs = existsSync("reports/vitest") ? readdirSync("reports/vitest") : [];
const merged =
  blobs.length === 0 ? 1 : (spawnSync("npm", ["run", "--silent", "test:report"], { stdio: "inherit" }).status ?? 1);
if (blobs.length === 0)
  console.error("No Vitest report in reports/vitest/: every run stopped before its end (see above).");
else if (runsStatus !== 0 && merged === 0)
  console.error(
    "A check outside the tests failed (Biome, tsc, knip, dependency-cruiser) or a Vitest run stopped early: see above.",
  );

const green = runsStatus === 0 && merged === 0;
const seconds = Math.round(Date.now() / 1000 - started);
const tests = existsSync("reports/vitest.json")
  ? (JSON.parse(readFileSync("reports/vitest.json", "utf8")) as JsonTestResults)
  : undefined;
const counts = tests
  ? `${tests.numPassedTests} passed, ${tests.numFailedTests} failed, ${tests.numPendingTests} skipped`
  : "no test report";
writeResults(
  "test-run",
  `\`npm test\`: ${green ? "green" : "red"}, ${seconds} s from start to end (build included); ${counts}.`,
);
process.exitCode = green ? 0 : 1;

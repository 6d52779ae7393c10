// The end of `npm test` (docs/testing.md): Vitest merges the runs' reports (reports/vitest/), each failed test printed
// last; a check outside Vitest (Biome, tsc, knip, dependency-cruiser) printed its reason above, is named here and fails
// the command; time and counts go to docs/results.md. `node scripts/test-report.ts <start, Unix s> <runs' exit status>`
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { JsonTestResults } from "vitest/reporters";
import { writeResults } from "#scripts/lib/results-file.ts";

const [started = Number.NaN, runsStatus = 1] = process.argv.slice(2).map(Number);
const blobs = existsSync("reports/vitest") && readdirSync("reports/vitest").length > 0;
const merged = blobs && spawnSync("npm", ["run", "--silent", "test:report"], { stdio: "inherit" }).status === 0;
if (!blobs) console.error("No Vitest report in reports/vitest/: every run stopped before its end (see above).");
else if (runsStatus !== 0 && merged)
  console.error(
    "A check outside the tests failed (Biome, tsc, knip, dependency-cruiser) or a Vitest run stopped early: see above.",
  );
const green = runsStatus === 0 && merged;
// CI shows the end of the output only: a server's last errors come last, and all it printed before it stopped mid-run.
const serverLogs = existsSync("reports")
  ? readdirSync("reports").filter((file) => /^wrangler-.*\.log$/.test(file))
  : [];
for (const name of green ? [] : serverLogs) {
  const lines = readFileSync(`reports/${name}`, "utf8").split("\n");
  const exited = lines.findIndex((line) => line.startsWith("[harness]"));
  const shown =
    exited >= 0
      ? lines.slice(Math.max(0, exited - 20), exited + 1)
      : lines.filter((line) => line.includes("ERROR")).slice(-4);
  if (shown.length > 0) console.error(`reports/${name}:\n${shown.join("\n")}`);
}
const tests = existsSync("reports/vitest.json")
  ? (JSON.parse(readFileSync("reports/vitest.json", "utf8")) as JsonTestResults)
  : undefined;
const counts = tests
  ? `${tests.numPassedTests} passed, ${tests.numFailedTests} failed, ${tests.numPendingTests} skipped`
  : "no test report";
const seconds = Math.round(Date.now() / 1000 - started);
writeResults(
  "test-run",
  `\`npm test\`: ${green ? "green" : "red"}, ${seconds} s from start to end (build included); ${counts}.`,
);
process.exitCode = green ? 0 : 1;

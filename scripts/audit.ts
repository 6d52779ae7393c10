/**
 * Lighthouse CI on the production build served by `wrangler dev` (harness/wrangler-server.ts), in
 * Debian's Chromium (CHROMIUM_PATH to choose another): five mobile runs a page, their medians
 * asserted against lighthouserc.json, written per page to docs/results.md. With --compare, a second
 * build is served beside this one and audited run for run in turn, so both meet the same machine,
 * and the medians are printed side by side: judge a change against main in one run.
 *   npm run audit                          # builds, then every page in every language
 *   npm run audit -- / /en/ingenierie      # some pages
 *   npm run audit -- --compare main /      # main's build (any git ref, built in .wrangler/audit/) beside this one
 *   npm run audit -- --compare ../build /  # or a build folder
 * The runs' reports: reports/audit/<build>/.lighthouseci/ (`npx lhci open` there shows them).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { chromiumFlags, chromiumPath } from "#harness/browser.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";
import { publicPaths } from "#scripts/lib/public-paths.ts";
import { readResults, writeResults } from "#scripts/lib/results-file.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    compare: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const everyPage = locales.flatMap((locale) => publicPaths.map((path) => localizedPath(path, locale)));
const pages = positionals.length > 0 ? positionals : everyPage;
const lhci = resolve("node_modules/.bin/lhci");
const rcFile = resolve("lighthouserc.json");

if (!options["no-build"]) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const builds = [
  { label: "this build", dir: resolve("reports/audit/this"), config: "build/server/wrangler.json" },
  ...(options.compare
    ? [{ label: options.compare, dir: resolve("reports/audit/base"), config: buildToCompare(options.compare) }]
    : []),
];
const sites = await Promise.all(
  builds.map((build, index) => serveBuiltSite({ stateDir: `.wrangler/audit-state-${index}`, config: build.config })),
);
try {
  for (const build of builds) rmSync(build.dir, { recursive: true, force: true });
  let done = 0;
  for (const page of pages)
    for (let run = 1; run <= runs; run++)
      for (const [index, build] of builds.entries()) {
        console.log(`[${++done}/${pages.length * runs * builds.length}] ${page}, run ${run} (${build.label})`);
        collect(build.dir, sites[index]!.url + page);
      }
} finally {
  await Promise.all(sites.map((site) => site.stop()));
}

const medians = builds.map((build) => medianByPage(build.dir));
const rows = new Map([...medians[0]!].map(([page, row]) => [page, cellsOf(page, row)]));
console.log(`\n${builds.length === 1 ? resultsTable(rows) : comparisonTable(medians[1]!, medians[0]!)}\n`);
writeResults("lighthouse", resultsTable(new Map([...previousRows(), ...rows])));
// lhci prints each median that misses its target, and fails the command.
const asserted = spawnSync(lhci, ["assert", `--config=${rcFile}`], { cwd: builds[0]!.dir, stdio: "inherit" });
process.exitCode = asserted.status ?? 1;

/** One Lighthouse run of `url`, added to the build's runs. */
function collect(dir: string, url: string): void {
  mkdirSync(dir, { recursive: true });
  const args = ["collect", "--additive", "--numberOfRuns=1", `--url=${url}`, `--chromePath=${chromiumPath()}`];
  // lhci adds its own --headless; the local server says noindex (decision 025), the public origin never does.
  const flags = chromiumFlags.filter((flag) => flag !== "--headless").join(" ");
  args.push(`--settings.chromeFlags=${flags}`, "--settings.skipAudits=is-crawlable");
  const result = spawnSync(lhci, args, { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`lhci collect ${url} failed:\n${result.stdout}${result.stderr}`);
}

/** The build to compare with: a build folder, or a git ref built once into .wrangler/audit/<commit>. */
function buildToCompare(target: string): string {
  for (const config of [join(target, "server/wrangler.json"), join(target, "build/server/wrangler.json")])
    if (existsSync(config)) return config;
  const commit = execFileSync("git", ["rev-parse", "--verify", `${target}^{commit}`], { encoding: "utf8" }).trim();
  const dir = resolve(`.wrangler/audit/${commit.slice(0, 12)}`);
  const config = join(dir, "build/server/wrangler.json");
  if (existsSync(config)) return config;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C ${dir}`]);
  // The same packages as this tree: a ref whose dependencies differ needs its own `npm ci` there.
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: "inherit" });
  return config;
}

interface Medians {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
}

interface Result {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Each page's medians over its runs, as lhci's "median" aggregation takes them. */
function medianByPage(dir: string): Map<string, Medians> {
  const folder = join(dir, ".lighthouseci");
  const byPage = new Map<string, Result[]>();
  for (const name of readdirSync(folder).filter((file) => /^lhr-\d+\.json$/.test(file))) {
    const result = JSON.parse(readFileSync(join(folder, name), "utf8")) as Result;
    const page = new URL(result.requestedUrl).pathname;
    byPage.set(page, [...(byPage.get(page) ?? []), result]);
  }
  const medians = new Map<string, Medians>();
  for (const [page, results] of byPage) {
    const score = (id: string) =>
      median(results.map((result) => Math.round((result.categories[id]?.score ?? 0) * 100)));
    const metric = (id: string) => median(results.map((result) => result.audits[id]?.numericValue ?? Number.NaN));
    medians.set(page, {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      runs: results.length,
    });
  }
  return medians;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
}

function cellsOf(page: string, row: Medians): string[] {
  const { performance, lcpMs, tbtMs, cls, accessibility, bestPractices, seo, runs } = row;
  const measured = new Date().toISOString().slice(0, 16).replace("T", " ");
  return [
    page,
    performance,
    formatMs(lcpMs),
    formatMs(tbtMs),
    cls.toFixed(3),
    accessibility,
    bestPractices,
    seo,
    runs,
    measured,
  ].map(String);
}

function resultsTable(rows: Map<string, string[]>): string {
  const order = (page: string) => (everyPage.includes(page) ? everyPage.indexOf(page) : everyPage.length);
  const pagesInOrder = [...rows.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  return markdownTable(
    ["Page", "Perf", "LCP", "TBT", "CLS", "A11y", "BP", "SEO", "Runs", "Measured (UTC)"],
    pagesInOrder.map((page) => rows.get(page)!),
  );
}

/** The rows of pages not audited this time, kept as they were. */
function previousRows(): Map<string, string[]> {
  const rows = readResults("lighthouse")
    .split("\n")
    .filter((line) => line.startsWith("| /"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  return new Map(rows.map((cells) => [cells[0]!, cells]));
}

function comparisonTable(base: Map<string, Medians>, change: Map<string, Medians>): string {
  const versus = (before: number, after: number, format: (value: number) => string) =>
    `${format(before)} → ${format(after)}${after === before ? "" : ` (${after > before ? "+" : "−"}${format(Math.abs(after - before))})`}`;
  const lines = [...change].map(([page, after]) => {
    const before = base.get(page)!;
    return [
      page,
      versus(before.performance, after.performance, String),
      versus(before.lcpMs, after.lcpMs, formatMs),
      versus(before.tbtMs, after.tbtMs, formatMs),
      versus(before.cls, after.cls, (cls) => cls.toFixed(3)),
    ];
  });
  return `Medians, ${options.compare} → this build:\n\n${markdownTable(["Page", "Perf", "LCP", "TBT", "CLS"], lines)}`;
}

function markdownTable(columns: string[], lines: string[][]): string {
  return [columns, columns.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function formatMs(ms: number): string {
  return Math.round(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

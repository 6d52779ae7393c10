// `npm run audit` (docs/operations.md#lighthouse-audit, decision 009): Lighthouse CI on the build wrangler dev serves,
// in Debian's Chromium (or CHROMIUM_PATH), five mobile runs a page, medians asserted (lighthouserc.json) and written to
// docs/results.md. --compare audits another build (a folder, or a git ref built in .wrangler/audit/) run for run with
// this one, so both meet the same machine. Reports: reports/audit/<build>/.lighthouseci/.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { indexablePages } from "#app/content/pages.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { chromiumFlags, chromiumPath } from "#harness/browser.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";
import { markdownTable, readResults, writeResults } from "#scripts/lib/results-file.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    compare: { type: "string" },
    "no-build": { type: "boolean", default: false },
  },
});
const everyPage = locales.flatMap((locale) => indexablePages.map((page) => localizedPath(page.path, locale)));
const pages = positionals.length > 0 ? positionals : everyPage;
const lhci = (dir: string, args: string[], stdout: "ignore" | "inherit" = "ignore") =>
  execFileSync(resolve("node_modules/.bin/lhci"), args, { cwd: dir, stdio: ["ignore", stdout, "inherit"] });

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
  for (const { dir } of builds) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  // lhci adds its own --headless; the local server says noindex (decision 025), the public origin never does.
  const settings = [
    `--chromePath=${chromiumPath()}`,
    `--settings.chromeFlags=${chromiumFlags.filter((flag) => flag !== "--headless").join(" ")}`,
    "--settings.skipAudits=is-crawlable",
  ];
  for (let run = 1; run <= 5; run++)
    for (const [index, build] of builds.entries()) {
      console.log(`Run ${run} of 5, ${build.label}: ${pages.length} page(s)…`);
      const urls = pages.map((page) => `--url=${sites[index]!.url}${page}`);
      lhci(build.dir, ["collect", "--additive", "--numberOfRuns=1", ...urls, ...settings]);
    }
} finally {
  await Promise.all(sites.map((site) => site.stop()));
}

/** The table's columns: how each reads one Lighthouse result, and how its median is written. */
const category = (id: string) => (result: Result) => Math.round((result.categories[id]?.score ?? 0) * 100);
const metric = (id: string) => (result: Result) => result.audits[id]?.numericValue ?? Number.NaN;
const formatMs = (ms: number) => (Math.round(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const columns: [string, (result: Result) => number, (value: number) => string][] = [
  ["Perf", category("performance"), String],
  ["LCP", metric("largest-contentful-paint"), formatMs],
  ["TBT", metric("total-blocking-time"), formatMs],
  ["CLS", metric("cumulative-layout-shift"), (cls) => cls.toFixed(3)],
  ["A11y", category("accessibility"), String],
  ["BP", category("best-practices"), String],
  ["SEO", category("seo"), String],
];
const [ours, theirs] = builds.map((build) => mediansByPage(build.dir));
const measured = new Date().toISOString().slice(0, 16).replace("T", " ");
const rows = new Map(
  [...ours!].map(([page, { medians, runs }]) => [
    page,
    [page, ...medians.map((value, index) => columns[index]![2](value)), String(runs), measured],
  ]),
);
if (theirs) {
  const versus = (page: string, index: number) => {
    const [before, after] = [theirs.get(page)!.medians[index]!, ours!.get(page)!.medians[index]!];
    const format = columns[index]![2];
    const change = after === before ? "" : ` (${after > before ? "+" : "−"}${format(Math.abs(after - before))})`;
    return `${format(before)} → ${format(after)}${change}`;
  };
  const lines = [...ours!.keys()].map((page) => [page, ...columns.slice(0, 4).map((_, index) => versus(page, index))]);
  console.log(
    `\nMedians, ${options.compare} → this build:\n\n${markdownTable(["Page", "Perf", "LCP", "TBT", "CLS"], lines)}\n`,
  );
} else console.log(`\n${resultsTable(rows)}\n`);
writeResults("lighthouse", resultsTable(new Map([...previousRows(), ...rows])));
// lhci prints each median that misses its target, and fails the command.
try {
  lhci(builds[0]!.dir, ["assert", `--config=${resolve("lighthouserc.json")}`], "inherit");
} catch {
  process.exitCode = 1;
}

interface Result {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Each page's median of each column over its runs, as lhci's "median" aggregation takes them. */
function mediansByPage(dir: string): Map<string, { medians: number[]; runs: number }> {
  const folder = join(dir, ".lighthouseci");
  const byPage = new Map<string, Result[]>();
  for (const file of readdirSync(folder).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const result = JSON.parse(readFileSync(join(folder, file), "utf8")) as Result;
    const page = new URL(result.requestedUrl).pathname;
    byPage.set(page, [...(byPage.get(page) ?? []), result]);
  }
  return new Map(
    [...byPage].map(([page, results]) => [
      page,
      { medians: columns.map(([, read]) => median(results.map(read))), runs: results.length },
    ]),
  );
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
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

/** Every page audited so far, in the order of the site's pages: the rows of pages not audited this time stay. */
function resultsTable(byPage: Map<string, string[]>): string {
  const order = (page: string) => (everyPage.includes(page) ? everyPage.indexOf(page) : everyPage.length);
  const rows = [...byPage.keys()]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((page) => byPage.get(page)!);
  return markdownTable(["Page", ...columns.map(([name]) => name), "Runs", "Measured (UTC)"], rows);
}

function previousRows(): Map<string, string[]> {
  const rows = [...readResults("lighthouse").matchAll(/^\| (\/.*) \|$/gm)].map(([, row]) =>
    row!.trim().split(/\s*\|\s*/),
  );
  return new Map(rows.map((row) => [row[0]!, row]));
}

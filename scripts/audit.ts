/**
 * Lighthouse audit of every public route, mobile and desktop presets, five runs
 * each, against the production build served by wrangler (issues #11 and #20's
 * targets: on the mobile preset every run of every page scores 100 with TBT ≤ 50 ms
 * and CLS ≤ 0.02, and the median run has LCP ≤ 1.2 s); the home page's script
 * (decision 009): before any interaction, and what its contact form's island adds
 * once awake; then the navigation between pages: click on a menu link to the next
 * page's first contentful paint (p75 of 20), and Back from the back/forward cache.
 * Each Lighthouse run waits for a quiet machine first, and the report says how quiet it was
 * (decision 009).
 *   npm run audit                       # builds, then audits every route
 *   npm run audit -- --runs 1 / /contact  # quicker: fewer runs, some routes
 *   npm run audit -- --no-lighthouse    # the navigation measurement alone
 *   npm run audit -- --navigations 0 /  # Lighthouse and the home page's script, no navigation
 *   npm run audit -- --static-home /    # the home page served as a static file, as a prerendering
 *                                       # build would (decision 004 measured it against the Worker's)
 * Prints the tables and writes reports/audit/report.md plus each median run's JSON.
 */

import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import type { Result as LighthouseResult } from "lighthouse";
import lighthouse, { desktopConfig } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath, launchBrowser, viewports } from "#harness/browser.ts";
import { homeScripts, type Scripts } from "#harness/home-scripts.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";
import { measureNavigations, type NavigationResult } from "#scripts/lib/navigation-timing.ts";
import { publicPaths } from "#scripts/lib/public-paths.ts";
import { type MachineState, quietBusyShare, waitForQuietMachine } from "#scripts/lib/quiet-machine.ts";
import { writeStaticVariant } from "#scripts/load/static-variant.ts";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    "no-build": { type: "boolean", default: false },
    preset: { type: "string", multiple: true },
    "no-lighthouse": { type: "boolean", default: false },
    navigations: { type: "string", default: "20" },
    "static-home": { type: "boolean", default: false },
  },
});
const runsPerPage = Number(options.runs);
const presets = (options.preset ?? ["mobile", "desktop"]) as Preset[];
const routes = positionals.length > 0 ? positionals : publicPaths;

type Preset = "mobile" | "desktop";

/** The issue's targets (#5, #11); the report marks each cell that misses one. */
const targets = {
  score: 100,
  mobile: { lcpMs: 1200, tbtMs: 50, cls: 0.02 },
  desktop: { lcpMs: 1500, tbtMs: 50, cls: 0.02 },
  /** Click on a menu link to the next page's first contentful paint, 75th percentile. */
  navigationP75Ms: 300,
  /** The home page's script, gzip: before any interaction, and what the form's island adds (decision 009). */
  homeScriptKb: { beforeInteraction: 40, island: 80 },
};

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const outputDir = "reports/audit";

if (!options["no-build"]) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
mkdirSync(outputDir, { recursive: true });

const rendered = await serveBuiltSite({ stateDir: ".wrangler/audit-state" });
// The Worker's own render of /, finished as the build finishes prerendered pages (scripts/load/static-variant.ts).
const site = options["static-home"]
  ? await serveBuiltSite({
      stateDir: ".wrangler/audit-static-home-state",
      config: await writeStaticVariant({
        siteUrl: rendered.url,
        paths: ["/"],
        dir: ".wrangler/audit-static-home-build",
      }),
    })
  : rendered;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumFlags,
  logLevel: "error",
});
// Ctrl-C must not leave Chromium and wrangler running.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    await Promise.allSettled([chrome.kill(), site.stop(), rendered.stop()]);
    process.exit(130);
  });
}
const rows: AuditRow[] = [];
let navigation: NavigationResult | undefined;
let home: HomeScriptKb | undefined;
try {
  for (const route of options["no-lighthouse"] ? [] : routes) {
    for (const preset of presets) {
      const audits: Audit[] = [];
      for (let run = 0; run < runsPerPage; run++) audits.push(await auditOnce(route, preset));
      const runs = audits.map((audit) => audit.lhr);
      const median = computeMedianRun(runs);
      writeFileSync(`${outputDir}/${slug(route)}-${preset}.json`, JSON.stringify(median));
      const everyRun = audits.map(({ lhr, machine }) => summarize(route, preset, lhr, machine));
      // Lighthouse's median run is one of the runs themselves.
      rows.push({ ...everyRun[runs.indexOf(median)], everyRun });
      console.log(`${route} (${preset}): ${formatScores(rows.at(-1)!)}`);
    }
  }
  home = await measureHomeScripts(site.url);
  const navigations = Number(options.navigations);
  if (navigations > 0) navigation = await measureNavigations(site.url, navigations);
} finally {
  await chrome.kill();
  await site.stop();
  if (site !== rendered) await rendered.stop();
}

const table = `${rows.length > 0 ? `${renderTable(rows)}\n\n${renderMachine(rows)}\n\n` : ""}${renderHomeScripts(home!)}${navigation ? `\n\n${renderNavigation(navigation)}` : ""}`;
console.log(`\n${table}`);
const misses = [
  ...rows.flatMap(missedTargets),
  ...missedHomeScriptTargets(home!),
  ...(navigation ? missedNavigationTargets(navigation) : []),
];
console.log(
  misses.length === 0 ? "\nEvery target met." : `\nTargets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`,
);
writeFileSync(
  `${outputDir}/report.md`,
  `# Lighthouse audit\n\n${new Date().toISOString()}: ${runsPerPage} run(s) per page${options["static-home"] ? "; / served as a static file (--static-home)" : ""}; the columns give the median run, except "Perf min" and "TBT max", taken over every run.\n\n${table}\n\n${
    misses.length === 0 ? "Every target met." : misses.map((miss) => `- ${miss}`).join("\n")
  }\n`,
);
console.log(`\nReport: ${outputDir}/report.md`);

interface Audit {
  lhr: LighthouseResult;
  /** The machine just before the run. */
  machine: MachineState;
}

/**
 * One Lighthouse run, once the machine is quiet; a run whose trace failed (it happens, e.g.
 * NO_NAVSTART) is retried twice.
 */
async function auditOnce(route: string, preset: Preset, attempt = 1): Promise<Audit> {
  const machine = await waitForQuietMachine();
  const result = await lighthouse(
    site.url + route,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
      // The local server is not the public origin, so every answer says noindex (decision 025) and
      // "is-crawlable" would fail here only; the robots-tag tests hold the public origin indexable.
      skipAudits: ["is-crawlable"],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  const error = result ? result.lhr.runtimeError?.message : "no result";
  if (!error) return { lhr: result!.lhr, machine };
  if (attempt >= 3) throw new Error(`${route} (${preset}): ${error}`);
  console.warn(`${route} (${preset}): ${error}; trying again`);
  return auditOnce(route, preset, attempt + 1);
}

interface AuditRow extends RunSummary {
  /** Each run, for the targets that hold in every run (content pages, mobile). */
  everyRun: RunSummary[];
}

interface RunSummary {
  route: string;
  preset: Preset;
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer sizes (compressed, as served) by resource type. */
  bytes: { script: number; stylesheet: number; document: number; image: number; font: number };
  /** The machine just before the run, and Lighthouse's measure of its speed as the run began. */
  machine: MachineState & { benchmarkIndex: number };
}

function summarize(route: string, preset: Preset, lhr: LighthouseResult, machine: MachineState): RunSummary {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  const bytesOf = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    route,
    preset,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    bytes: {
      script: bytesOf("Script"),
      stylesheet: bytesOf("Stylesheet"),
      document: bytesOf("Document"),
      image: bytesOf("Image"),
      font: bytesOf("Font"),
    },
    machine: { ...machine, benchmarkIndex: lhr.environment.benchmarkIndex },
  };
}

function missedTargets(row: AuditRow): string[] {
  const limits = targets[row.preset];
  const where = `${row.route} (${row.preset})`;
  // A page on a phone: every run, not only the median, scores 100 with a short TBT and no shift.
  const runsMissing =
    row.preset === "mobile"
      ? row.everyRun.filter(
          (run) => run.scores.performance < targets.score || run.tbtMs > limits.tbtMs || run.cls > limits.cls,
        )
      : [];
  return [
    ...(runsMissing.length > 0
      ? [
          `${where}: ${runsMissing.length} of ${row.everyRun.length} run(s) under 100, over ${limits.tbtMs} ms of TBT or over ${limits.cls} of CLS (${runsMissing.map((run) => `${run.scores.performance} / ${formatMs(run.tbtMs)} / ${run.cls.toFixed(3)}, ${formatMachine(run.machine)}`).join("; ")})`,
        ]
      : []),
    ...categories.filter((id) => row.scores[id] < targets.score).map((id) => `${where}: ${id} ${row.scores[id]}`),
    ...(row.lcpMs > limits.lcpMs ? [`${where}: LCP ${formatMs(row.lcpMs)}`] : []),
    ...(row.tbtMs > limits.tbtMs ? [`${where}: TBT ${formatMs(row.tbtMs)}`] : []),
    ...(row.cls > limits.cls ? [`${where}: CLS ${row.cls.toFixed(3)}`] : []),
  ];
}

function renderTable(auditRows: AuditRow[]): string {
  const header = [
    "Route",
    "Preset",
    "Perf",
    "A11y",
    "BP",
    "SEO",
    "LCP",
    "TBT",
    "Perf min",
    "TBT max",
    "CLS",
    "JS",
    "CSS",
    "HTML",
    "Images",
    "Fonts",
  ];
  const lines = auditRows.map((row) => [
    row.route,
    row.preset,
    ...categories.map((id) => String(row.scores[id])),
    formatMs(row.lcpMs),
    formatMs(row.tbtMs),
    String(Math.min(...row.everyRun.map((run) => run.scores.performance))),
    formatMs(Math.max(...row.everyRun.map((run) => run.tbtMs))),
    row.cls.toFixed(3),
    formatKb(row.bytes.script),
    formatKb(row.bytes.stylesheet),
    formatKb(row.bytes.document),
    formatKb(row.bytes.image),
    formatKb(row.bytes.font),
  ]);
  return [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** How quiet the machine was before the runs, and how fast Lighthouse found it (decision 009). */
function renderMachine(auditRows: AuditRow[]): string {
  const runs = auditRows.flatMap((row) => row.everyRun);
  const busy = runs.filter((run) => !run.machine.quiet);
  const indexes = runs.map((run) => Math.round(run.machine.benchmarkIndex));
  const [lowest, highest] = [Math.min(...indexes), Math.max(...indexes)];
  const longestWaitS = Math.max(...runs.map((run) => run.machine.waitedMs)) / 1000;
  return [
    `Machine: ${runs.length - busy.length} of ${runs.length} run(s) started on a quiet machine (at most ${quietBusyShare * 100}% busy; longest wait ${longestWaitS.toFixed(0)} s); Lighthouse's benchmark index ${lowest === highest ? lowest : `${lowest}–${highest}`}`,
    ...busy.map((run) => `- started busy: ${run.route} (${run.preset}), ${formatMachine(run.machine)}`),
  ].join("\n");
}

function formatMachine({ busyShare, benchmarkIndex }: RunSummary["machine"]): string {
  return `machine ${Math.round(busyShare * 100)}% busy before the run, benchmark index ${Math.round(benchmarkIndex)}`;
}

interface HomeScriptKb {
  beforeInteraction: { kb: number; files: number };
  island: { kb: number; files: number };
}

/** The home page at 375 px in Chromium: its script before any interaction, then what the form's island adds. */
async function measureHomeScripts(baseURL: string): Promise<HomeScriptKb> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: viewports.phone, locale: "fr-FR" });
    const { beforeInteraction, island } = await homeScripts(await context.newPage(), baseURL);
    const weigh = (scripts: Scripts) => ({
      kb: [...scripts.values()].reduce((total, source) => total + gzipSync(source).length, 0) / 1024,
      files: scripts.size,
    });
    return { beforeInteraction: weigh(beforeInteraction), island: weigh(island) };
  } finally {
    await browser.close();
  }
}

function renderHomeScripts({ beforeInteraction, island }: HomeScriptKb): string {
  return `Home page script (gzip, Chromium, 375 px): ${beforeInteraction.kb.toFixed(1)} KB in ${beforeInteraction.files} file(s) before any interaction; the form's island adds ${island.kb.toFixed(1)} KB in ${island.files} file(s) once awake`;
}

function missedHomeScriptTargets({ beforeInteraction, island }: HomeScriptKb): string[] {
  const limits = targets.homeScriptKb;
  return [
    ...(beforeInteraction.kb > limits.beforeInteraction
      ? [`/: ${beforeInteraction.kb.toFixed(1)} KB of script before any interaction`]
      : []),
    ...(island.kb > limits.island ? [`/: the form's island adds ${island.kb.toFixed(1)} KB`] : []),
  ];
}

function renderNavigation(result: NavigationResult): string {
  const { restored, tried, reasons } = result.backFromCache;
  return [
    `Navigation (Chromium, 1280 px, pointer on the link before the click): click → next page's FCP, p75 of ${result.clickToFcpMs.length}: ${formatMs(result.p75Ms)}`,
    `Measurements: ${result.clickToFcpMs.map((ms) => Math.round(ms)).join(", ")} ms`,
    `Back served from the back/forward cache: ${restored}/${tried}${reasons.length > 0 ? ` (reasons: ${reasons.join(", ")})` : ""}`,
  ].join("\n");
}

function missedNavigationTargets(result: NavigationResult): string[] {
  const { restored, tried } = result.backFromCache;
  return [
    ...(result.p75Ms > targets.navigationP75Ms ? [`navigation: p75 ${formatMs(result.p75Ms)}`] : []),
    ...(restored < tried ? [`navigation: ${tried - restored} Back navigation(s) without the back/forward cache`] : []),
  ];
}

function formatScores(row: AuditRow): string {
  return `${categories.map((id) => `${id} ${row.scores[id]}`).join(", ")}, LCP ${formatMs(row.lcpMs)}, TBT ${formatMs(row.tbtMs)}, CLS ${row.cls.toFixed(3)}`;
}

function formatMs(ms: number): string {
  return Math.round(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function slug(route: string): string {
  return route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
}

/**
 * Server-rendered pages against the same HTML served as static assets, for
 * docs/decisions/030. Serves two copies of the production build: one where the
 * Worker renders every page, one where every public page is a static file
 * (scripts/load/static-variant.ts), both with
 * `wrangler dev`, then measures each: one connection (latency of a single view),
 * many connections (throughput), and the Worker's CPU time per page from V8's profiler.
 *   npm run bench:prerender                                # 20 s per run, 50 connections
 *   npm run bench:prerender -- --duration 5 --renders 10   # a quick run
 * Builds only when build/ is missing.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { prerenderedPaths } from "#app/content/pages.ts";
import { type RunningSite, serveBuiltSite } from "#harness/wrangler-server.ts";
import { publicPaths } from "#scripts/lib/public-paths.ts";
import { connectProfiler, workerdCpuMs } from "#scripts/load/cpu-profile.ts";
import { machineSummary, type PhaseResult, renderPhaseTable, runPhase } from "#scripts/load/phase.ts";
import { writeServerRenderedVariant, writeStaticVariant } from "#scripts/load/static-variant.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    renders: { type: "string", default: "20" },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const renders = Number(options.renders);

if (!existsSync("build/server/wrangler.json")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
console.log(machineSummary("au départ"));

// The build prerenders the content pages: the baseline is a copy without them.
const ssr = await serveBuiltSite({
  stateDir: ".wrangler/bench-ssr-state",
  config: writeServerRenderedVariant({ paths: prerenderedPaths, dir: ".wrangler/bench-ssr-build" }),
});
let prerendered: RunningSite | undefined;
try {
  const config = await writeStaticVariant({
    siteUrl: ssr.url,
    paths: publicPaths,
    dir: ".wrangler/bench-static-build",
  });
  prerendered = await serveBuiltSite({ stateDir: ".wrangler/bench-static-state", config });
  const variants = { "Rendu par le Worker": ssr, "Fichiers statiques": prerendered };

  const checks = await checkStaticVariant(prerendered.url);
  console.log(checks.map((line) => `- ${line}`).join("\n"));

  const pageRequests = publicPaths.map((path) => ({ method: "GET" as const, path, headers: { accept: "text/html" } }));
  for (const site of Object.values(variants)) await warmUp(site.url);
  const results: PhaseResult[] = [];
  // Interleaved, so a neighbour's burst on the shared machine does not fall on one variant only.
  for (const [phase, phaseConnections] of [
    ["1 connexion", 1],
    [`${connections} connexions`, connections],
  ] as const) {
    for (const [name, site] of Object.entries(variants)) {
      results.push(
        await runPhase({
          title: `${name}, ${phase}`,
          url: site.url,
          duration,
          connections: phaseConnections,
          requests: pageRequests,
        }),
      );
    }
  }

  const cpu: Record<string, Record<string, PageCpu>> = {};
  for (const [name, site] of Object.entries(variants)) cpu[name] = await cpuPerPage(site);

  console.log(`\n${renderPhaseTable(results)}\n`);
  console.log(renderCpuTable(cpu, await htmlSizes(ssr.url)));
  console.log(`\n${machineSummary("à la fin")}`);
} finally {
  await prerendered?.stop();
  await ssr.stop();
}

async function warmUp(url: string) {
  for (let round = 0; round < 3; round++) {
    for (const path of publicPaths) await (await fetch(url + path)).arrayBuffer();
  }
}

interface PageCpu {
  /** The Worker's isolate, from V8's profiler: what Cloudflare would bill. */
  isolateMs: number;
  /** Every workerd process, from the kernel: the Worker plus the local runtime around it. */
  workerdMs: number;
}

/** CPU milliseconds per view of each page: `renders` views in a row, once profiled, once not. */
async function cpuPerPage(site: RunningSite): Promise<Record<string, PageCpu>> {
  const view = async (path: string) => {
    for (let count = 0; count < renders; count++) await (await fetch(site.url + path)).arrayBuffer();
  };
  const profiler = await connectProfiler(site.inspectorUrl);
  try {
    const perPage: Record<string, PageCpu> = {};
    for (const path of publicPaths) {
      const isolateMs = await profiler.measure(() => view(path));
      const before = workerdCpuMs(site.processGroup);
      await view(path);
      perPage[path] = {
        isolateMs: isolateMs / renders,
        workerdMs: (workerdCpuMs(site.processGroup) - before) / renders,
      };
    }
    return perPage;
  } finally {
    profiler.close();
  }
}

async function htmlSizes(url: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const path of publicPaths) sizes[path] = (await (await fetch(url + path)).arrayBuffer()).byteLength;
  return sizes;
}

/**
 * Who answers what in the static copy. Pages must come from the asset server
 * (otherwise there is nothing to compare); the no-JavaScript form post and an
 * unknown path are reported as they are: both must reach the Worker for the
 * site to keep working. The asset server tags its files with an ETag, the Worker never does.
 */
async function checkStaticVariant(url: string): Promise<string[]> {
  const servedBy = (response: Response) =>
    response.headers.has("etag") || response.status === 405 ? "les fichiers statiques" : "le Worker";
  const page = await fetch(`${url}/ingenierie`, { redirect: "manual" });
  const form = await fetch(`${url}/?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
    body: "name=&email=&numTele=&msg=",
    redirect: "manual",
  });
  const unknown = await fetch(`${url}/page-inexistante`, { redirect: "manual" });
  const lines = [
    `GET /ingenierie\u00a0: ${page.status}, servie par ${servedBy(page)}`,
    `POST /?index (formulaire sans JavaScript)\u00a0: ${form.status}, servi par ${servedBy(form)}`,
    `GET /page-inexistante\u00a0: ${unknown.status}, servie par ${servedBy(unknown)}`,
  ];
  if (page.status !== 200 || servedBy(page) !== "les fichiers statiques") {
    throw new Error(`La variante statique ne sert pas ses pages en fichiers\u00a0:\n${lines.join("\n")}`);
  }
  return lines;
}

function renderCpuTable(cpu: Record<string, Record<string, PageCpu>>, sizes: Record<string, number>): string {
  const names = Object.keys(cpu);
  const header = [
    "Page",
    "HTML",
    ...names.flatMap((name) => [`${name}\u00a0: isolat du Worker`, `${name}\u00a0: workerd`]),
  ];
  const cells = (values: (name: string) => PageCpu) =>
    names.flatMap((name) => [`${values(name).isolateMs.toFixed(1)} ms`, `${values(name).workerdMs.toFixed(1)} ms`]);
  const mean = (name: string): PageCpu => ({
    isolateMs: publicPaths.reduce((sum, path) => sum + cpu[name]![path]!.isolateMs, 0) / publicPaths.length,
    workerdMs: publicPaths.reduce((sum, path) => sum + cpu[name]![path]!.workerdMs, 0) / publicPaths.length,
  });
  const lines = [
    ...publicPaths.map((path) => [
      path,
      `${(sizes[path]! / 1024).toFixed(1)} Ko`,
      ...cells((name) => cpu[name]![path]!),
    ]),
    ["Moyenne", "", ...cells(mean)],
  ];
  return [
    "CPU par vue (ms)",
    "",
    ...[header, header.map(() => "---"), ...lines].map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");
}

// From the repository to Cloudflare: preflight, build, size budget, remote migrations, upload (docs/deploy.md, decision
// 025). --prepare-only stops before the upload and hands its wrangler command to the next GitHub Actions step.
import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { wranglerEnv } from "#harness/wrangler-server.ts";
import { type DeployTarget, runPreflight, wranglerEnvironment } from "#scripts/lib/preflight-checks.ts";
import { previewAlias } from "#scripts/lib/preview-alias.ts";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    preview: { type: "string" },
    demo: { type: "boolean", default: false },
    "dry-run": { type: "boolean", default: false },
    "prepare-only": { type: "boolean", default: false },
  },
});
if (values.env !== undefined && values.env !== "staging") fail(`--env: only "staging" exists, not "${values.env}".`);
if (values.preview === "") fail("--preview needs the branch's name.");
if (values.preview !== undefined && values.env !== undefined)
  fail("--preview goes alone: a preview is always staging's.");
const target: DeployTarget =
  values.preview !== undefined ? "preview" : values.env === "staging" ? "staging" : "production";
const dryRun = values["dry-run"];
/** The deployable configuration the build writes, already resolved for the target's environment. */
const builtConfig = "build/server/wrangler.json";
const dryRunDir = "build/dry-run";

// 1. Preflight. A dry run refuses nothing: it deploys nothing. A missing secret is wrangler's to refuse, at the upload.
const preflight = await runPreflight({ target, demo: values.demo });
console.log(preflight.lines.join("\n"));
if (!preflight.ok) {
  if (!dryRun) process.exit(1);
  console.log("(Dry run: going on, but a real deploy would stop here.)");
}

// 2. Build for the target's environment, which CLOUDFLARE_ENV picks (decision 025): never a value left in the shell.
const environment = wranglerEnvironment(target);
const { CLOUDFLARE_ENV: _left, ...buildEnv }: NodeJS.ProcessEnv = wranglerEnv;
run("npm", ["run", "build"], environment ? { ...buildEnv, CLOUDFLARE_ENV: environment } : buildEnv);
const built = JSON.parse(readFileSync(builtConfig, "utf8")) as {
  name: string;
  targetEnvironment?: string;
  d1_databases: { binding: string }[];
};
if (built.targetEnvironment !== environment)
  fail(`${builtConfig} targets "${built.targetEnvironment ?? "production"}", not "${environment ?? "production"}".`);

// 3. Bundle as Cloudflare receives it, its modules gzipped together as it counts them held to 1 MB (decision 025):
// a third of the free plan's limit, so that a mistake shows early.
rmSync(dryRunDir, { recursive: true, force: true });
run("npx", ["wrangler", "deploy", "--dry-run", "--outdir", dryRunDir, "--config", builtConfig]);
const modules = readdirSync(dryRunDir, { recursive: true, encoding: "utf8" }).filter((file) =>
  /\.(m?js|wasm)$/.test(file),
);
const bundle = Buffer.concat(modules.sort().map((file) => readFileSync(join(dryRunDir, file))));
const gzipBytes = gzipSync(bundle).length;
const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(
  `\nWorker "${built.name}" size: ${kilobytes(gzipBytes)} gzip (${kilobytes(bundle.length)} raw, ${modules.length} modules); budget 1000.0 KB, free plan limit 3000.0 KB.`,
);
if (gzipBytes > 1_000_000) fail("Worker size budget exceeded (1 MB gzip, scripts/deploy.ts).");
if (dryRun) {
  console.log("Dry run done: nothing was sent to Cloudflare.");
  process.exit(0);
}

// 4. Remote migrations before the code. Previews share staging's database, whose schema follows main (docs/deploy.md).
if (target === "preview")
  console.log("Preview: migrations not applied (staging's shared database, see docs/deploy.md).");
else
  for (const { binding } of built.d1_databases)
    run("npx", ["wrangler", "d1", "migrations", "apply", binding, "--remote", "--config", builtConfig]);

// 5. Deploy, or upload a preview version that takes no traffic.
const upload =
  target === "preview"
    ? ["versions", "upload", "--config", builtConfig, "--preview-alias", previewAlias(values.preview ?? "", built.name)]
    : ["deploy", "--config", builtConfig];
if (values["prepare-only"]) {
  console.log(`\nReady. Left to upload: npx wrangler ${upload.join(" ")}`);
  // The workflow's next step runs it through Cloudflare's wrangler action.
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `wrangler-command=${upload.join(" ")}\n`);
} else run("npx", ["wrangler", ...upload]);

/** Runs a command in the foreground, its output shown as it comes; any failure stops the deploy. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = wranglerEnv) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const { status, signal } = spawnSync(command, args, { stdio: "inherit", env });
  if (status !== 0) fail(`"${command} ${args.join(" ")}" failed (${signal ?? `code ${status}`}): deploy stopped.`);
}

function fail(message: string): never {
  console.error(`\n${message}`);
  process.exit(1);
}

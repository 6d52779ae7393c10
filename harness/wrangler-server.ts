import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { freePort } from "#harness/free-port.ts";
import { stopProcessGroup } from "#harness/process-group.ts";

export interface RunningSite {
  url: string;
  stop: () => Promise<void>;
}

interface ServeOptions {
  /** Extra `--var NAME:value` bindings, e.g. the URL of a fake e-mail provider. */
  vars?: Record<string, string>;
  /** Folder for local D1/KV state; wiped before start so every run begins empty. */
  stateDir: string;
  /** Another build's deployable configuration; the default is the production build's. */
  config?: string;
  /** A file that receives wrangler's output as it comes: the Worker's logs and errors, to read after a run. */
  logFile?: string;
}

/**
 * Serves the production build (`build/`) with `wrangler dev`: the same workerd
 * runtime, assets and bindings as the deployed Worker, on a free loopback port.
 */
export async function serveBuiltSite({
  vars = {},
  stateDir,
  config = "build/server/wrangler.json",
  logFile,
}: ServeOptions): Promise<RunningSite> {
  rmSync(stateDir, { recursive: true, force: true });
  await applyMigrations(stateDir, config);
  const port = await freePort();
  // Its own DevTools port: wrangler's default, 9229, would collide between parallel runs.
  const inspectorPort = await freePort();
  const args = [
    "dev",
    "--config",
    config,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  const child = spawn(wranglerBin, args, {
    env: wranglerEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const log = logFile === undefined ? undefined : createWriteStream(logFile);
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => {
      output += chunk;
      log?.write(chunk);
    });

  await waitUntilServing(url, child, () => output);
  return {
    url,
    stop: async () => {
      await stopServer(child);
      log?.end();
    },
  };
}

/** The project's wrangler, started directly: through npx, each start cost 0.35 CPU-seconds more. */
const wranglerBin = resolve("node_modules/.bin/wrangler");

/** The environment every wrangler command runs in here: no telemetry, no network look-ups, no prompts. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
};

/**
 * Runs `wrangler …args` to its end and returns what it printed; rejects, with `stdout` and `stderr`
 * on the error, when it fails or outlasts `timeout` (a limit for a hung command).
 */
export async function wrangler(args: string[], timeout = 300_000): Promise<string> {
  const options = { encoding: "utf8", env: wranglerEnv, timeout, maxBuffer: 256 * 1024 * 1024 } as const;
  return (await promisify(execFile)(wranglerBin, args, options)).stdout;
}

/**
 * The same D1 migrations as production, in the fresh local databases before start. Applying them
 * costs a wrangler and a workerd start per database (about 5 CPU-seconds each), and `npm test`
 * serves seven copies of the build: they are applied once, into a folder named after the databases
 * and their migrations (`.wrangler/migrated-state/`), which each server's state folder copies.
 */
async function applyMigrations(stateDir: string, config: string) {
  cpSync(await migratedState(config), stateDir, { recursive: true });
}

interface D1Database {
  binding: string;
  database_name?: string;
  database_id?: string;
  migrations_dir?: string;
}

/** The folder of local state holding `config`'s databases, migrated; made when missing. */
async function migratedState(config: string): Promise<string> {
  const { d1_databases: databases = [] } = JSON.parse(readFileSync(config, "utf8")) as { d1_databases?: D1Database[] };
  const hash = createHash("sha256");
  for (const { binding, database_name, database_id, migrations_dir = "migrations" } of databases) {
    hash.update(JSON.stringify({ binding, database_name, database_id }));
    const directory = resolve(dirname(config), migrations_dir);
    for (const file of readdirSync(directory).sort()) hash.update(file).update(readFileSync(join(directory, file)));
  }
  mkdirSync(".wrangler/migrated-state", { recursive: true });
  const folder = `.wrangler/migrated-state/${hash.digest("hex").slice(0, 16)}`;
  if (existsSync(folder)) return folder;
  const building = mkdtempSync(`${folder}-building-`);
  for (const { binding } of databases) {
    // At a load average of 20, with two servers starting at once, this once took over 120 s.
    await wrangler(["d1", "migrations", "apply", binding, "--local", "--persist-to", building, "--config", config]);
  }
  try {
    renameSync(building, folder);
  } catch {
    // Another server starting at the same time made it first: theirs and ours are the same.
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

/** How long `wrangler dev` may take to answer: a limit for a hung start, not a slow one. */
const servingWithinMs = 180_000;

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + servingWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(child);
  throw new Error(`wrangler dev did not serve ${url} within ${servingWithinMs / 1000} s:\n${output()}`);
}

function stopServer(child: ChildProcess): Promise<void> {
  // wrangler and workerd form one process group: stop them all, even when wrangler has already exited.
  return child.pid === undefined ? Promise.resolve() : stopProcessGroup(child.pid);
}

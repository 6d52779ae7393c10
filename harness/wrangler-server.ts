import { execFile, spawn } from "node:child_process";
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
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import getPort from "get-port";
import { stopProcessGroup } from "#harness/process-group.ts";

/** The project's wrangler, started directly: npx costs a third of a CPU-second more per start. */
const wranglerBin = resolve("node_modules/.bin/wrangler");

/** The environment every wrangler command runs in here: no telemetry, no network look-ups, no prompts. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  CI: "true",
};

/** `wrangler …args`' output; rejects (`stdout`, `stderr` on the error) on failure or after 5 min (a hung command). */
export async function wrangler(args: string[]): Promise<string> {
  const options = { encoding: "utf8", env: wranglerEnv, timeout: 300_000, maxBuffer: 256 * 1024 * 1024 } as const;
  return (await promisify(execFile)(wranglerBin, args, options)).stdout;
}

/** Serves a build with `wrangler dev` on a free loopback port: the deployed Worker's runtime, assets and bindings. */
export async function serveBuiltSite({
  vars = {},
  stateDir,
  config = "build/server/wrangler.json",
  logFile,
}: {
  vars?: Record<string, string>;
  stateDir: string;
  config?: string;
  logFile?: string;
}) {
  rmSync(stateDir, { recursive: true, force: true });
  cpSync(await migratedState(config), stateDir, { recursive: true });
  const port = await getPort({ host: "127.0.0.1" });
  // Its own DevTools port: wrangler's default, 9229, would collide between parallel runs.
  const inspector = await getPort({ host: "127.0.0.1" });
  const args = ["dev", "--config", config, "--ip=127.0.0.1", `--port=${port}`, `--inspector-port=${inspector}`];
  args.push("--persist-to", stateDir, "--show-interactive-dev-session=false");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const url = `http://127.0.0.1:${port}`;
  if (logFile !== undefined) mkdirSync(dirname(logFile), { recursive: true });
  const log = logFile === undefined ? undefined : createWriteStream(logFile);
  let stopping = false;
  const launch = () => {
    // A group of its own, so that its workerd stops with it, even when wrangler has already exited.
    const child = spawn(wranglerBin, args, { env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let output = "";
    for (const stream of [child.stdout, child.stderr])
      stream.on("data", (chunk) => {
        output += chunk;
        log?.write(chunk);
      });
    return { child, output: () => output };
  };
  let server = launch();
  const stop = () => {
    stopping = true;
    return server.child.pid === undefined ? Promise.resolve() : stopProcessGroup(server.child.pid);
  };
  // A limit for a hung start, not a slow one.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${server.output()}`);
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
    if (response?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not serve ${url} within 180 s:\n${server.output()}`);
    }
    await sleep(250);
  }
  // wrangler dev can exit mid-run on a fault of its own (cloudflare/workers-sdk#15451 is one), and every later test would
  // meet a refused connection: what is left of it is stopped, and it serves again on the same port and state.
  let restarts = 0;
  const serveAgain = async (code: number | null, signal: string | null) => {
    if (stopping || restarts++ === 3) return;
    const reason = `wrangler dev exited mid-run (code ${code}, signal ${signal}): started again on ${url}`;
    log?.write(`\n[harness] ${reason}\n`);
    console.warn(`${logFile ?? "wrangler dev"}: ${reason}`);
    if (server.child.pid !== undefined) await stopProcessGroup(server.child.pid);
    if (stopping) return;
    server = launch();
    server.child.on("exit", serveAgain);
  };
  server.child.on("exit", serveAgain);
  return { url, stop: () => stop().then(() => void log?.end()) };
}
export type RunningSite = Awaited<ReturnType<typeof serveBuiltSite>>;

/** State migrated once per set of migrations: 5 CPU-seconds a database, and `npm test` serves seven builds. */
async function migratedState(config: string): Promise<string> {
  const { d1_databases: databases = [] } = JSON.parse(readFileSync(config, "utf8")) as {
    d1_databases?: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
  };
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
  for (const { binding } of databases)
    await wrangler(["d1", "migrations", "apply", binding, "--local", "--persist-to", building, "--config", config]);
  try {
    renameSync(building, folder);
  } catch {
    // Another server starting at the same time made it first: theirs and ours are the same.
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { wranglerEnv } from "#harness/wrangler-server.ts";

/**
 * What the preflight asks Cloudflare about a deployed Worker, through wrangler
 * (so a `wrangler login` or a CLOUDFLARE_API_TOKEN works alike). Each call is
 * read-only and bounded in time: offline, wrangler fails fast or times out.
 */

interface WranglerResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** Runs `wrangler …args` on the source configuration (never a build's redirected one). */
async function runWrangler(args: string[], { timeoutMs = 60_000 } = {}): Promise<WranglerResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npx", ["wrangler", ...args], {
      encoding: "utf8",
      env: wranglerEnv,
      timeout: timeoutMs,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, stdout, stderr };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, stdout: failure.stdout ?? "", stderr: failure.stderr || failure.message };
  }
}

/** `--env staging`, or nothing for production; always on wrangler.toml, whatever was built last. */
function configArgs(env: string | undefined): string[] {
  return ["--config", "wrangler.toml", ...(env ? ["--env", env] : [])];
}

/** True when wrangler can reach the account: logged in (or a token) and online. */
export async function canReachAccount(): Promise<boolean> {
  return (await runWrangler(["whoami", "--json"], { timeoutMs: 30_000 })).ok;
}

/** The names of the secrets the deployed Worker has. */
export async function deployedSecretNames(env: string | undefined): Promise<string[] | { error: string }> {
  const result = await runWrangler(["secret", "list", "--format", "json", ...configArgs(env)]);
  if (!result.ok) return { error: firstErrorLine(result) };
  try {
    return (JSON.parse(result.stdout) as { name: string }[]).map((secret) => secret.name);
  } catch {
    return { error: "unreadable answer from wrangler" };
  }
}

/**
 * The migrations not yet applied to a remote D1 database, by file name, as
 * `wrangler d1 migrations list --remote` prints them in its table.
 */
export async function unappliedRemoteMigrations(
  binding: string,
  env: string | undefined,
): Promise<string[] | { error: string }> {
  const result = await runWrangler(["d1", "migrations", "list", binding, "--remote", ...configArgs(env)]);
  if (!result.ok) return { error: firstErrorLine(result) };
  if (result.stdout.includes("No migrations to apply")) return [];
  const names = [...result.stdout.matchAll(/│\s*(\S+\.sql)\s*│/g)].map((match) => match[1]);
  return names.length > 0 ? names : { error: "unreadable answer from wrangler" };
}

/** Wrangler's error, without its banner and box drawing: the line that says what went wrong. */
function firstErrorLine({ stderr, stdout }: WranglerResult): string {
  const lines = `${stderr}\n${stdout}`
    .split("\n")
    .map((line) => line.replace(/^[\s✘▲│╷╵]*(\[ERROR\])?/u, "").trim())
    .filter((line) => line && !line.startsWith("⛅️") && !/^[─-]+$/.test(line) && !line.startsWith("npm warn"));
  return lines[0] ?? "failed without a message";
}

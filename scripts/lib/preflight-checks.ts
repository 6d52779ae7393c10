import { localKeyVariable } from "#functions/console/local-access.ts";
import { wrangler } from "#harness/wrangler-server.ts";
import { listSamples, type SampleValue } from "#scripts/lib/samples.ts";

/**
 * The checks before a deploy (docs/decisions/025): sample values still in the project, secrets the
 * Worker lacks, remote migrations not applied yet, the console's configuration. Only a production
 * deploy is refused while a sample or a missing secret remains, unless it is declared a
 * demonstration; a console that would refuse everyone refuses every deploy.
 */

/** Where a deploy goes: production, the staging Worker, or a preview version of the staging Worker. */
export type DeployTarget = "production" | "staging" | "preview";

/** The wrangler.toml environment a target uses (production is the top level). */
export function wranglerEnvironment(target: DeployTarget): string | undefined {
  return target === "production" ? undefined : "staging";
}

export interface PreflightOptions {
  target: DeployTarget;
  /** A demonstration: samples and missing secrets are listed but refuse nothing. */
  demo?: boolean;
  /** Ask Cloudflare about secrets and migrations (skipped offline, or on purpose for a dry run). */
  remote?: boolean;
  root?: string;
}

/** What Cloudflare said, or why it was not asked. */
type RemoteFinding =
  | { checked: true; missingSecrets: string[]; unapplied: string[]; errors: string[] }
  | { checked: false; reason: string };

export interface PreflightResult {
  ok: boolean;
  samples: SampleValue[];
  remote: RemoteFinding;
  /** The report, one line each, for the maintainer. */
  lines: string[];
}

export async function runPreflight({
  target,
  demo = false,
  remote = true,
  root = ".",
}: PreflightOptions): Promise<PreflightResult> {
  // Loaded on use: wrangler takes seconds to load, and the tests import `judge` alone.
  const { unstable_readConfig } = await import("wrangler");
  const env = wranglerEnvironment(target);
  const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
  const findings = remote
    ? await askCloudflare(env, config.secrets?.required ?? [], config.d1_databases)
    : { checked: false as const, reason: "remote check not asked for" };
  const samples = listSamples(root);
  return judge({ target, demo, samples, remote: findings, console: consoleConfigProblems(config.vars ?? {}) });
}

/**
 * What the preflight says of the console's configuration (docs/decisions/024): an enabled console
 * needs an Access team domain and AUD tag (it would otherwise refuse everyone), and the local key
 * must never be in a deployed configuration.
 */
export function consoleConfigProblems(vars: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (vars[localKeyVariable] !== undefined)
    problems.push(`${localKeyVariable} is in the configuration: the console's local key is never deployed`);
  if (vars.CONSOLE_ENABLED !== "true") return problems;
  const team = String(vars.ACCESS_TEAM_DOMAIN ?? "").trim();
  if (!/^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com\/?$/.test(team))
    problems.push("console enabled without a valid ACCESS_TEAM_DOMAIN (https://<team>.cloudflareaccess.com)");
  if (String(vars.ACCESS_AUD ?? "").trim() === "")
    problems.push("console enabled without ACCESS_AUD (the Access application's AUD tag)");
  return problems;
}

/**
 * The deployed Worker's missing secrets and each database's unapplied migrations, asked of Cloudflare
 * through wrangler (a `wrangler login` or a CLOUDFLARE_API_TOKEN alike), read-only and bounded in time.
 */
async function askCloudflare(
  env: string | undefined,
  required: string[],
  databases: { binding: string }[],
): Promise<RemoteFinding> {
  // Always on wrangler.toml, whatever was built last.
  const target = ["--config", "wrangler.toml", ...(env ? ["--env", env] : [])];
  const ask = (args: string[], timeout = 60_000) =>
    wrangler(args, timeout).then(
      (stdout) => ({ stdout }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({ error: firstErrorLine(error) }),
    );
  if ("error" in (await ask(["whoami", "--json"], 30_000)))
    return { checked: false, reason: "no connection to Cloudflare: npx wrangler login, or offline" };
  const errors: string[] = [];
  let missingSecrets: string[] = [];
  const secrets = await ask(["secret", "list", "--format", "json", ...target]);
  if ("error" in secrets) errors.push(`secrets: ${secrets.error}`);
  else
    try {
      const deployed = (JSON.parse(secrets.stdout) as { name: string }[]).map((secret) => secret.name);
      missingSecrets = required.filter((name) => !deployed.includes(name));
    } catch {
      errors.push("secrets: unreadable answer from wrangler");
    }
  const unapplied: string[] = [];
  for (const { binding } of databases) {
    const listed = await ask(["d1", "migrations", "list", binding, "--remote", ...target]);
    const names = "stdout" in listed ? [...listed.stdout.matchAll(/│\s*(\S+\.sql)\s*│/g)].map((match) => match[1]) : [];
    if ("error" in listed) errors.push(`${binding} migrations: ${listed.error}`);
    else if (names.length === 0 && !listed.stdout.includes("No migrations to apply"))
      errors.push(`${binding} migrations: unreadable answer from wrangler`);
    unapplied.push(...names.map((name) => `${binding}: ${name}`));
  }
  return { checked: true, missingSecrets, unapplied, errors };
}

/** Wrangler's error, without its banner and box drawing: the line that says what went wrong. */
function firstErrorLine({ stderr, stdout, message }: { stdout?: string; stderr?: string; message: string }): string {
  const lines = `${stderr || message}\n${stdout ?? ""}`
    .split("\n")
    .map((line) => line.replace(/^[\s✘▲│╷╵]*(\[ERROR\])?/u, "").trim())
    .filter((line) => line && !line.startsWith("⛅️") && !/^[─-]+$/.test(line) && !line.startsWith("npm warn"));
  return lines[0] ?? "failed without a message";
}

interface Findings {
  target: DeployTarget;
  demo: boolean;
  samples: SampleValue[];
  remote: RemoteFinding;
  /** What is wrong with the console's configuration; refused on every target, demonstrations included. */
  console?: string[];
}

/** The verdict and its report, from what was found (pure, so it is tested without Cloudflare). */
export function judge({ target, demo, samples, remote, console: consoleProblems = [] }: Findings): PreflightResult {
  const strict = target === "production" && !demo;
  const lines = [`Checks before deploying (${target}${demo ? ", demonstration" : ""})`, ""];
  const refusals: string[] = [];

  if (samples.length === 0) lines.push("Sample values: none.");
  else {
    lines.push(`Sample values still present: ${samples.length}`);
    for (const sample of samples) lines.push(`  ${sample.file}:${sample.line}  ${sample.name} = ${sample.value}`);
    if (strict) refusals.push(`${samples.length} sample value(s)`);
  }

  if (!remote.checked) {
    lines.push(`Secrets and remote migrations not checked: ${remote.reason}.`);
  } else {
    lines.push(
      remote.missingSecrets.length === 0
        ? "Secrets: all present."
        : `Missing secrets: ${remote.missingSecrets.join(", ")} (npx wrangler secret put NAME${target === "production" ? "" : " --env staging"})`,
    );
    if (remote.missingSecrets.length > 0 && strict) refusals.push(`${remote.missingSecrets.length} missing secret(s)`);
    lines.push(
      remote.unapplied.length === 0
        ? "Remote migrations: up to date."
        : `Remote migrations to apply (npm run deploy applies them): ${remote.unapplied.join(", ")}`,
    );
    for (const error of remote.errors) lines.push(`Not checked: ${error}`);
  }

  if (consoleProblems.length === 0) lines.push("Console: configuration complete, or console disabled.");
  else {
    for (const problem of consoleProblems) lines.push(`Console: ${problem}.`);
    refusals.push("the console's configuration");
  }

  lines.push("");
  if (consoleProblems.length > 0) {
    lines.push(
      `Deploy refused: ${refusals.join(", ")}.`,
      'Set ACCESS_TEAM_DOMAIN and ACCESS_AUD, or set CONSOLE_ENABLED = "false" (docs/deploy.md).',
    );
  } else if (refusals.length > 0) {
    lines.push(
      `Production deploy refused: ${refusals.join(", ")}.`,
      'Confirm each value in the editor at /admin (untick "Exemple à confirmer", empty "Valeurs à confirmer") or remove "# sample" in wrangler.toml (docs/deploy.md),',
      "or knowingly deploy a demonstration: npm run deploy -- --demo",
    );
  } else if (samples.length > 0) {
    lines.push(
      target === "production"
        ? "Demonstration: the sample values go live; this site must not be announced."
        : `Sample values allowed on ${target}; a production deploy will refuse them.`,
    );
  } else lines.push("Nothing stands in the way of the deploy.");
  return { ok: refusals.length === 0, samples, remote, lines };
}

import { canReachAccount, deployedSecretNames, unappliedRemoteMigrations } from "#scripts/lib/cloudflare-account.ts";
import { consoleConfigProblems } from "#scripts/lib/console-config.ts";
import { listSamples, type SampleValue } from "#scripts/lib/samples.ts";

/**
 * The checks before a deploy (docs/decisions/025): sample values still in the
 * project, secrets the Worker lacks, remote migrations not applied yet. Only a
 * production deploy is refused, while a sample or a missing secret remains,
 * unless it is declared a demonstration.
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
  const samples = listSamples(root);
  const findings = remote
    ? await askCloudflare(target)
    : { checked: false as const, reason: "remote check not asked for" };
  return judge({ target, demo, samples, remote: findings, console: await readConsoleProblems(target) });
}

/** The console's configuration as wrangler reads it for the target, offline. */
async function readConsoleProblems(target: DeployTarget): Promise<string[]> {
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig(
    { config: "wrangler.toml", env: wranglerEnvironment(target) },
    { hideWarnings: true },
  );
  return consoleConfigProblems(config.vars ?? {});
}

async function askCloudflare(target: DeployTarget): Promise<RemoteFinding> {
  if (!(await canReachAccount())) {
    return { checked: false, reason: "no connection to Cloudflare: npx wrangler login, or offline" };
  }
  const env = wranglerEnvironment(target);
  // Loaded only here: wrangler takes seconds to load, and offline runs never need it.
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true });
  const errors: string[] = [];
  const required: string[] = config.secrets?.required ?? [];
  const deployed = await deployedSecretNames(env);
  let missingSecrets: string[] = [];
  if ("error" in deployed) errors.push(`secrets: ${deployed.error}`);
  else missingSecrets = required.filter((name) => !deployed.includes(name));
  const unapplied: string[] = [];
  for (const { binding } of config.d1_databases) {
    const pending = await unappliedRemoteMigrations(binding, env);
    if ("error" in pending) errors.push(`${binding} migrations: ${pending.error}`);
    else unapplied.push(...pending.map((name) => `${binding}: ${name}`));
  }
  return { checked: true, missingSecrets, unapplied, errors };
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

import { localKeyVariable } from "#functions/console/local-access.ts";
import { listSamples, type SampleValue } from "#scripts/lib/samples.ts";

// The checks before a deploy (decision 025), offline: a sample value refuses a production deploy (unless a
// demonstration), a console that would refuse everyone any deploy. Secrets are wrangler's (`[secrets] required`).

/** Where a deploy goes: production, the staging Worker, or a preview version of the staging Worker. */
export type DeployTarget = "production" | "staging" | "preview";

/** The wrangler.toml environment a target uses (production is the top level). */
export const wranglerEnvironment = (target: DeployTarget): string | undefined =>
  target === "production" ? undefined : "staging";

export async function runPreflight({ target, demo = false }: { target: DeployTarget; demo?: boolean }) {
  // Loaded on use: wrangler takes seconds to load, and the tests import `judge` alone.
  const { unstable_readConfig } = await import("wrangler");
  const config = unstable_readConfig(
    { config: "wrangler.toml", env: wranglerEnvironment(target) },
    { hideWarnings: true },
  );
  return judge({ target, demo, samples: listSamples(), console: consoleConfigProblems(config.vars ?? {}) });
}

/** The console's configuration problems (decision 024): enabled without Access settings (refusing all), a local key. */
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

interface Findings {
  target: DeployTarget;
  demo: boolean;
  samples: SampleValue[];
  /** What is wrong with the console's configuration; refused on every target, demonstrations included. */
  console?: string[];
}

/** The verdict, and its report a line each for the maintainer, from what was found (pure, so tested alone). */
export function judge({ target, demo, samples, console: consoleProblems = [] }: Findings): {
  ok: boolean;
  lines: string[];
} {
  const strict = target === "production" && !demo;
  const lines = [`Checks before deploying (${target}${demo ? ", demonstration" : ""})`, ""];
  const refusals: string[] = [];

  if (samples.length === 0) lines.push("Sample values: none.");
  else {
    lines.push(`Sample values still present: ${samples.length}`);
    for (const sample of samples) lines.push(`  ${sample.file}:${sample.line}  ${sample.name} = ${sample.value}`);
    if (strict) refusals.push(`${samples.length} sample value(s)`);
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
  return { ok: refusals.length === 0, lines };
}

import { localKeyVariable } from "#functions/console/local-access.ts";

/**
 * What the preflight says of the console's configuration (docs/decisions/024): an enabled console
 * needs an Access team domain and AUD tag (it would otherwise refuse everyone), and the local key
 * must never be in a deployed configuration. Pure, so it is tested without wrangler.
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

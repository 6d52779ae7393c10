import { isLoopback, localAudience, localIssuer, localKeyVariable } from "#functions/console/local-access.ts";

/** The console's variables (wrangler.toml [vars], docs/operations.md). */
export type ConsoleEnv = Partial<
  Record<
    "CONSOLE_ENABLED" | "ACCESS_TEAM_DOMAIN" | "ACCESS_AUD" | "CONSOLE_ALLOWED_EMAILS" | "CONSOLE_LOCAL_JWKS",
    string
  >
>;

/** How tokens are checked: against the team's published keys, or the local key pair. */
export type AccessMode =
  | { kind: "access"; issuer: string; audience: string; certsUrl: string; allowed: Set<string> | null }
  | { kind: "local"; issuer: string; audience: string; keys: { keys: JsonWebKey[] }; allowed: Set<string> | null };

/** A team domain as Cloudflare Access issues tokens: https://<team>.cloudflareaccess.com, nothing else. */
const teamDomainPattern = /^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com$/;

/**
 * How this request's token is to be checked, or null: the console refuses everything then
 * (never open by default). Off when CONSOLE_ENABLED is not "true"; refused when the team domain
 * or the AUD tag is missing or malformed. The local key applies only on a loopback host.
 */
export function readAccessMode(env: ConsoleEnv, requestUrl: string): AccessMode | null {
  if (env.CONSOLE_ENABLED !== "true") return null;
  const allowed = readAllowList(env.CONSOLE_ALLOWED_EMAILS);
  const localKeys = env[localKeyVariable];
  if (localKeys && isLoopback(requestUrl)) {
    const keys = parseKeySet(localKeys);
    return keys ? { kind: "local", issuer: localIssuer, audience: localAudience, keys, allowed } : null;
  }
  const teamDomain = env.ACCESS_TEAM_DOMAIN?.trim().replace(/\/$/, "");
  const audience = env.ACCESS_AUD?.trim();
  // An empty audience would make the check pass for any application's token: refuse instead.
  if (!teamDomain || !teamDomainPattern.test(teamDomain) || !audience) {
    console.error(`Console refused (${new URL(requestUrl).pathname}): ACCESS_TEAM_DOMAIN or ACCESS_AUD is not set.`);
    return null;
  }
  return { kind: "access", issuer: teamDomain, audience, certsUrl: `${teamDomain}/cdn-cgi/access/certs`, allowed };
}

/** Comma- or space-separated addresses, lower-cased; null when none (Access's policy alone decides). */
function readAllowList(value: string | undefined): Set<string> | null {
  const emails = (value ?? "")
    .split(/[\s,]+/)
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  return emails.length > 0 ? new Set(emails) : null;
}

function parseKeySet(value: string): { keys: JsonWebKey[] } | null {
  try {
    const parsed = JSON.parse(value) as { keys?: unknown };
    return Array.isArray(parsed.keys) ? { keys: parsed.keys as JsonWebKey[] } : null;
  } catch {
    return null;
  }
}

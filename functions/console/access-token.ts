import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AccessMode } from "#functions/console/access-config.ts";

/**
 * Verifies a Cloudflare Access token (docs/decisions/024), as Cloudflare's own example does:
 * jose against the team's published key set, issuer and audience checked, RS256 only (so neither
 * `alg: none` nor an HMAC signed with the public key passes), expiry and not-before checked.
 */

/**
 * One key set per certs URL, kept for the isolate's life: jose caches the keys (10 minutes) and
 * fetches them again when a token names a kid it does not know, at most every 30 s, so a
 * rotated key is honoured without a request per token.
 */
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keysFor(mode: AccessMode): JWTVerifyGetKey {
  if (mode.kind === "local") return createLocalJWKSet(mode.keys as Parameters<typeof createLocalJWKSet>[0]);
  let keys = remoteKeySets.get(mode.certsUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(mode.certsUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
    remoteKeySets.set(mode.certsUrl, keys);
  }
  return keys;
}

/** The identity a valid token names (an e-mail address, or a service token's name), or null. */
export async function verifyAccessToken(token: string, mode: AccessMode): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keysFor(mode), {
      issuer: mode.issuer,
      audience: mode.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp"],
    });
    const identity =
      typeof payload.email === "string"
        ? payload.email.toLowerCase()
        : typeof payload.common_name === "string"
          ? payload.common_name
          : null;
    if (!identity) return null;
    if (mode.allowed && !mode.allowed.has(identity)) return null;
    return identity;
  } catch {
    // Forged, expired, for another application, or the keys could not be fetched: all the same.
    return null;
  }
}

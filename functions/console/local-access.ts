/**
 * The local stand-in for Cloudflare Access (docs/decisions/024): `npm start` and the browser tests
 * sign tokens with a key pair made on first use, kept in git-ignored local state
 * (scripts/console-token.ts). Free of runtime imports so Node scripts can load it as well.
 */

/** The variable that carries the local public key set; never in wrangler.toml (the preflight refuses it). */
export const localKeyVariable = "CONSOLE_LOCAL_JWKS";

/** The issuer and audience local tokens carry instead of a team domain and an AUD tag. */
export const localIssuer = "urn:tingis-industry:console-local";
export const localAudience = "urn:tingis-industry:console-local";

/** Where the local key pair and the variable file for `wrangler dev` live (.wrangler/ is git-ignored). */
export const localKeyDir = ".wrangler/console";

/** The local sign-in path: sets the Access cookie from a local token, then opens the console. */
export const localSignInPath = "/console/connexion-locale";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The local key is honoured only for requests to a loopback host: never on a deployed Worker. */
export function isLoopback(url: string): boolean {
  return loopbackHosts.has(new URL(url).hostname);
}

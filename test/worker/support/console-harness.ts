import { env } from "cloudflare:workers";
import { base64url, exportJWK, generateKeyPair, type JWK, type JWTPayload, SignJWT } from "jose";
import { vi } from "vitest";
import { localAudience, localIssuer } from "#functions/console/local-access.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import { bindingsWith, fetchWithBindings } from "#test/worker/support/contact-harness.ts";

/**
 * The console's tests stand in for Cloudflare Access: their own RS256 key pairs, a fake of the
 * team's certs endpoint, and tokens shaped like Access's (docs/decisions/024). Each test may take
 * a team of its own, so the Worker's cached key sets never leak from one test to the next.
 */

export const audience = "aud-tag-of-the-console-application";

let teams = 0;
/** A fresh team domain (and so a fresh key-set cache in the Worker). */
export function newTeam(): string {
  teams += 1;
  return `https://tingis-test-${teams}.cloudflareaccess.com`;
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

interface TokenOptions {
  email?: string;
  /** Claims set last, over the ones Access sets (aud, nbf, exp…). */
  claims?: JWTPayload;
  expiresIn?: string | number;
}

/** A token as Access issues it for `email` (issuer: the team), valid for an hour. */
export function accessToken(
  key: SigningKey,
  team: string,
  { email = "owner@example.com", claims = {}, expiresIn = "1h" }: TokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiry = typeof expiresIn === "number" ? expiresIn : now + 3600;
  return new SignJWT({
    email,
    type: "app",
    iss: team,
    aud: [audience],
    sub: "7335d417-61da-459d-899c-0a01c76a2f94",
    iat: now,
    nbf: now,
    exp: expiry,
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .sign(key.privateKey);
}

/** A token put together by hand, unchecked: `alg: none` and other forgeries. */
export function unsigned(header: object, payload: object, signature = ""): string {
  const encode = (part: object) => base64url.encode(JSON.stringify(part));
  return `${encode(header)}.${encode(payload)}.${signature}`;
}

/** A token signed as `npm start`'s local stand-in for Access signs them (harness/console-keys.ts), with `key`. */
export function localToken(key: SigningKey, email = "owner@example.com"): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .setIssuer(localIssuer)
    .setAudience(localAudience)
    .setExpirationTime("1h")
    .sign(key.privateKey);
}

/**
 * Fakes every team's certs endpoint: `keysFor(team)` says which public keys it publishes now
 * (a test rotates them by changing its answer). Other requests go nowhere. Counts the fetches.
 */
export function serveCerts(keysFor: (team: string) => SigningKey[]) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new Request(input, init).url;
    calls.push(url);
    const team = url.replace(/\/cdn-cgi\/access\/certs$/, "");
    if (team === url) return new Response("not found", { status: 404 });
    return Response.json({ keys: keysFor(team).map((key) => key.publicJwk) });
  });
  return calls;
}

/** The built Worker's bindings with the console on for `team`. */
export function consoleBindings(team: string, overrides: Record<string, unknown> = {}): Env {
  return bindingsWith({ CONSOLE_ENABLED: "true", ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience, ...overrides });
}

interface ConsoleRequest {
  token?: string;
  /** Send the token as Access's cookie instead of its header. */
  asCookie?: boolean;
  /** A form without the Origin header a browser adds. */
  omitOrigin?: boolean;
  method?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  origin?: string;
}

/** A request to the console through the whole built Worker, as Access would pass it on. */
export function consoleFetch(
  path: string,
  bindings: Env,
  { token, asCookie = false, omitOrigin = false, method, form, headers = {}, origin = testOrigin }: ConsoleRequest = {},
): Promise<Response> {
  const all: Record<string, string> = { ...headers };
  if (token) {
    if (asCookie) all.cookie = `CF_Authorization=${token}`;
    else all["cf-access-jwt-assertion"] = token;
  }
  if (form) {
    all["content-type"] ??= "application/x-www-form-urlencoded";
    if (!omitOrigin) all.origin ??= origin;
  }
  return fetchWithBindings(
    new Request(origin + path, {
      method: method ?? (form ? "POST" : "GET"),
      headers: all,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    }),
    bindings,
  );
}

/** The form token the console's pages carry for this session. */
export async function formTokenOf(page: Response): Promise<string> {
  const token = /name="jeton" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error("No form token on the page");
  return token;
}

/** Empties what the console adds to the outbox database. */
export async function clearConsoleTables() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM contact_spam"),
    env.DB.prepare("DELETE FROM console_audit"),
    env.DB.prepare("DELETE FROM cron_status"),
  ]);
}

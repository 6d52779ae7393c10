import { env } from "cloudflare:workers";
import { base64url, decodeJwt, exportJWK, exportSPKI, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { expect, vi } from "vitest";
import { localAudience, localIssuer } from "#functions/console/local-access.ts";
import { bindingsWith, fetchWithBindings, testOrigin } from "#test/worker/support/built-worker.ts";

// The console's tests stand in for Cloudflare Access (docs/decisions/024): their own RS256 keys, a fake certs
// endpoint, Access-shaped tokens. A team per test, so the Worker's cached key sets never leak between tests.

const audience = "aud-tag-of-the-console-application";

let teams = 0;
export const newTeam = () => `https://tingis-test-${++teams}.cloudflareaccess.com`;

export type SigningKey = Awaited<ReturnType<typeof signingKey>>;
export async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return { kid, privateKey, publicKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/** A token as Access issues it for `email` (issuer: the team), valid for an hour; `claims` set over Access's. */
export function accessToken(
  key: SigningKey,
  team: string,
  { email = "owner@example.com", claims = {} }: { email?: string; claims?: JWTPayload } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email,
    type: "app",
    iss: team,
    aud: [audience],
    sub: "7335d417-61da-459d-899c-0a01c76a2f94",
    iat: now,
    nbf: now,
    exp: now + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: key.kid })
    .sign(key.privateKey);
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

/** Fakes every team's certs endpoint, publishing `keysFor(team)` (changed to rotate keys); the URLs fetched. */
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
export function consoleBindings(team: string, overrides: Record<string, unknown> = {}, base = bindingsWith): Env {
  return base({ CONSOLE_ENABLED: "true", ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience, ...overrides });
}

/** A fresh team, the console on for it (`overrides` over `base` bindings), a valid token for `email`, a fetch sending it. */
export async function session(
  key: SigningKey,
  { email, overrides, base }: { email?: string; overrides?: Record<string, unknown>; base?: typeof bindingsWith } = {},
) {
  const team = newTeam();
  const bindings = consoleBindings(team, overrides, base);
  const token = await accessToken(key, team, { email });
  const fetch = (path: string, request: ConsoleRequest = {}) => consoleFetch(path, bindings, { token, ...request });
  return { team, bindings, token, fetch };
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
  // Access's cookie beside any other the browser sends (the editor's sign-in state).
  if (token && asCookie) all.cookie = [all.cookie, `CF_Authorization=${token}`].filter(Boolean).join("; ");
  else if (token) all["cf-access-jwt-assertion"] = token;
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

/** The console's and the editor's one refusal, whatever failed: its status, words and headers. */
export async function expectRefused(response: Response, path = "") {
  expect(response.status, path).toBe(403);
  expect(await response.text(), path).toBe("Requête refusée.");
  expect(response.headers.get("cache-control"), path).toBe("no-store");
  expect(response.headers.get("x-robots-tag"), path).toMatch(/^noindex/);
  expect(response.headers.get("set-cookie"), path).toBeNull();
  expect(response.headers.get("location"), path).toBeNull();
}

/** Measurements as earlier beacons left them in web_vitals (`at` in epoch ms): the speed page's and the report's input. */
export async function insertVitals(
  rows: { id?: string; route?: string; metric?: string; value?: number; at?: number; device?: string }[],
) {
  const insert = env.VITALS_DB.prepare(
    `INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at, device)
     VALUES (?1, ?2, ?3, ?4, 'good', 'navigate', ?5, ?6)`,
  );
  await env.VITALS_DB.batch(
    rows.map(
      ({ id = crypto.randomUUID(), route = "/", metric = "LCP", value = 1000, at = Date.now(), device = "unknown" }) =>
        insert.bind(id, route, metric, value, at, device),
    ),
  );
}

type Forging = { current: SigningKey; other: SigningKey; team: string };
/** A token as Access issues it for the team with the published key, `claims` changed. */
const issued = ({ current, team }: Forging, claims: JWTPayload) => accessToken(current, team, { claims });
/** A token's header or payload, put together by hand. */
const encoded = (part: object) => base64url.encode(JSON.stringify(part));
const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

/** Every forged, stale or foreign token the console and the editor must refuse alike (decision 024). */
export const forgeries: [string, (forging: Forging) => Promise<string | undefined>][] = [
  ["no token", async () => undefined],
  ["an empty token", async () => ""],
  ["garbage", async () => "not.a.token"],
  [
    "a token signed by another key, under a published kid",
    (f) => accessToken({ ...f.other, kid: f.current.kid }, f.team),
  ],
  ["a token signed by a key whose kid is not published", (f) => accessToken(f.other, f.team)],
  [
    "alg: none",
    async ({ current, team }) => {
      const claims = { email: "owner@example.com", iss: team, aud: audience, exp: inSeconds(3600) };
      return `${encoded({ alg: "none", kid: current.kid })}.${encoded(claims)}.`;
    },
  ],
  [
    "HS256 signed with the public key as the secret",
    async ({ current, team }) => {
      const secret = new TextEncoder().encode(await exportSPKI(current.publicKey));
      return new SignJWT({ email: "owner@example.com" })
        .setProtectedHeader({ alg: "HS256", kid: current.kid })
        .setIssuer(team)
        .setAudience(audience)
        .setExpirationTime("1h")
        .sign(secret);
    },
  ],
  ["the wrong audience (another Access application)", (f) => issued(f, { aud: "aud-of-another-application" })],
  ["the wrong issuer (another team)", (f) => accessToken(f.current, "https://attacker.cloudflareaccess.com")],
  ["an expired token", (f) => issued(f, { exp: inSeconds(-60) })],
  ["a token not valid yet", (f) => issued(f, { nbf: inSeconds(600) })],
  ["a token without expiry", (f) => issued(f, { exp: undefined })],
  [
    "a tampered payload (another e-mail, the signature kept)",
    async ({ current, team }) => {
      const token = await accessToken(current, team, { email: "visitor@example.com" });
      const [header, , signature] = token.split(".");
      return `${header}.${encoded({ ...decodeJwt(token), email: "owner@example.com" })}.${signature}`;
    },
  ],
  ["a token without an identity", (f) => issued(f, { email: undefined })],
  ["a local token (the local key is not trusted here)", (f) => localToken(f.current)],
];

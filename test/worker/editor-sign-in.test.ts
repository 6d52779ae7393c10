import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorContentSecurityPolicy } from "#functions/editor/editor-policy.ts";
import { signInErrors } from "#functions/editor/sign-in-copy.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import {
  accessToken,
  consoleBindings,
  consoleFetch,
  newTeam,
  type SigningKey,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import signInScript from "../../public/admin/github-sign-in.js?raw";

// The editor's GitHub sign-in (issue 35, §3; docs/decisions/new-editor-door.md): Sveltia CMS's
// external authorisation flow, as routes of the Worker behind the editor's Access check, against a
// fake of GitHub's token endpoint (nothing leaves the machine). No sign-in without a valid Access token: every
// forgery's, in console-access.test.ts.

const clientId = "Iv1.test-client-id";
const clientSecret = "test-client-secret-that-must-never-show";
const tokenEndpoint = "https://github.com/login/oauth/access_token";
const callback = `${testOrigin}/admin/auth/callback`;

let key: SigningKey;
let team: string;
/** A valid Access token: every test but the forgeries' is signed in. */
let token: string;
/** What the fake GitHub answers at its token endpoint; each request it received. */
let github: (form: URLSearchParams) => Response | Promise<Response>;
let exchanges: URLSearchParams[];

beforeEach(async () => {
  key ??= await signingKey("key-2026-11");
  team = newTeam();
  token = await accessToken(key, team);
  exchanges = [];
  github = () => Response.json({ access_token: "gho_granted", token_type: "bearer", scope: "repo" });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.endsWith("/cdn-cgi/access/certs")) return Response.json({ keys: [key.publicJwk] });
    if (request.url === tokenEndpoint && request.method === "POST") {
      expect(request.headers.get("accept")).toBe("application/json");
      const form = new URLSearchParams(await request.text());
      exchanges.push(form);
      return github(form);
    }
    return new Response("not found", { status: 404 });
  });
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const bindings = (overrides: Record<string, unknown> = {}): Env =>
  consoleBindings(team, { GITHUB_OAUTH_CLIENT_ID: clientId, GITHUB_OAUTH_CLIENT_SECRET: clientSecret, ...overrides });

/** The first leg: Sveltia's window asks for the sign-in; the Worker sends it to GitHub with a state in a cookie. */
async function startSignIn(scope = "repo,user", overrides: Record<string, unknown> = {}) {
  const query = `provider=github&site_id=www.tingis-industry.ma&scope=${scope}`;
  const response = await consoleFetch(`/admin/auth?${query}`, bindings(overrides), { token });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  const cookie = response.headers.get("set-cookie") ?? "";
  return { location, cookie, state: location.searchParams.get("state") ?? "" };
}

/** The second leg: GitHub sends the window back with a code (and the state), the browser adds the cookie. */
function callBack(query: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie: cookie.split(";")[0] ?? "" } : {};
  return consoleFetch(`/admin/auth/callback?${query}`, bindings(), { token, headers });
}

/** The message the page hands to the editor (public/admin/github-sign-in.js posts it). */
async function handshakeOf(response: Response): Promise<string> {
  const html = await response.text();
  expect(html).not.toContain(clientSecret);
  // No inline script: the editor's policy allows none.
  expect(html).toContain('<script type="module" src="/admin/github-sign-in.js"></script>');
  expect(html.match(/<script/g)).toHaveLength(1);
  const attribute = /data-message="([^"]*)"/.exec(html)?.[1] ?? "";
  return attribute.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

const errorMessage = (error: string) => `authorization:github:error:${JSON.stringify({ provider: "github", error })}`;

describe("a sign-in that succeeds", () => {
  it("goes to GitHub with a state bound to a cookie, then hands the token to the editor; asks for public_repo alone when the editor's configuration does, and of GitHub itself off a loopback host, whatever GITHUB_OAUTH_BASE says", async () => {
    const { location, cookie, state } = await startSignIn();
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: clientId,
      redirect_uri: callback,
      // `user` is never asked for: the token could change the person's GitHub profile.
      scope: "repo",
      state,
      allow_signup: "false",
    });
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toContain(`editeur-github-etat=${state}`);
    for (const attribute of [/Path=\/admin\/auth\/callback/, /HttpOnly/, /Secure/, /SameSite=Lax/, /Max-Age=600/])
      expect(cookie).toMatch(attribute);

    const page = await callBack(`code=the-code&state=${state}`, cookie);
    expect(page.status).toBe(200);
    expect(exchanges.map((form) => Object.fromEntries(form))).toEqual([
      { client_id: clientId, client_secret: clientSecret, code: "the-code", redirect_uri: callback },
    ]);
    expect(await handshakeOf(page)).toBe(
      `authorization:github:success:${JSON.stringify({ provider: "github", token: "gho_granted" })}`,
    );
    expect(page.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
    // No opener policy on the sign-in's pages: one would cut the window off from the editor.
    expect(page.headers.get("cross-origin-opener-policy")).toBeNull();
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The state is spent.
    expect(page.headers.get("set-cookie")).toMatch(/editeur-github-etat=;.*Max-Age=0/);
    // public_repo alone when the editor's configuration asks for it, of GitHub itself off a loopback host.
    const publicRepo = await startSignIn("public_repo,user", { GITHUB_OAUTH_BASE: "https://evil.example" });
    expect(publicRepo.location.origin + publicRepo.location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(publicRepo.location.searchParams.get("scope")).toBe("public_repo");
  });
});

describe("a sign-in that fails gives the editor its reason, and no token", () => {
  it.for<[string, (state: string) => string, boolean, string]>([
    ["a state that does not match the cookie's", () => "code=the-code&state=guessed", true, signInErrors.badState],
    // Another browser, or the sign-in was started elsewhere.
    ["no state cookie", (state) => `code=the-code&state=${state}`, false, signInErrors.badState],
    ["the person declined on GitHub", (state) => `error=access_denied&state=${state}`, true, signInErrors.refused],
  ])("%s", async ([, query, withCookie, error]) => {
    const { cookie, state } = await startSignIn();
    const page = await callBack(query(state), withCookie ? cookie : undefined);
    expect(page.status).toBe(403);
    expect(await handshakeOf(page)).toBe(errorMessage(error));
    expect(exchanges).toEqual([]);
  });

  it.for([
    ["GitHub refuses the code", () => Response.json({ error: "bad_verification_code", error_description: "…" })],
    ["GitHub fails", () => new Response("unavailable", { status: 503 })],
    ["GitHub answers something else", () => Response.json({ access_token: '"><script>alert(1)</script>' })],
    ["GitHub cannot be reached", () => Promise.reject(new TypeError("network down"))],
  ] as const)("%s", async ([, answer]) => {
    github = answer;
    const { cookie, state } = await startSignIn();
    const page = await callBack(`code=the-code&state=${state}`, cookie);
    expect(page.status).toBe(502);
    expect(await handshakeOf(page)).toBe(errorMessage(signInErrors.exchangeFailed));
    expect(exchanges).toHaveLength(1);
  });

  it("the OAuth App is not configured (the site still answers, the editor says so), or another provider than GitHub asked for", async () => {
    for (const overrides of [{ GITHUB_OAUTH_CLIENT_SECRET: undefined }, { GITHUB_OAUTH_CLIENT_ID: "" }]) {
      const page = await consoleFetch("/admin/auth?provider=github", bindings(overrides), { token });
      expect(page.status).toBe(503);
      expect(await handshakeOf(page)).toBe(errorMessage(signInErrors.notConfigured));
    }
    expect((await consoleFetch("/", bindings({ GITHUB_OAUTH_CLIENT_SECRET: undefined }))).status).toBe(200);
    // Another provider than GitHub: a 400.
    expect((await consoleFetch("/admin/auth?provider=gitlab", bindings(), { token })).status).toBe(400);
  });
});

describe("the sign-in window's script", () => {
  it("addresses both its messages to this site's origin only, and listens to the editor alone", () => {
    const targets = [...signInScript.matchAll(/postMessage\(([^)]*)\)/g)].map(([, args]) =>
      args?.split(",")[1]?.trim(),
    );
    expect(targets).toEqual(["window.location.origin", "window.location.origin"]);
    expect(signInScript).not.toMatch(/["'`]\*["'`]/);
    expect(signInScript).toContain("event.origin !== window.location.origin");
    expect(signInScript).toContain("event.source !== editor");
  });
});

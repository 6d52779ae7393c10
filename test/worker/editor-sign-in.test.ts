import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorContentSecurityPolicy } from "#functions/editor/editor-policy.ts";
import { signInErrors } from "#functions/editor/sign-in-copy.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import {
  accessToken,
  consoleBindings,
  consoleFetch,
  forgeries,
  newTeam,
  type SigningKey,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import signInScript from "../../public/admin/github-sign-in.js?raw";

// The editor's GitHub sign-in (issue 35, §3; docs/decisions/new-editor-door.md): Sveltia CMS's
// external authorisation flow, as routes of the Worker behind the editor's Access check, against a
// fake of GitHub's token endpoint (nothing leaves the machine).

const clientId = "Iv1.test-client-id";
const clientSecret = "test-client-secret-that-must-never-show";
const tokenEndpoint = "https://github.com/login/oauth/access_token";
const callback = `${testOrigin}/admin/auth/callback`;

let key: SigningKey;
let other: SigningKey;
/** What the fake GitHub answers at its token endpoint; each request it received. */
let github: (form: URLSearchParams) => Response | Promise<Response>;
let exchanges: URLSearchParams[];

beforeEach(async () => {
  key ??= await signingKey("key-2026-11");
  other ??= await signingKey("key-of-someone-else");
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
afterEach(() => {
  vi.restoreAllMocks();
});

function bindings(team: string, overrides: Record<string, unknown> = {}): Env {
  return consoleBindings(team, {
    GITHUB_OAUTH_CLIENT_ID: clientId,
    GITHUB_OAUTH_CLIENT_SECRET: clientSecret,
    ...overrides,
  });
}

/** The first leg: Sveltia's window asks for the sign-in; the Worker sends it to GitHub with a state in a cookie. */
async function startSignIn(team: string, token: string, scope = "repo,user") {
  const response = await consoleFetch(
    `/admin/auth?provider=github&site_id=www.tingis-industry.ma&scope=${scope}`,
    bindings(team),
    { token },
  );
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  const cookie = response.headers.get("set-cookie") ?? "";
  return { response, location, cookie, state: location.searchParams.get("state") ?? "" };
}

/** The second leg: GitHub sends the window back with a code (and the state), the browser adds the cookie. */
function callBack(team: string, token: string | undefined, query: string, cookie?: string) {
  return consoleFetch(`/admin/auth/callback?${query}`, bindings(team), {
    token,
    headers: cookie ? { cookie: cookie.split(";")[0] ?? "" } : {},
  });
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

function errorMessage(error: string): string {
  return `authorization:github:error:${JSON.stringify({ provider: "github", error })}`;
}

describe("a sign-in that succeeds", () => {
  it("goes to GitHub with a state bound to a cookie, then hands the token to the editor", async () => {
    const team = newTeam();
    const token = await accessToken(key, team);
    const { location, cookie, state } = await startSignIn(team, token);
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
    expect(cookie).toMatch(/Path=\/admin\/auth\/callback/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);

    const page = await callBack(team, token, `code=the-code&state=${state}`, cookie);
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
  });

  it("asks for public_repo alone when the editor's configuration does", async () => {
    const team = newTeam();
    const { location } = await startSignIn(team, await accessToken(key, team), "public_repo,user");
    expect(location.searchParams.get("scope")).toBe("public_repo");
  });

  it("never sends the browser to a fake GitHub off a loopback host, whatever GITHUB_OAUTH_BASE says", async () => {
    const team = newTeam();
    const response = await consoleFetch(
      "/admin/auth?provider=github",
      bindings(team, { GITHUB_OAUTH_BASE: "https://evil.example" }),
      {
        token: await accessToken(key, team),
      },
    );
    expect(response.headers.get("location")).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
  });
});

describe("a sign-in that fails gives the editor its reason, and no token", () => {
  it.for([
    ["a state that does not match the cookie's", () => "code=the-code&state=guessed", true, signInErrors.badState],
    // Another browser, or the sign-in was started elsewhere.
    ["no state cookie", (state: string) => `code=the-code&state=${state}`, false, signInErrors.badState],
    [
      "the person declined on GitHub",
      (state: string) => `error=access_denied&state=${state}`,
      true,
      signInErrors.refused,
    ],
  ] as const)("%s", async ([, query, withCookie, error]) => {
    const team = newTeam();
    const token = await accessToken(key, team);
    const { cookie, state } = await startSignIn(team, token);
    const page = await callBack(team, token, query(state), withCookie ? cookie : undefined);
    expect(page.status).toBe(403);
    expect(await handshakeOf(page)).toBe(errorMessage(error));
    expect(exchanges).toEqual([]);
  });

  it.for([
    ["GitHub refuses the code", () => Response.json({ error: "bad_verification_code", error_description: "…" })],
    ["GitHub fails", () => new Response("unavailable", { status: 503 })],
    ["GitHub answers something else", () => Response.json({ access_token: '"><script>alert(1)</script>' })],
    [
      "GitHub cannot be reached",
      () => {
        throw new TypeError("network down");
      },
    ],
  ] as const)("%s", async ([, answer]) => {
    github = answer;
    const team = newTeam();
    const token = await accessToken(key, team);
    const { cookie, state } = await startSignIn(team, token);
    const page = await callBack(team, token, `code=the-code&state=${state}`, cookie);
    expect(page.status).toBe(502);
    expect(await handshakeOf(page)).toBe(errorMessage(signInErrors.exchangeFailed));
    expect(exchanges).toHaveLength(1);
  });

  it("the OAuth App is not configured: the site still answers, the editor says so", async () => {
    const team = newTeam();
    const token = await accessToken(key, team);
    for (const overrides of [{ GITHUB_OAUTH_CLIENT_SECRET: undefined }, { GITHUB_OAUTH_CLIENT_ID: "" }]) {
      const page = await consoleFetch("/admin/auth?provider=github", bindings(team, overrides), { token });
      expect(page.status).toBe(503);
      expect(await handshakeOf(page)).toBe(errorMessage(signInErrors.notConfigured));
    }
    expect((await consoleFetch("/", bindings(team, { GITHUB_OAUTH_CLIENT_SECRET: undefined }))).status).toBe(200);
  });

  it("another provider than GitHub", async () => {
    const team = newTeam();
    const response = await consoleFetch("/admin/auth?provider=gitlab", bindings(team), {
      token: await accessToken(key, team),
    });
    expect(response.status).toBe(400);
  });
});

describe("without a valid Access token, no sign-in at all", () => {
  it.for(forgeries)("%s: 403, no redirect to GitHub, no exchange even with a valid state", async ([, make]) => {
    const team = newTeam();
    const { cookie, state } = await startSignIn(team, await accessToken(key, team));
    const token = await make({ current: key, other }, team);
    const start = await consoleFetch("/admin/auth?provider=github", bindings(team), { token });
    expect(start.status).toBe(403);
    expect(start.headers.get("location")).toBeNull();
    const page = await callBack(team, token, `code=the-code&state=${state}`, cookie);
    expect(page.status).toBe(403);
    expect(await page.text()).toBe("Requête refusée.");
    expect(exchanges).toEqual([]);
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

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localSignInPath } from "#functions/console/local-access.ts";
import { editorContentSecurityPolicy } from "#functions/editor/editor-policy.ts";
import { contentSecurityPolicy } from "#functions/security-policy.ts";
import {
  accessToken,
  audience,
  consoleBindings,
  consoleFetch,
  localToken,
  newTeam,
  type SigningKey,
  serveCerts,
  signingKey,
  unsigned,
} from "#test/worker/support/console-harness.ts";
import sveltiaPackage from "../../node_modules/@sveltia/cms/package.json";

// Only the company's people may open the editor (issue 35, §3; docs/decisions/new-editor-door.md):
// everything under /admin, its page, script and configuration included, passes the console's
// Access check in the Worker, and gets the editor's own policy.

/** Every kind of thing the editor is made of: its page under its three names, its scripts, its configuration, its sign-in. */
const editorPaths = [
  "/admin",
  "/admin/",
  "/admin/index.html",
  "/admin/sveltia-cms.js",
  `/admin/sveltia@${sveltiaPackage.version}/locales/fr.json`,
  "/admin/fonts/material-symbols-outlined.woff2",
  "/admin/chunks/react-dom.js",
  "/admin/github-sign-in.js",
  "/admin/config.yml",
  "/admin/config.yml?_=1767225600000",
  "/admin/auth?provider=github&site_id=www.tingis-industry.ma&scope=repo,user",
  "/admin/auth/callback?code=abc&state=def",
  "/admin/absent.js",
];

const sveltiaVersion = sveltiaPackage.version;

let current: SigningKey;
let other: SigningKey;

beforeEach(async () => {
  current ??= await signingKey("key-2026-11");
  other ??= await signingKey("key-of-someone-else");
  serveCerts(() => [current]);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function expectRefused(response: Response, path: string) {
  expect(response.status, path).toBe(403);
  const body = await response.text();
  expect(body, path).toBe("Requête refusée.");
  expect(response.headers.get("cache-control"), path).toBe("no-store");
  expect(response.headers.get("x-robots-tag"), path).toMatch(/^noindex/);
  expect(response.headers.get("set-cookie"), path).toBeNull();
}

describe("without a valid Access token, nothing of the editor", () => {
  const forgeries: [string, (team: string) => Promise<string | undefined>][] = [
    ["no token", async () => undefined],
    ["garbage", async () => "not.a.token"],
    [
      "a token signed by another key, under the published kid",
      async (team) => accessToken({ ...other, kid: current.kid }, team),
    ],
    [
      "alg: none",
      async (team) =>
        unsigned(
          { alg: "none", kid: current.kid },
          { email: "owner@example.com", iss: team, aud: audience, exp: Math.floor(Date.now() / 1000) + 3600 },
        ),
    ],
    ["an expired token", async (team) => accessToken(current, team, { expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    [
      "another Access application's token",
      async (team) => accessToken(current, team, { claims: { aud: "another-app" } }),
    ],
    ["a local token, off loopback", async () => localToken(current)],
  ];

  it.for(forgeries)("%s: 403 on every path, in the header or the cookie", async ([, make]) => {
    const team = newTeam();
    const token = await make(team);
    for (const path of editorPaths) {
      await expectRefused(await consoleFetch(path, consoleBindings(team), { token }), path);
      await expectRefused(await consoleFetch(path, consoleBindings(team), { token, asCookie: true }), path);
    }
  });

  it("a valid token is refused too when the console is off: the editor is never open by default", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    for (const overrides of [{ CONSOLE_ENABLED: "false" }, { ACCESS_AUD: "" }]) {
      for (const path of ["/admin", "/admin/sveltia-cms.js", "/admin/config.yml"]) {
        await expectRefused(await consoleFetch(path, consoleBindings(team, overrides), { token }), path);
      }
    }
  });
});

describe("with a valid Access token", () => {
  it("serves the editor's page with its own policy, never indexed nor kept by a shared cache", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    for (const asCookie of [false, true]) {
      const response = await consoleFetch("/admin", consoleBindings(team), { token, asCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-robots-tag")).toMatch(/^noindex/);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<script src="/admin/sveltia-cms.js"></script>');
      expect(html).not.toMatch(/<script src="https?:/);
    }
  });

  it("serves its script, its French strings and its configuration from this site", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    const bindings = consoleBindings(team);
    const script = await consoleFetch("/admin/sveltia-cms.js", bindings, { token });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
    expect(await script.text()).toContain("registerPreviewTemplate");
    // Sveltia asks for `…/sveltia@<version>/…`; the asset server spells the @ %40, one redirect away.
    const asked = await consoleFetch(`/admin/sveltia@${sveltiaVersion}/locales/fr.json`, bindings, { token });
    expect(asked.status).toBe(307);
    const strings = await consoleFetch(asked.headers.get("location") ?? "", bindings, { token });
    expect(strings.status).toBe(200);
    expect(((await strings.json()) as { work_with_local_repo: string }).work_with_local_repo).toBe(
      "Travailler avec un dépôt local",
    );
    const config = await consoleFetch("/admin/config.yml?_=1767225600000", bindings, { token });
    expect(config.status).toBe(200);
    expect(await config.text()).toMatch(/"backend": \{\s*"name": "github"/);
  });

  it("sends /admin/ and /admin/index.html to /admin, as every page drops its trailing slash", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    for (const path of ["/admin/", "/admin/index.html"]) {
      const response = await consoleFetch(path, consoleBindings(team), { token });
      expect(response.status, path).toBe(307);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
  });

  it("takes no other method than GET and HEAD", async () => {
    const team = newTeam();
    const token = await accessToken(current, team);
    expect((await consoleFetch("/admin", consoleBindings(team), { token, method: "HEAD" })).status).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await consoleFetch("/admin/config.yml", consoleBindings(team), { token, method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
  });

  it("leaves the public pages' policy as it was", async () => {
    const team = newTeam();
    const response = await consoleFetch("/ingenierie", consoleBindings(team), {
      token: await accessToken(current, team),
    });
    expect(response.headers.get("content-security-policy")).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|blob:|api\.github\.com/);
  });
});

describe("the local sign-in of `npm start`", () => {
  it("opens the editor as well as the console, on a loopback host only", async () => {
    const team = newTeam();
    const bindings = consoleBindings(team, { CONSOLE_LOCAL_JWKS: JSON.stringify({ keys: [current.publicJwk] }) });
    const local = await localToken(current, "dev@example.com");
    const origin = "http://localhost:8787";
    const signIn = await consoleFetch(`${localSignInPath}?jeton=${local}`, bindings, { origin });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    const pair = cookie.split(";")[0] ?? "";
    expect((await consoleFetch("/admin", bindings, { origin, headers: { cookie: pair } })).status).toBe(200);
    await expectRefused(await consoleFetch("/admin", bindings, { headers: { cookie: pair } }), "/admin");
  });
});

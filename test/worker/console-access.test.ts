import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { localSignInPath } from "#functions/console/local-access.ts";
import { editorContentSecurityPolicy } from "#functions/editor/editor-policy.ts";
import { contentSecurityPolicy } from "#functions/security-policy.ts";
import {
  accessToken,
  consoleBindings,
  consoleFetch,
  expectRefused,
  forgeries,
  formTokenOf,
  localToken,
  newTeam,
  type SigningKey,
  serveCerts,
  session,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import sveltiaPackage from "../../node_modules/@sveltia/cms/package.json";

// Who may open the console and the editor (issue 23, §2, §3, §9; issue 35, §3; docs/decisions/024, new-editor-door.md):
// an Access token verified in the Worker on every request under /console and /admin, the same 403 for every failure.

const consolePaths = [
  "/console",
  "/console/messages/x",
  "/console/messages/x/fichiers/1",
  "/console/export.csv?du=2026-01-01&au=2026-12-31",
];
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

let current: SigningKey;
let other: SigningKey;
let published: Map<string, SigningKey[]>;
let certsCalls: string[];

beforeEach(async () => {
  current ??= await signingKey("key-2026-11");
  other ??= await signingKey("key-of-someone-else");
  published = new Map();
  certsCalls = serveCerts((team) => published.get(team) ?? [current]);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a valid Access token", () => {
  it("opens the console, in the header Access adds or in its cookie, on any host, and names who is signed in; answers other methods with a 405; honours a rotated key", async () => {
    const { team, fetch } = await session(current);
    for (const asCookie of [false, true]) {
      const response = await fetch("/console", { asCookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toMatch(/noindex/);
      expect(response.headers.get("content-security-policy")).toMatch(
        /script-src 'self' 'inline-speculation-rules' 'nonce-[^']+'(;|$)/,
      );
      const html = await response.text();
      expect(html).toContain("owner@example.com");
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
      // No framework runtime, no enhancer: HTML and CSS only.
      expect(html).not.toMatch(/<script/);
    }
    // On the public host too: never indexed.
    const onPublicHost = await fetch("/console", { origin: "https://www.tingis-industry.ma" });
    expect(onPublicHost.status).toBe(200);
    expect(onPublicHost.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // Other methods: a 405, and only to someone signed in.
    const deleted = await fetch("/console", { method: "DELETE" });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get("allow")).toBe("GET, HEAD, POST");
    await expectRefused(await fetch("/console", { method: "DELETE", token: undefined }));
    // The key set fetched once, then cached; a rotated key's kid it does not know makes it fetch the set again.
    expect(certsCalls).toEqual([`${team}/cdn-cgi/access/certs`]);
    const next = await signingKey("key-2027-01");
    published.set(team, [current, next]);
    // Past the 30 s between two fetches of the same set.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31_000);
    expect((await fetch("/console", { token: await accessToken(next, team) })).status).toBe(200);
    expect(certsCalls).toHaveLength(2);
  });

  it("serves the editor's page with its own policy, never indexed nor kept by a shared cache, under its three names, to GET and HEAD alone, leaving the public pages' policy as it was; its script, French strings and configuration from this site", async () => {
    const { fetch } = await session(current);
    for (const asCookie of [false, true]) {
      const response = await fetch("/admin", { asCookie });
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
    // As every page drops its trailing slash.
    for (const path of ["/admin/", "/admin/index.html"]) {
      const response = await fetch(path);
      expect(response.status, path).toBe(307);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
    expect((await fetch("/admin", { method: "HEAD" })).status).toBe(200);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const response = await fetch("/admin/config.yml", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    }
    // The editor's looser policy stays the editor's.
    expect((await fetch("/ingenierie")).headers.get("content-security-policy")).not.toContain("unsafe-inline");
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|blob:|api\.github\.com/);
    // Its script, its French strings and its configuration, from this site.
    const script = await fetch("/admin/sveltia-cms.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect(script.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
    expect(await script.text()).toContain("registerPreviewTemplate");
    // Sveltia asks for `…/sveltia@<version>/…`; the asset server spells the @ %40, one redirect away.
    const asked = await fetch(`/admin/sveltia@${sveltiaPackage.version}/locales/fr.json`);
    expect(asked.status).toBe(307);
    const strings = await fetch(asked.headers.get("location") ?? "");
    expect(strings.status).toBe(200);
    expect(((await strings.json()) as { work_with_local_repo: string }).work_with_local_repo).toBe(
      "Travailler avec un dépôt local",
    );
    const config = await fetch("/admin/config.yml?_=1767225600000");
    expect(config.status).toBe(200);
    expect(await config.text()).toMatch(/"backend": \{\s*"name": "github"/);
  });
});

describe("every forgery gets the same 403, on every path of the console and the editor", () => {
  it.for(forgeries)("%s, and no GitHub sign-in even with the state of one a valid token started", async ([, make]) => {
    const gitHub = { GITHUB_OAUTH_CLIENT_ID: "Iv1.test-client-id", GITHUB_OAUTH_CLIENT_SECRET: "test-client-secret" };
    const { team, bindings, fetch } = await session(current, { overrides: gitHub });
    const started = await fetch("/admin/auth?provider=github&scope=repo");
    const state = new URL(started.headers.get("location") ?? "").searchParams.get("state");
    const cookie = started.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toBe(`editeur-github-etat=${state}`);
    const token = await make({ current, other, team });
    for (const path of [...consolePaths, ...editorPaths, `/admin/auth/callback?code=the-code&state=${state}`])
      for (const asCookie of [false, true])
        await expectRefused(await consoleFetch(path, bindings, { token, asCookie, headers: { cookie } }), path);
    // Only the team's key set was ever fetched: never GitHub's token endpoint, nor another team's keys.
    expect(certsCalls).toEqual([`${team}/cdn-cgi/access/certs`]);
  });
});

describe("a console never open by default", () => {
  it.for([
    { CONSOLE_ENABLED: "false" },
    { CONSOLE_ENABLED: undefined },
    { ACCESS_AUD: "" },
    { ACCESS_AUD: undefined },
    { ACCESS_TEAM_DOMAIN: "" },
    { ACCESS_TEAM_DOMAIN: "https://attacker.example" },
  ])("refuses a valid token to the console and the editor with %j", async (overrides) => {
    const { fetch } = await session(current, { overrides });
    for (const path of ["/console", "/admin", "/admin/sveltia-cms.js", "/admin/config.yml"])
      await expectRefused(await fetch(path), path);
  });

  it("refuses an address outside the allow-list, when one is set", async () => {
    const overrides = { CONSOLE_ALLOWED_EMAILS: "Owner@example.com, chef@example.com" };
    const { team, fetch } = await session(current, { overrides });
    expect((await fetch("/console")).status).toBe(200);
    await expectRefused(
      await fetch("/console", { token: await accessToken(current, team, { email: "intrus@example.com" }) }),
    );
  });

  it("trusts the local key only on a loopback host, in the header or from `npm start`'s sign-in, for the console and the editor", async () => {
    const team = newTeam();
    const bindings = consoleBindings(team, { CONSOLE_LOCAL_JWKS: JSON.stringify({ keys: [current.publicJwk] }) });
    const local = await localToken(current, "dev@example.com");
    const origin = "http://localhost:8787";
    expect((await consoleFetch("/console", bindings, { token: local, origin })).status).toBe(200);
    await expectRefused(await consoleFetch("/console", bindings, { token: local }));
    await expectRefused(await consoleFetch("/console", consoleBindings(team), { token: local, origin }));
    const signIn = await consoleFetch(`${localSignInPath}?jeton=${local}`, bindings, { origin });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/Path=\/(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    const pair = cookie.split(";")[0] ?? "";
    expect((await consoleFetch("/admin", bindings, { origin, headers: { cookie: pair } })).status).toBe(200);
    await expectRefused(await consoleFetch("/admin", bindings, { headers: { cookie: pair } }), "/admin");
  });

  it("gives nothing, without a token, on paths that only look like the console", async () => {
    const bindings = consoleBindings(newTeam());
    // Seen by the console's routes (React Router matches paths whatever their case), not all by the guard.
    for (const path of ["/CONSOLE", "/Console/etat", "/%63onsole", "/console%2Fetat", "/console/", "//console"]) {
      const response = await consoleFetch(path, bindings);
      // Refused, not found, or sent to /404 as any unknown path is.
      expect([302, 403, 404], path).toContain(response.status);
      if (response.status === 302) expect(response.headers.get("location"), path).toBe("/404");
      expect(await response.text(), path).not.toMatch(/Connecté en tant que|jeton/);
    }
  });
});

describe("writes", () => {
  const count = (formToken: string) => ({ jeton: formToken, intent: "count", email: "personne@example.com" });

  it("refuses a cross-site POST, a missing or foreign form token, another content type and an oversized form; takes a same-origin POST with the session's form token", async () => {
    const { team, bindings, token, fetch } = await session(current);
    const formToken = await formTokenOf(await fetch("/console/effacement"));
    const colleague = await accessToken(current, team, { email: "collegue@example.com" });
    const otherSession = await formTokenOf(await fetch("/console/effacement", { token: colleague }));
    const attempts: Parameters<typeof consoleFetch>[2][] = [
      { token, form: count(formToken), headers: { origin: "https://evil.example" } },
      { token, form: count(formToken), headers: { origin: "null" } },
      { token, form: count(formToken), headers: { origin: "https://console.tingis-industry.test" } },
      { token, form: count(formToken), omitOrigin: true, headers: { "sec-fetch-site": "cross-site" } },
      { token, form: count(formToken), omitOrigin: true },
      { token, form: { intent: "count", email: "personne@example.com" } },
      { token, form: count("") },
      { token, form: count(otherSession) },
      { token, form: count(formToken), headers: { "content-type": "multipart/form-data; boundary=x" } },
      { token, form: { ...count(formToken), padding: "x".repeat(20_000) } },
      // A valid form token without the Access token: still nobody.
      { form: count(formToken) },
    ];
    for (const attempt of attempts) await expectRefused(await consoleFetch("/console/effacement", bindings, attempt));
    const response = await fetch("/console/effacement", { form: count(formToken) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Aucun message de personne@example.com.");
  });
});

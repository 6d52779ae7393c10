import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import { z } from "zod";
import { httpRefusals } from "#app/content/refusals.ts";
import { isLoopback } from "#functions/console/local-access.ts";
import { signInErrors } from "#functions/editor/sign-in-copy.ts";

/**
 * GitHub's sign-in for the content editor (docs/decisions/new-editor-door.md): the external
 * authorisation server Sveltia CMS's GitHub backend expects at `base_url/auth_endpoint`, as a few
 * routes of this Worker, behind the editor's Access check like everything under /admin.
 *
 * Sveltia opens `/admin/auth?provider=github&scope=…` in a window of its own; this sends the
 * window to GitHub with a `state` bound to a cookie; GitHub sends it back to the callback with a
 * code, which this exchanges for a token with the OAuth App's secret; the callback's page then
 * hands the token to the editor through Sveltia's handshake (public/admin/github-sign-in.js):
 * "authorizing:github", then "authorization:github:success:{…}" or "…:error:{…}", addressed to
 * this site's origin only.
 */

export type GitHubSignInEnv = Partial<
  Record<"GITHUB_OAUTH_CLIENT_ID" | "GITHUB_OAUTH_CLIENT_SECRET" | "GITHUB_OAUTH_BASE", string>
>;

/** Where the editor's configuration points Sveltia (`auth_endpoint: admin/auth`), and where GitHub comes back. */
export const signInPath = "/admin/auth";
const callbackPath = `${signInPath}/callback`;

const githubBase = "https://github.com";

/** The sign-in's state, for the callback only, for as long as a person takes to approve on GitHub. */
const stateCookie = "editeur-github-etat";
const stateLifetimeSeconds = 10 * 60;

interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** GitHub, or on a loopback host only, a local fake of it (the tests'). */
  base: string;
}

/** The OAuth App of this Worker, or null when its client ID or secret is missing. */
function readOAuthApp(env: GitHubSignInEnv, requestUrl: string): OAuthApp | null {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  const fake = env.GITHUB_OAUTH_BASE?.trim();
  return { clientId, clientSecret, base: fake && isLoopback(requestUrl) ? fake.replace(/\/$/, "") : githubBase };
}

/**
 * `repo` (read and write to the repository, private or public), or `public_repo` when the
 * editor's configuration asks for that alone (`auth_scope`). Sveltia also asks for `user`, which
 * would let the token change the person's GitHub profile: never granted, the profile reads without it.
 */
function scopeFor(requested: string | undefined): "repo" | "public_repo" {
  const scopes = (requested ?? "").split(/[\s,]+/);
  return scopes.includes("public_repo") && !scopes.includes("repo") ? "public_repo" : "repo";
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function callbackUrl(c: Context): string {
  return new URL(callbackPath, c.req.url).href;
}

function cookieOptions(c: Context) {
  return {
    path: callbackPath,
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  } as const;
}

export const githubSignIn = new Hono<{ Bindings: GitHubSignInEnv }>();

githubSignIn.get("/", (c) => {
  if (c.req.query("provider") !== "github") return c.text(httpRefusals[400], 400);
  const app = readOAuthApp(c.env, c.req.url);
  if (!app) return handshakePage(c, { error: signInErrors.notConfigured }, 503);
  const state = randomState();
  setCookie(c, stateCookie, state, { ...cookieOptions(c), maxAge: stateLifetimeSeconds });
  const authorize = new URL("/login/oauth/authorize", app.base);
  authorize.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: callbackUrl(c),
    scope: scopeFor(c.req.query("scope")),
    state,
    allow_signup: "false",
  }).toString();
  return c.redirect(authorize.href, 302);
});

githubSignIn.get("/callback", async (c) => {
  const expected = getCookie(c, stateCookie);
  // One use only, whatever comes next.
  deleteCookie(c, stateCookie, cookieOptions(c));
  const app = readOAuthApp(c.env, c.req.url);
  if (!app) return handshakePage(c, { error: signInErrors.notConfigured }, 503);
  const { code, state, error } = c.req.query();
  if (error) return handshakePage(c, { error: signInErrors.refused }, 403);
  if (!expected || !state || state !== expected || !code)
    return handshakePage(c, { error: signInErrors.badState }, 403);
  const token = await exchangeCode(app, code, callbackUrl(c));
  if (!token) return handshakePage(c, { error: signInErrors.exchangeFailed }, 502);
  return handshakePage(c, { token }, 200);
});

/** GitHub's answer when it grants a token (it answers 200 with `error` when it does not). */
const grantedToken = z.object({ access_token: z.string().regex(/^[\w-]{1,255}$/) });

/** The code exchanged for a token at GitHub's token endpoint, or null: GitHub refused, failed or did not answer. */
async function exchangeCode(app: OAuthApp, code: string, redirectUri: string): Promise<string | null> {
  try {
    const response = await fetch(`${app.base}/login/oauth/access_token`, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: new URLSearchParams({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const body: unknown = response.ok ? await response.json() : null;
    const granted = grantedToken.safeParse(body);
    if (granted.success) return granted.data.access_token;
    const reason = (body as { error?: unknown } | null)?.error ?? `HTTP ${response.status}`;
    console.error(`Editor's GitHub sign-in: no token (${String(reason)})`);
    return null;
  } catch (failure) {
    console.error("Editor's GitHub sign-in: the token endpoint failed", failure);
    return null;
  }
}

/**
 * The sign-in window's last page: the result Sveltia waits for, in a data attribute its script
 * (public/admin/github-sign-in.js, no inline script) posts to the editor, and a line for the person.
 */
function handshakePage(c: Context, result: { token: string } | { error: string }, status: 200 | 403 | 502 | 503) {
  const outcome = "token" in result ? "success" : "error";
  const message = `authorization:github:${outcome}:${JSON.stringify({ provider: "github", ...result })}`;
  const text = "token" in result ? "Connexion à GitHub réussie\u00a0: cette fenêtre va se fermer." : result.error;
  return c.html(
    html`<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Connexion à GitHub · Édition du site</title>
    <script type="module" src="/admin/github-sign-in.js"></script>
  </head>
  <body>
    <main id="github-sign-in" data-message="${message}">
      <p>${text}</p>
    </main>
  </body>
</html>
`,
    status,
  );
}

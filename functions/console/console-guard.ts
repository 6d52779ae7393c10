import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import { formTokenField } from "#app/console/console-service.ts";
import { httpRefusals } from "#app/content/refusals.ts";
import { type AccessMode, type ConsoleEnv, readAccessMode } from "#functions/console/access-config.ts";
import { verifyAccessToken } from "#functions/console/access-token.ts";
import { localSignInPath } from "#functions/console/local-access.ts";
import { isCrossOriginWrite } from "#functions/cross-origin.ts";
import { overrideResponseHeaders } from "#functions/middleware/secure-responses.ts";

/**
 * The console's door (docs/decisions/024), on every request under /console, exports
 * included: a Cloudflare Access token verified in the Worker, whatever Access did before; then,
 * for a POST, the same origin check as the public API and the form token bound to that token.
 * Anyone refused gets the same 403 and the same words, whatever was wrong.
 */

export interface ConsoleSession {
  identity: string;
  formToken: string;
}

export interface ConsoleVariables {
  consoleSession?: ConsoleSession;
}

/** Access puts the token in this header on every request it lets through, and browsers carry its cookie. */
const tokenHeader = "Cf-Access-Jwt-Assertion";
const tokenCookie = "CF_Authorization";

/** A console form is a few fields: anything larger is refused unread. */
const maxFormBytes = 16 * 1024;

type ConsoleContext = Context<{ Bindings: ConsoleEnv; Variables: ConsoleVariables }>;

export const consoleGuard: MiddlewareHandler<{ Bindings: ConsoleEnv; Variables: ConsoleVariables }> = async (
  c,
  next,
) => {
  await answer(c, next);
  // Never indexed, never kept by any cache, on every host (the public one included).
  overrideResponseHeaders(c, { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" });
};

async function answer(c: ConsoleContext, next: () => Promise<void>): Promise<void> {
  const mode = readAccessMode(c.env, c.req.url);
  if (!mode) return refuse(c);
  if (mode.kind === "local" && c.req.path === localSignInPath) return signInLocally(c, mode);
  const access = await verifiedAccess(c, mode);
  if (!access) return refuse(c);
  const { token, identity } = access;
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") {
    c.res = c.text(httpRefusals[405], 405, { Allow: "GET, HEAD, POST" });
    return;
  }
  const session = { identity, formToken: await formTokenFor(token) };
  if (method === "POST" && !(await isTrustedPost(c, session.formToken))) return refuse(c);
  c.set("consoleSession", session);
  await next();
}

/**
 * The Access token this request carries (in Access's header, or its cookie) and who it names, or
 * null when there is none or it fails. The content editor's door (functions/editor/) uses it too.
 */
export async function verifiedAccess(
  c: Context,
  mode: AccessMode,
): Promise<{ token: string; identity: string } | null> {
  const token = c.req.header(tokenHeader) ?? getCookie(c, tokenCookie);
  const identity = token ? await verifyAccessToken(token, mode) : null;
  return token && identity ? { token, identity } : null;
}

function refuse(c: ConsoleContext): void {
  c.res = c.text(httpRefusals[403], 403);
}

/**
 * A POST from the console itself: same origin (as the public API checks), a form of bounded size,
 * and the token of this session. A cross-site page can neither read the Access token nor guess
 * its hash.
 */
async function isTrustedPost(c: ConsoleContext, expected: string): Promise<boolean> {
  if (isCrossOriginWrite(c.req.raw)) return false;
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return false;
  let oversized = false;
  let form: FormData | undefined;
  await bodyLimit({
    maxSize: maxFormBytes,
    onError: () => {
      oversized = true;
      return new Response(null, { status: 413 });
    },
  })(c, async () => {
    // A copy: React Router's action reads the body itself.
    form = await c.req.raw.clone().formData();
  });
  return !oversized && form?.get(formTokenField) === expected;
}

/** The form token: a hash of the Access token, so it changes with the session and reveals nothing of it. */
async function formTokenFor(accessToken: string): Promise<string> {
  const data = new TextEncoder().encode(`tingis-console-form:${accessToken}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Local only (the local key on a loopback host): a browser cannot send the Access header, so
 * `npm run console:token` prints this address, which puts a valid local token in the cookie
 * Access would set, then opens the console (the editor at /admin opens with the same cookie).
 */
async function signInLocally(c: ConsoleContext, mode: AccessMode): Promise<void> {
  const token = c.req.query("jeton");
  if (!token || !(await verifyAccessToken(token, mode))) return refuse(c);
  // For the whole site, as Access's own cookie is: the content editor (/admin) reads it too.
  setCookie(c, tokenCookie, token, { path: "/", httpOnly: true, sameSite: "Lax" });
  c.res = c.redirect("/console", 303);
}

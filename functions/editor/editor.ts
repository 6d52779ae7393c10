import { type Context, Hono, type MiddlewareHandler } from "hono";
import { httpRefusals } from "#app/content/refusals.ts";
import { type ConsoleEnv, readAccessMode } from "#functions/console/access-config.ts";
import { verifiedAccess } from "#functions/console/console-guard.ts";
import { editorSecurityHeaders } from "#functions/editor/editor-policy.ts";
import { type GitHubSignInEnv, githubSignIn, signInPath } from "#functions/editor/github-sign-in.ts";
import { type NonceVariables, overrideResponseHeaders } from "#functions/middleware/secure-responses.ts";

/**
 * The content editor at /admin (Sveltia CMS, docs/decisions/new-editor-door.md), mounted by
 * functions/worker.ts. Its page, script and configuration are static files (public/admin/, the
 * build copies Sveltia's script there), which wrangler.toml's `run_worker_first` sends through the
 * Worker: each request passes the console's Cloudflare Access check first, then gets the file
 * through the assets binding, or GitHub's sign-in (github-sign-in.ts). Refused: 403, and nothing
 * of the editor.
 */

export type EditorEnv = ConsoleEnv & GitHubSignInEnv & { ASSETS: Fetcher };
type EditorContext = Context<{ Bindings: EditorEnv; Variables: NonceVariables }>;

const editorDoor: MiddlewareHandler<{ Bindings: EditorEnv; Variables: NonceVariables }> = async (c, next) => {
  const signIn = c.req.path === signInPath || c.req.path.startsWith(`${signInPath}/`);
  c.set("editorHeaders", editorSecurityHeaders({ signIn }));
  await answer(c, next);
  // Files may be kept by the person's browser, revalidated each time; nothing else, by no cache.
  const file = !signIn && (c.res.status === 200 || c.res.status === 304);
  overrideResponseHeaders(c, {
    "X-Robots-Tag": "noindex, nofollow",
    "Cache-Control": file ? "private, no-cache" : "no-store",
  });
};

async function answer(c: EditorContext, next: () => Promise<void>): Promise<void> {
  const mode = readAccessMode(c.env, c.req.url);
  if (!mode || !(await verifiedAccess(c, mode))) {
    c.res = c.text(httpRefusals[403], 403);
    return;
  }
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    c.res = c.text(httpRefusals[405], 405, { Allow: "GET, HEAD" });
    return;
  }
  await next();
}

export const editor = new Hono<{ Bindings: EditorEnv; Variables: NonceVariables }>();
editor.use("*", editorDoor);
editor.route("/auth", githubSignIn);
// The editor's own files, as the assets would have served them (html_handling included).
editor.get("*", (c) => c.env.ASSETS.fetch(c.req.raw));

import type { Context, MiddlewareHandler } from "hono";
import { pageMeta } from "#app/content/pages.ts";
import { httpRefusals } from "#app/content/refusals.ts";
import { alternates } from "#app/i18n/locales.ts";

/**
 * True for the one URL a page takes a POST at, in each language: the home page's form action,
 * `/?index` (a bare `index` parameter, as React Router names an index route's
 * action), `/en?index`, `/ar?index`. A POST to `/` alone would reach the root route, which has no action.
 */
const homePaths = alternates(pageMeta.home.path).map(({ path }) => path);

function isHomeAction(c: Context): boolean {
  return homePaths.includes(c.req.path) && (c.req.queries("index") ?? []).includes("");
}

/**
 * Answers, on page paths, the methods React Router has nothing to do with, so
 * they never reach it (where an OPTIONS or a POST without an action is logged
 * as an error with a stack trace, docs/decisions/016): OPTIONS gets a 204
 * listing the allowed methods; any other method a page does not take gets a
 * French 405 with `Allow`.
 */
export const answerPageMethods: MiddlewareHandler = async (c, next) => {
  const allowed = isHomeAction(c) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
  if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allowed.join(", ") });
  if (!allowed.includes(c.req.method)) return c.text(httpRefusals[405], 405, { Allow: allowed.join(", ") });
  await next();
};

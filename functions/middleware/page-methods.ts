import type { MiddlewareHandler } from "hono";
import { pageMeta } from "#app/content/pages.ts";
import { httpRefusals } from "#app/content/refusals.ts";

/** The only page with an action: the home page, where the contact form posts without JavaScript. */
const pathsWithAction = new Set([pageMeta.home.path]);

/** The methods a page path answers. */
function allowedMethods(path: string): string[] {
  return pathsWithAction.has(path) ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

/**
 * Answers, on page paths, the methods React Router has nothing to do with, so
 * they never reach it (where an OPTIONS or a POST without an action is logged
 * as an error with a stack trace): OPTIONS gets a 204 listing the allowed
 * methods; any other method a page does not take gets a French 405 with `Allow`.
 */
export const answerPageMethods: MiddlewareHandler = async (c, next) => {
  const allowed = allowedMethods(c.req.path);
  if (c.req.method === "OPTIONS") return c.body(null, 204, { Allow: allowed.join(", ") });
  if (!allowed.includes(c.req.method)) return c.text(httpRefusals[405], 405, { Allow: allowed.join(", ") });
  await next();
};

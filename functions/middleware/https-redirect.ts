import type { MiddlewareHandler } from "hono";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain-HTTP requests get a permanent redirect to HTTPS before anything else
 * (HSTS only takes over after a first secure visit). Local servers stay on HTTP.
 * GET and HEAD get a 301; anything else a 308, which keeps the method and the
 * body (a 301 turns a POST into a GET and drops what was posted).
 */
export const redirectToHttps: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== "http:" || loopbackHosts.has(url.hostname)) return next();
  url.protocol = "https:";
  const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
  return c.redirect(url.toString(), readOnly ? 301 : 308);
};

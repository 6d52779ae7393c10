import type { MiddlewareHandler } from "hono";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain-HTTP requests get a permanent redirect to HTTPS before anything else
 * (HSTS only takes over after a first secure visit). Local servers stay on HTTP.
 */
export const redirectToHttps: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== "http:" || loopbackHosts.has(url.hostname)) return next();
  url.protocol = "https:";
  return c.redirect(url.toString(), 301);
};

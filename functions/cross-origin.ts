import type { MiddlewareHandler } from "hono";

/** Why a cross-origin write is refused, in the API's JSON and on pages alike. */
export const crossOriginRefusal = "Requête refusée\u00a0: elle ne provient pas de ce site.";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True for a write (POST, PUT, PATCH, DELETE) a browser sent from another site:
 * the cross-site request forgery a visitor's browser can be tricked into.
 * Browsers always say where a write comes from (Origin, else Sec-Fetch-Site);
 * a request with neither is not from a browser, and could forge them anyway.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  return false;
}

/** For page routes: their actions write too (the contact form's no-JavaScript post). */
export const refuseCrossOriginPageWrites: MiddlewareHandler = async (c, next) => {
  if (isCrossOriginWrite(c.req.raw)) return c.text(crossOriginRefusal, 403);
  await next();
};

import type { Context, MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";

/** Why a cross-origin write is refused, in the API's JSON and on pages alike. */
export const crossOriginRefusal = "Requête refusée\u00a0: elle ne provient pas de ce site.";

/**
 * Hono's csrf: a write with a body a page of another site can send without asking (a form, or
 * text) passes only when its Origin, else its Sec-Fetch-Site, says it comes from this site.
 */
const sameOriginForms = csrf();

/** True for a form or text write from another site: the forgery a visitor's browser can be tricked into. */
export async function isCrossSiteForm(c: Context): Promise<boolean> {
  try {
    await sameOriginForms(c, async () => {});
    return false;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return true;
    throw error;
  }
}

/** For page routes: their actions write too (the contact form's no-JavaScript post). */
export const refuseCrossOriginPageWrites: MiddlewareHandler = async (c, next) => {
  if (await isCrossSiteForm(c)) return c.text(crossOriginRefusal, 403);
  await next();
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The API's check, kept because Hono's csrf lets a JSON write from another site through (a browser
 * asks first, by CORS preflight): any write whose Origin, else Sec-Fetch-Site, is not this site.
 * A request with neither is not from a browser, and could forge them anyway.
 */
export function isCrossOriginWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== new URL(request.url).origin;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  return false;
}

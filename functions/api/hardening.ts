import type { ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { httpRefusals, type RefusalStatus } from "#app/content/refusals.ts";
import { refuse } from "#functions/api/refuse.ts";
import { crossOriginRefusal, isCrossOriginWrite } from "#functions/cross-origin.ts";
import { overrideResponseHeaders } from "#functions/middleware/secure-responses.ts";

function isRefusalStatus(status: number): status is RefusalStatus {
  return status in httpRefusals;
}

/**
 * Middleware for every /api route, registered by the Worker before the API
 * itself so that routes added later are covered: cross-origin writes are
 * refused, and no answer is ever cached (they depend on the request).
 */
export const apiGuard: MiddlewareHandler = async (c, next) => {
  if (isCrossOriginWrite(c.req.raw)) {
    c.res = refuse(c, 403, crossOriginRefusal);
  } else {
    await next();
  }
  overrideResponseHeaders(c, { "Cache-Control": "no-store" });
};

/**
 * The API's error handler, for what a route or Hono itself throws: JSON with a
 * French message and the right status, never a stack trace or framework text.
 * Our routes refuse with `refuse()` instead of throwing; unexpected errors are logged.
 */
export const apiErrorHandler: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    return refuse(c, isRefusalStatus(error.status) ? error.status : 400);
  }
  console.error("API error", error);
  return refuse(c, 500);
};

import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { crossOriginRefusal, isCrossOriginWrite } from "#functions/cross-origin.ts";
import { overrideResponseHeaders } from "#functions/middleware/secure-responses.ts";

/** The API's refusals and failures, in French, always sent as `{ ok: false, error }` JSON. */
export const apiMessages = {
  crossOrigin: crossOriginRefusal,
  internal: "Une erreur interne est survenue. Merci de réessayer ultérieurement.",
} as const;

/** Messages for the client errors a route or Hono middleware may throw as HTTPException. */
const clientErrorMessages = {
  400: "Requête invalide.",
  403: "Requête refusée.",
  404: "Ressource introuvable.",
  405: "Méthode non autorisée.",
  413: "Requête trop volumineuse.",
  415: "Format de requête non pris en charge.",
  429: "Trop de requêtes\u00a0: merci de réessayer dans quelques instants.",
} as const;

type ClientErrorStatus = keyof typeof clientErrorMessages;

function isClientErrorStatus(status: number): status is ClientErrorStatus {
  return status in clientErrorMessages;
}

function apiError(c: Context, message: string, status: ClientErrorStatus | 500) {
  return c.json({ ok: false, error: message }, status);
}

/**
 * Middleware for every /api route, registered by the Worker before the API
 * itself so that routes added later are covered: cross-origin writes are
 * refused, and no answer is ever cached (they depend on the request).
 */
export const apiGuard: MiddlewareHandler = async (c, next) => {
  if (isCrossOriginWrite(c.req.raw)) {
    c.res = apiError(c, apiMessages.crossOrigin, 403);
  } else {
    await next();
  }
  overrideResponseHeaders(c, { "Cache-Control": "no-store" });
};

/**
 * The API's error handler: JSON with a French message and the right status,
 * never a stack trace or framework text. Unexpected errors are logged.
 */
export const apiErrorHandler: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    const status = isClientErrorStatus(error.status) ? error.status : 400;
    return apiError(c, clientErrorMessages[status], status);
  }
  console.error("API error", error);
  return apiError(c, apiMessages.internal, 500);
};

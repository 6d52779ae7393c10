import { type Context, Hono } from "hono";
import { contactApi } from "#functions/api/contact.ts";
import { apiErrorHandler } from "#functions/api/hardening.ts";
import { refuse } from "#functions/api/refuse.ts";
import { vitalsApi } from "#functions/api/vitals.ts";

/**
 * The JSON API, mounted under /api by the Worker entry. Every answer is JSON,
 * including refusals, so clients never have to parse framework text.
 */
export const api = new Hono<{ Bindings: Env }>();

api.onError(apiErrorHandler);

api.route("/", contactApi);
api.route("/", vitalsApi);

/** The answer for any /api path no route serves. */
export function apiNotFound(c: Context) {
  return refuse(c, 404);
}

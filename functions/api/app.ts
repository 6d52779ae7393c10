import { Hono } from "hono";
import { contactApi } from "./contact";

/**
 * The JSON API, mounted under /api by the Worker entry. Every answer is JSON,
 * including refusals, so clients never have to parse framework text.
 */
export const api = new Hono<{ Bindings: Env }>();

api.onError((error, c) => {
  console.error("API error", error);
  return c.json({ ok: false, error: "Une erreur interne est survenue. Merci de réessayer ultérieurement." }, 500);
});

api.route("/", contactApi);

/** The answer for any /api path no route serves. */
export function apiNotFound(c: { json: (body: unknown, status: 404) => Response }) {
  return c.json({ ok: false, error: "Ressource introuvable." }, 404);
}

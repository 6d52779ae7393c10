import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { httpRefusals, otherCharsetRefusal, type RefusalStatus } from "#app/content/refusals.ts";
import { declaresOtherCharset } from "#app/lib/request-encoding.ts";

/**
 * The API's one way to refuse: `{ ok: false, error }` JSON with a French message
 * and the right status. Routes compose the small guards below instead of writing
 * their own checks, and never throw to refuse (the error handler is for bugs).
 */
export function refuse(c: Context, status: RefusalStatus, message?: string, headers?: Record<string, string>): Response;
/** A status without a generic message (e.g. 503) needs its own. */
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  headers?: Record<string, string>,
): Response;
export function refuse(
  c: Context,
  status: ContentfulStatusCode,
  message?: string,
  headers: Record<string, string> = {},
): Response {
  const error = message ?? (status in httpRefusals ? httpRefusals[status as RefusalStatus] : httpRefusals[500]);
  return c.json({ ok: false, error }, status, headers);
}

/**
 * Refuses anything but `Content-Type: application/json` with a 415, and JSON that
 * declares a charset other than UTF-8 too (it would be read as UTF-8 and stored garbled).
 */
export const requireJson: MiddlewareHandler = async (c, next) => {
  const contentType = c.req.header("content-type");
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return refuse(c, 415);
  if (declaresOtherCharset(contentType)) return refuse(c, 415, otherCharsetRefusal);
  await next();
};

/**
 * Refuses a body over `maxBytes` with a 413, counted while it streams in: a
 * chunked body without Content-Length is cut off at the limit, never read whole.
 */
export function jsonBodyLimit(maxBytes: number, message: string = httpRefusals[413]): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, 413, message) });
}

/**
 * The handler for a path's other methods: a 405 that names the allowed ones,
 * in the `Allow` header and in the message. Register it with `.all()` after the
 * path's real routes.
 */
export function allowMethods(...methods: [string, ...string[]]) {
  const allow = methods.join(", ");
  return (c: Context) => refuse(c, 405, `${httpRefusals[405]} Utilisez\u00a0: ${allow}.`, { Allow: allow });
}

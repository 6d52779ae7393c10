import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RefusalStatus } from "#app/content/refusals.ts";
import { refusalsContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, locales } from "#app/i18n/locales.ts";
import { declaresOtherCharset } from "#app/lib/request-encoding.ts";

/**
 * The language an API request asks to be answered in: the `Content-Language` the contact form's
 * island sends with the page's language (decision 018), French otherwise. Read from the header,
 * not the body, so that refusals before the body is read (too large, not JSON) speak it too; the
 * Accept-Language a browser sends by itself is the browser's language, not the page's, and is ignored.
 */
export function requestLocale(c: Context): Locale {
  const declared = c.req.header("content-language")?.split(",")[0]?.trim().toLowerCase().split("-")[0];
  return locales.find((locale) => locale === declared) ?? defaultLocale;
}

/**
 * The API's one way to refuse: `{ ok: false, error }` JSON with a message in the
 * request's language (French unless it says otherwise) and the right status. Routes compose the small guards below instead of writing
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
  const { httpRefusals } = refusalsContent[requestLocale(c)];
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
  if (declaresOtherCharset(contentType)) return refuse(c, 415, refusalsContent[requestLocale(c)].otherCharsetRefusal);
  await next();
};

/**
 * Refuses a body over `maxBytes` with a 413, counted while it streams in: a
 * chunked body without Content-Length is cut off at the limit, never read whole.
 */
export function jsonBodyLimit(maxBytes: number, message?: (locale: Locale) => string): MiddlewareHandler {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, 413, message?.(requestLocale(c))) });
}

/**
 * The handler for a path's other methods: a 405 that names the allowed ones,
 * in the `Allow` header and in the message. Register it with `.all()` after the
 * path's real routes.
 */
export function allowMethods(...methods: [string, ...string[]]) {
  const allow = methods.join(", ");
  // No page sends these: the message stays French, as the rest of the API's plumbing does.
  const { httpRefusals } = refusalsContent[defaultLocale];
  return (c: Context) => refuse(c, 405, `${httpRefusals[405]} Utilisez\u00a0: ${allow}.`, { Allow: allow });
}

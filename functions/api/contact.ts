import { type Context, Hono } from "hono";
import * as z from "zod/mini";
import { contactFormCopyContent, refusalsContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, locales } from "#app/i18n/locales.ts";
import { clientIp } from "#app/lib/client-ip.ts";
import { contactBodyLimits } from "#app/lib/contact-fields.ts";
import { multipartBodyLimit } from "#app/lib/contact-files.ts";
import { contactOutcome, outcomeHeaders } from "#app/lib/contact-outcome.ts";
import type { ContactSubmissionResult } from "#app/lib/contact-submission.ts";
import { readMultipart } from "#app/lib/multipart-body.server.ts";
import { declaresOtherCharset, decodeUtf8 } from "#app/lib/request-encoding.ts";
import { allowMethods, jsonBodyLimit, refuse, requestLocale, requireJson } from "#functions/api/refuse.ts";
import { createContactService } from "#functions/contact/intake/contact-service.ts";

/**
 * The language the form says it was sent from (its `locale` field), French when it says nothing
 * valid. Here rather than in the shared schema, which the browser loads: the island knows its language.
 */
const localeSchema = z.catch(z.enum(locales), defaultLocale);

const refusalsIn = (locale: Locale) => contactFormCopyContent[locale].contactFormCopy.refusals;

/**
 * POST /api/contact: JSON in, or multipart/form-data when the visitor attached files (issue 36);
 * JSON out (`{ ok, warning?, errors?, error? }`). Every refusal
 * is JSON with its own status, never a framework's plain text, in the language of the page that
 * sent it: the body's `locale`, or before the body is read its `Content-Language` (decision 018).
 */
export const contactApi = new Hono<{ Bindings: Env }>();

contactApi.post(
  "/contact",
  async (c, next) => (isMultipart(c.req.header("content-type")) ? postMultipart(c) : next()),
  requireJson,
  jsonBodyLimit(contactBodyLimits.json, (locale) => refusalsIn(locale).tooLarge.json),
  async (c) => {
    // Bytes that are not UTF-8 are refused, never stored with U+FFFD in their place (decision 016).
    const text = decodeUtf8(await c.req.arrayBuffer());
    const fields = text === undefined ? undefined : parseObject(text);
    if (!fields) return c.json({ ok: false, errors: {}, error: refusalsIn(requestLocale(c)).malformed }, 400);
    const locale = localeSchema.parse(fields.locale ?? requestLocale(c));
    const service = createContactService(c.env, c.executionCtx);
    return respond(c, locale, await service.submit({ fields, clientIp: clientIp(c.req.raw), locale }));
  },
);

contactApi.all("/contact", allowMethods("POST"));

function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\s*(;|$)/i.test(contentType ?? "");
}

/**
 * The island's post with files: read as it streams in, refused with a 413 past the limit before
 * the rest is read; the files go to the service, which checks them (decision new-contact-files).
 */
async function postMultipart(c: Context<{ Bindings: Env }>): Promise<Response> {
  if (declaresOtherCharset(c.req.header("content-type")))
    return refuse(c, 415, refusalsContent[requestLocale(c)].otherCharsetRefusal);
  const read = await readMultipart(c.req.raw, { maxBytes: multipartBodyLimit, textBytes: contactBodyLimits.form });
  if (read.kind === "malformed")
    return c.json({ ok: false, errors: {}, error: refusalsIn(requestLocale(c)).malformed }, 400);
  const locale = localeSchema.parse(read.fields.locale ?? requestLocale(c));
  if (read.kind === "too-large") {
    const message = contactFormCopyContent[locale].contactFormCopy.files.errors.tooLarge(read.fileNames);
    return c.json({ ok: false, errors: { files: message }, error: message }, 413);
  }
  const service = createContactService(c.env, c.executionCtx);
  const result = await service.submit({
    fields: read.fields,
    files: read.files,
    clientIp: clientIp(c.req.raw),
    locale,
  });
  return respond(c, locale, result);
}

/** The JSON object in `text`, or undefined for malformed JSON and any other JSON value. */
function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The result as JSON, with the status and headers of the shared outcome table. */
function respond(c: Context, locale: Locale, result: ContactSubmissionResult): Response {
  if (result.kind === "accepted") {
    // Stored, but not its files: the visitor is asked to send them by e-mail.
    const warning = result.filesNotReceived
      ? { warning: contactFormCopyContent[locale].contactFormCopy.files.notReceived }
      : {};
    return c.json({ ok: true, ...warning }, 200);
  }
  if (result.kind === "invalid") {
    const formError = result.formError ? { error: result.formError } : {};
    return c.json({ ok: false, errors: result.errors, ...formError }, result.tooLarge ? 413 : 400);
  }
  const outcome = contactOutcome(result, locale);
  return refuse(c, outcome.status, outcome.message, outcomeHeaders(outcome));
}

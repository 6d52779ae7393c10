import { data, type RouterContextProvider } from "react-router";
import { contactFormCopyContent, refusalsContent } from "#app/i18n/content.ts";
import { type Locale, localeFromPath } from "#app/i18n/locales.ts";
import { clientIp } from "#app/lib/client-ip.ts";
import { type ContactField, contactBodyLimits, contactFields } from "#app/lib/contact-fields.ts";
import { multipartBodyLimit } from "#app/lib/contact-files.ts";
import { contactOutcome, outcomeHeaders } from "#app/lib/contact-outcome.ts";
import { type ContactFormSettings, type ContactFormState, contactServiceContext } from "#app/lib/contact-submission.ts";
import { readMultipart } from "#app/lib/multipart-body.server.ts";
import { declaresOtherCharset, decodeUtf8, parseUrlencoded } from "#app/lib/request-encoding.ts";

/**
 * The home page's form action: the contact form without JavaScript. A plain POST
 * goes through the same service as the JSON API and gets the page back with the
 * confirmation, or the refusal with what the visitor typed still in the fields
 * (docs/decisions/018). The page's language is the path's (/en?index): its answer, and the
 * language the company is told, are that one (decision 018).
 */
export async function contactAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const read = await readFormFields(request, locale);
  if ("refusal" in read) {
    // The body was not read whole, or not as text: there is nothing of it to give back.
    const { status, message } = read.refusal;
    return data<ContactFormState>({ status: "failed", message }, { status });
  }
  if ("tooLarge" in read) {
    // Files over the limit, cut off as they streamed in: the text, read from the body's start, comes back.
    const { fields, message } = read.tooLarge;
    return data<ContactFormState>(
      { status: "invalid", errors: { files: message }, values: typedValues(fields) },
      { status: 413 },
    );
  }
  const { fields, files } = read;

  const service = context.get(contactServiceContext);
  const result = await service.submit({ fields, files, clientIp: clientIp(request), locale });
  if (result.kind === "accepted")
    return data<ContactFormState>({ status: "sent", ...(result.filesNotReceived ? { filesNotReceived: true } : {}) });
  const values = typedValues(fields);
  if (result.kind === "invalid") {
    return data<ContactFormState>(
      { status: "invalid", errors: result.errors, values },
      { status: contactOutcome(result, locale).status },
    );
  }
  const outcome = contactOutcome(result, locale);
  return data<ContactFormState>(
    { status: "failed", message: outcome.message, values },
    { status: outcome.status, headers: outcomeHeaders(outcome) },
  );
}

/** The home page's loader: what the form needs from the Worker (Turnstile's site key, when it is on). */
export function contactLoader({ context }: { context: Readonly<RouterContextProvider> }): ContactFormSettings {
  return { turnstileSiteKey: context.get(contactServiceContext).turnstileSiteKey };
}

/**
 * The home route's headers: the action's own (`Retry-After` on a refusal), which
 * React Router drops from a document response unless the route passes them on.
 */
export function contactActionHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return actionHeaders;
}

type FormRead =
  | { fields: Record<string, string>; files?: File[] }
  | { tooLarge: { fields: Record<string, string>; message: string } }
  | { refusal: { status: 400 | 413 | 415; message: string } };

/**
 * The posted text fields and files (none when the body is not a form), or the refusal of a
 * body over the limit, in another charset, or whose bytes are not UTF-8. The form posts
 * multipart/form-data, for its files (issue 36); a form-encoded post is read too.
 */
async function readFormFields(request: Request, locale: Locale): Promise<FormRead> {
  const { refusals, files } = contactFormCopyContent[locale].contactFormCopy;
  const contentType = request.headers.get("content-type") ?? "";
  if (declaresOtherCharset(contentType))
    return { refusal: { status: 415, message: refusalsContent[locale].otherCharsetRefusal } };
  const malformed = { refusal: { status: 400, message: refusals.malformed } } as const;
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const read = await readMultipart(request, { maxBytes: multipartBodyLimit, textBytes: contactBodyLimits.form });
    if (read.kind === "malformed") return malformed;
    if (read.kind === "too-large")
      return { tooLarge: { fields: read.fields, message: files.errors.tooLarge(read.fileNames) } };
    return { fields: read.fields, files: read.files };
  }
  const body = await readBodyWithin(request, contactBodyLimits.form);
  if (!body) return { refusal: { status: 413, message: refusals.tooLarge.form } };
  const text = decodeUtf8(body);
  if (text === undefined) return malformed;
  // Anything but a form (text/plain, no type): no fields, so every field is reported missing.
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) return { fields: {} };
  const fields = parseUrlencoded(text);
  return fields ? { fields } : malformed;
}

/**
 * The request body, counted while it streams in: null as soon as it passes
 * `maxBytes`, whether or not Content-Length announced it (a chunked body has none),
 * so an oversized body is never read whole.
 */
async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * What the visitor typed, to fill the fields again: whole, even past a limit (the
 * body's own limit bounds it), so that nothing typed is lost to a refusal.
 */
function typedValues(fields: Record<string, string>) {
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) values[field] = fields[field] ?? "";
  return values;
}

/**
 * The contact form's fields and bounds: what the form needs to render, kept
 * apart from the zod schema (contact-schema.ts) so that the browser loads the
 * validation code only when the visitor starts on the form.
 */

export type ContactField = "name" | "email" | "numTele" | "msg";
export const contactFields: readonly ContactField[] = ["name", "email", "numTele", "msg"];
/** One message per invalid field, in the form's order, and one for the files (issue 36). */
export type ContactErrors = Partial<Record<ContactField | "files", string>>;

/**
 * Generous bounds for a public endpoint; the spec sets none (docs/decisions/017).
 * Counted as the form's `maxlength` counts them: UTF-16 code units, once line
 * breaks are LF (docs/decisions/017).
 */
export const contactLimits = {
  name: 200,
  email: 254,
  numTele: 40,
  msg: 10_000,
} as const;

/**
 * Name of the hidden field only robots fill in. Not like a URL, a name or an
 * address: browsers' autofill and password managers fill those even when hidden,
 * and a real enquiry would then be dropped (docs/decisions/019; a browser test
 * triggers Chromium's autofill on the form and checks this field stays empty).
 */
export const honeypotField = "sujet";
/** Name of the hidden field carrying the per-fill idempotency key. */
export const idempotencyField = "idempotencyKey";
/** The longest idempotency key taken (contact-schema.ts); crypto.randomUUID's are 36. */
export const idempotencyKeyMaxLength = 64;
/**
 * Name of the Turnstile token in a submission: the name Cloudflare's widget gives
 * the hidden input it adds to the form, used in the JSON too (docs/decisions/019).
 */
export const turnstileField = "cf-turnstile-response";
/** The longest Turnstile token taken: the widget's are a few hundred characters. */
export const turnstileTokenMaxLength = 2048;

/**
 * The largest body a fill within the bounds can make, when every unit of text
 * (each field at its limit, the Turnstile token, the idempotency key) takes
 * `bytesPerUnit`, plus 1 KB for names, separators and multipart's part headers;
 * rounded up to a whole KiB, the figure the refusal quotes.
 */
function worstCaseBodyBytes(bytesPerUnit: number): number {
  const fieldUnits = Object.values(contactLimits).reduce((sum, limit) => sum + limit, 0);
  const units = fieldUnits + turnstileTokenMaxLength + idempotencyKeyMaxLength;
  return Math.ceil((units * bytesPerUnit + 1024) / 1024) * 1024;
}

/**
 * Body limits of the two doors, sized so that any text the form lets through is
 * read whole, in any script (docs/decisions/017).
 */
export const contactBodyLimits = {
  /** Form-encoded (no JavaScript): a UTF-16 unit is up to 3 UTF-8 bytes, each sent as %XX. */
  form: worstCaseBodyBytes(9),
  /** JSON (the API): a unit may be escaped as \uXXXX, 6 bytes. */
  json: worstCaseBodyBytes(6),
} as const;

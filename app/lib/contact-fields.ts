/**
 * The contact form's fields and bounds: what the form needs to render, kept
 * apart from the zod schema (contact-schema.ts) so that the browser loads the
 * validation code only when the visitor starts on the form.
 */

export type ContactField = "name" | "email" | "numTele" | "msg";
export const contactFields: readonly ContactField[] = ["name", "email", "numTele", "msg"];
/** One message per invalid field, in the form's order. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Generous bounds for a public endpoint; the spec sets none (docs/decisions/021). */
export const contactLimits = {
  name: 200,
  email: 254,
  numTele: 40,
  msg: 10_000,
  bodyBytes: 64 * 1024,
} as const;

/**
 * Name of the hidden field only robots fill in. Not like a URL, a name or an
 * address: browsers' autofill and password managers fill those even when hidden,
 * and a real enquiry would then be dropped (docs/decisions/058; a browser test
 * triggers Chromium's autofill on the form and checks this field stays empty).
 */
export const honeypotField = "sujet";
/** Name of the hidden field carrying the per-fill idempotency key. */
export const idempotencyField = "idempotencyKey";
/**
 * Name of the Turnstile token in a submission: the name Cloudflare's widget gives
 * the hidden input it adds to the form, used in the JSON too (docs/decisions/056).
 */
export const turnstileField = "cf-turnstile-response";

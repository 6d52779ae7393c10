import * as z from "zod/mini";
import {
  type ContactErrors,
  type ContactField,
  contactFields,
  contactLimits,
  idempotencyKeyMaxLength,
} from "#app/lib/contact-fields.ts";

/**
 * The one contact schema (spec §5), used by the form in the browser and by the
 * Worker. zod/mini keeps the client bundle small (docs/decisions/017), and the
 * form loads this module only once the visitor starts on it (decision 017). Its messages are
 * the caller's, in the page's language: this module carries no copy of its own (decision 018).
 */

/** Keys the client generates (crypto.randomUUID); anything else is ignored and replaced. */
const idempotencyKeyPattern = new RegExp(`^[A-Za-z0-9-]{16,${idempotencyKeyMaxLength}}$`);

/** The words the schema refuses with: a language's `contactFormCopy.errors` and `refusals.malformed`. */
export interface ContactValidationMessages {
  errors: {
    readonly name: string;
    readonly email: string;
    readonly msg: string;
    readonly nameTooLong: string;
    readonly numTeleTooLong: string;
    readonly msgTooLong: string;
  };
  malformed: string;
}

/**
 * Every field as the form counts and shows it, whichever door it came through
 * (docs/decisions/017): CRLF and lone CR become LF, as `maxlength` counts a line
 * break as one; lone surrogates (only JSON's \uXXXX escapes can carry them) become
 * U+FFFD, so nothing malformed is ever stored (D1 would keep bytes that are not UTF-8).
 */
const asTyped = () => z.overwrite((value: string) => value.replace(/\r\n?/g, "\n").toWellFormed());

function contactSchema({ errors, malformed }: ContactValidationMessages) {
  return z.object(
    {
      name: z
        .string({ error: errors.name })
        .check(
          asTyped(),
          z.trim(),
          z.minLength(1, { error: errors.name }),
          z.maxLength(contactLimits.name, { error: errors.nameTooLong }),
        ),
      // Lower-cased and trimmed before the pattern test, as the spec says.
      email: z
        .string({ error: errors.email })
        .check(
          asTyped(),
          z.trim(),
          z.toLowerCase(),
          z.maxLength(contactLimits.email, { error: errors.email }),
          z.regex(z.regexes.email, { error: errors.email }),
        ),
      numTele: z._default(
        z
          .string({ error: errors.numTeleTooLong })
          .check(asTyped(), z.trim(), z.maxLength(contactLimits.numTele, { error: errors.numTeleTooLong })),
        "",
      ),
      msg: z
        .string({ error: errors.msg })
        .check(
          asTyped(),
          z.trim(),
          z.minLength(1, { error: errors.msg }),
          z.maxLength(contactLimits.msg, { error: errors.msgTooLong }),
        ),
    } satisfies Record<ContactField, z.ZodMiniType>,
    { error: malformed },
  );
}

export type ContactMessage = z.output<ReturnType<typeof contactSchema>>;

/** One schema per language's messages, built the first time that language validates. */
const schemas = new WeakMap<ContactValidationMessages["errors"], ReturnType<typeof contactSchema>>();

function schemaFor(messages: ContactValidationMessages) {
  let schema = schemas.get(messages.errors);
  if (!schema) {
    schema = contactSchema(messages);
    schemas.set(messages.errors, schema);
  }
  return schema;
}

export type ContactValidation =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: ContactErrors; formError?: string };

/** Checks every field at once and keeps the first message of each invalid one, in the messages' language. */
export function validateContact(input: unknown, messages: ContactValidationMessages): ContactValidation {
  const result = schemaFor(messages).safeParse(input);
  if (result.success) return { ok: true, message: result.data };
  const fieldErrors: ContactErrors = {};
  let formError: string | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (contactFields as readonly string[]).includes(field)) {
      fieldErrors[field as ContactField] ??= issue.message;
    } else {
      formError ??= messages.malformed;
    }
  }
  return { ok: false, errors: fieldErrors, ...(formError ? { formError } : {}) };
}

/** The client's key when well-formed, otherwise undefined (the server makes one). */
export function readIdempotencyKey(value: unknown): string | undefined {
  return typeof value === "string" && idempotencyKeyPattern.test(value) ? value : undefined;
}

/** True when a robot filled in the hidden field. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

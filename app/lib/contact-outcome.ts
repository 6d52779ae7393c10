import { contactFormCopyContent } from "#app/i18n/content.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ContactSubmissionResult } from "#app/lib/contact-submission.ts";

/** How one door answers a submission's result: the HTTP status, and the message when it is refused. */
export type ContactOutcome =
  | { status: 200 | 400 | 413 }
  | {
      status: 403 | 429 | 503;
      /** The refusal's text in the page's language (accepted and invalid results speak field by field instead). */
      message: string;
      /** Seconds the visitor should wait before trying again, sent as `Retry-After`. */
      retryAfter?: number;
    };

/** Seconds of the per-minute rate limit's window (wrangler.toml, CONTACT_RATE_LIMITER). */
const rateLimitWindowSeconds = 60;

/**
 * The one result-to-status table, shared by the JSON API (functions/api/contact.ts)
 * and the no-JavaScript form action (contact-action.server.ts), so the two doors
 * can never answer the same result differently. A refusal's wording and
 * `Retry-After` say the real window (decision 020).
 */
export function contactOutcome(
  result: Exclude<ContactSubmissionResult, { kind: "accepted" | "invalid" }>,
  locale: Locale,
): Extract<ContactOutcome, { message: string }>;
export function contactOutcome(result: ContactSubmissionResult, locale: Locale): ContactOutcome;
export function contactOutcome(result: ContactSubmissionResult, locale: Locale): ContactOutcome {
  const { refusals, failure, files } = contactFormCopyContent[locale].contactFormCopy;
  switch (result.kind) {
    case "accepted":
      return { status: 200 };
    case "invalid":
      return { status: result.tooLarge ? 413 : 400 };
    case "rate-limited":
      return { status: 429, message: refusals.rateLimited, retryAfter: rateLimitWindowSeconds };
    case "source-limited":
      return {
        status: 429,
        message: (result.over === "bytes" ? files.sourceLimited : refusals.sourceLimited)(
          Math.ceil(result.retryAfterSeconds / 60),
        ),
        retryAfter: result.retryAfterSeconds,
      };
    case "busy":
      return { status: 503, message: refusals.busy };
    case "challenge-failed":
      return { status: 403, message: refusals.challengeFailed };
    case "unavailable":
      return { status: 503, message: failure.text };
  }
}

/** The headers that go with an outcome (`Retry-After` when the visitor must wait). */
export function outcomeHeaders(outcome: ContactOutcome): Record<string, string> {
  return "retryAfter" in outcome && outcome.retryAfter !== undefined
    ? { "Retry-After": String(outcome.retryAfter) }
    : {};
}

import { contactFormCopy } from "#app/content/contact-form.ts";
import type { ContactSubmissionResult } from "#app/lib/contact-submission.ts";

/** How one door answers a submission's result: the HTTP status, and the message when it is refused. */
export type ContactOutcome =
  | { status: 200 | 400 }
  | {
      status: 403 | 429 | 503;
      /** The refusal's French text (accepted and invalid results speak field by field instead). */
      message: string;
      /** Seconds the visitor should wait before trying again, sent as `Retry-After`. */
      retryAfter?: number;
    };

type ResultKind = ContactSubmissionResult["kind"];

const { refusals, failure } = contactFormCopy;

/**
 * The one result-to-status table, shared by the JSON API (functions/api/contact.ts)
 * and the no-JavaScript form action (contact-action.server.ts), so the two doors
 * can never answer the same result differently.
 */
const outcomes = {
  accepted: { status: 200 },
  invalid: { status: 400 },
  "rate-limited": { status: 429, message: refusals.rateLimited, retryAfter: 60 },
  busy: { status: 503, message: refusals.busy, retryAfter: 600 },
  "challenge-failed": { status: 403, message: refusals.challengeFailed },
  unavailable: { status: 503, message: failure.text },
} as const satisfies Record<ResultKind, ContactOutcome>;

export function contactOutcome<Kind extends ResultKind>(result: { kind: Kind }): (typeof outcomes)[Kind] {
  return outcomes[result.kind];
}

/** The headers that go with an outcome (`Retry-After` when the visitor must wait). */
export function outcomeHeaders(outcome: ContactOutcome): Record<string, string> {
  return "retryAfter" in outcome && outcome.retryAfter !== undefined
    ? { "Retry-After": String(outcome.retryAfter) }
    : {};
}

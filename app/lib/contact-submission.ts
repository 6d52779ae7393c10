import { createContext } from "react-router";
import type { Locale } from "#app/i18n/locales.ts";
import type { ContactErrors, ContactField } from "#app/lib/contact-fields.ts";

/**
 * What happened to one submission, whichever door it came through (the JSON API
 * or the no-JavaScript form POST).
 */
export type ContactSubmissionResult =
  /**
   * Stored in the outbox (or a repeat of a stored one, or a robot): tell the visitor it is received;
   * and, when its files could not be kept, to send them by e-mail (issue 36).
   */
  | { kind: "accepted"; filesNotReceived?: true }
  /** Refused field by field; `tooLarge` when the files together are over their limit (a 413). */
  | { kind: "invalid"; errors: ContactErrors; formError?: string; tooLarge?: true }
  /** This visitor (address, or IPv6 /64) sent too many in a minute. */
  | { kind: "rate-limited" }
  /**
   * This visitor's source used its quota for the window, of messages or of files' bytes; it may
   * send again after `retryAfterSeconds` (without files at once, when it is the bytes).
   */
  | { kind: "source-limited"; retryAfterSeconds: number; over?: "bytes" }
  /** The message would have been held while the outbox is over its byte budget (decision 020). */
  | { kind: "busy" }
  /** Turnstile says the token is invalid, expired or already spent: the visitor tries again. */
  | { kind: "challenge-failed" }
  /** Could not even be stored: the visitor must try again later. */
  | { kind: "unavailable" };

interface ContactSubmission {
  /** Raw fields as received (JSON object or form entries), honeypot and idempotency key included. */
  fields: Record<string, unknown>;
  /** The files of a multipart post, unchecked: the service checks them (issue 36). */
  files?: readonly File[];
  /** The visitor's IP address, for the rate limit. */
  clientIp: string;
  /** The language of the page it came from: the answer's language, and the one the company is told (decision 018). */
  locale: Locale;
}

/** The Worker's contact service; app/ only knows this shape, never functions/. */
export interface ContactService {
  submit(submission: ContactSubmission): Promise<ContactSubmissionResult>;
  /** Turnstile's public site key when the spam shield is on, otherwise null. */
  turnstileSiteKey: string | null;
}

/** What the home page's loader gives the contact form. */
export interface ContactFormSettings {
  turnstileSiteKey: string | null;
}

/** Router context key under which the Worker provides the contact service to route actions. */
export const contactServiceContext = createContext<ContactService>();

/** What the no-JavaScript form POST hands back to the page (the home route's action data). */
export type ContactFormState =
  /** Sent; `filesNotReceived` when the message is stored but its files could not be kept. */
  | { status: "sent"; filesNotReceived?: true }
  | { status: "invalid"; errors: ContactErrors; values: Partial<Record<ContactField, string>> }
  /** Refused as a whole; `values` is what the visitor typed, absent when the body was too large to read. */
  | { status: "failed"; message: string; values?: Partial<Record<ContactField, string>> };

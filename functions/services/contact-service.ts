import { honeypotField, idempotencyField, turnstileField } from "#app/lib/contact-fields.ts";
import { type ContactMessage, isHoneypotFilled, readIdempotencyKey, validateContact } from "#app/lib/contact-schema.ts";
import type { ContactService, ContactSubmissionResult } from "#app/lib/contact-submission.ts";
import { deliverStoredMessage } from "#functions/services/contact-delivery.ts";
import {
  type StoreLimits,
  type StoreOutcome,
  storeMessage,
  type Verification,
} from "#functions/services/contact-outbox.ts";
import type { DeliveryEnv } from "#functions/services/delivery-config.ts";
import { rateLimitKey } from "#functions/services/rate-limit-key.ts";
import { readTurnstileConfig, type TurnstileEnv, verifyTurnstile } from "#functions/services/turnstile.ts";

/** The bindings the contact feature uses. */
export type ContactEnv = Pick<Env, "DB" | "CONTACT_RATE_LIMITER"> &
  DeliveryEnv &
  TurnstileEnv &
  Partial<Record<"CONTACT_HOURLY_CAP" | "CONTACT_UNVERIFIED_HOURLY_CAP", string>>;

/**
 * Default cap on messages stored per hour, all visitors together (docs/decisions/057):
 * far above a small company's real enquiries, far below what would spend the provider's
 * monthly quota or D1's daily writes in one go.
 */
const defaultHourlyCap = 30;
/**
 * Default cap, when Turnstile is on, on messages that came without a token (no
 * JavaScript, or the widget could not load): the lane robots would use to go around
 * the shield, kept to a third of the whole (docs/decisions/056).
 */
const defaultUnverifiedHourlyCap = 10;

/** Attempts at storing one message before answering 503; the store is idempotent, so repeating is safe. */
export const storeAttempts = 3;
/** Pauses between those attempts: short, the visitor is waiting. */
const storeRetryDelaysMs = [100, 300];

/**
 * Accepts a submission: validate, drop robots, rate-limit, store in the outbox,
 * then try to send in the background. The visitor hears "received" as soon as the
 * message is stored; sending failures are the outbox's business from then on.
 */
export function createContactService(env: ContactEnv, ctx: Pick<ExecutionContext, "waitUntil">): ContactService {
  const hourlyCap = readCap(env.CONTACT_HOURLY_CAP, defaultHourlyCap);
  const unverifiedHourlyCap = readCap(env.CONTACT_UNVERIFIED_HOURLY_CAP, defaultUnverifiedHourlyCap);
  const turnstile = readTurnstileConfig(env);
  return {
    turnstileSiteKey: turnstile?.siteKey ?? null,
    async submit({ fields, clientIp }): Promise<ContactSubmissionResult> {
      const validation = validateContact(fields);
      if (!validation.ok) return { kind: "invalid", errors: validation.errors, formError: validation.formError };
      // Robots get the same answer as people, so they learn nothing; nothing is stored or sent.
      if (isHoneypotFilled(fields[honeypotField])) return { kind: "accepted" };

      const { success } = await env.CONTACT_RATE_LIMITER.limit({ key: rateLimitKey(clientIp) });
      if (!success) return { kind: "rate-limited" };

      const fillKey = readIdempotencyKey(fields[idempotencyField]) ?? crypto.randomUUID();
      const id = await outboxId(fillKey, validation.message);

      let verification: Verification = "off";
      if (turnstile) {
        const token = readToken(fields[turnstileField]);
        const verdict = token
          ? await verifyTurnstile(turnstile, { token, remoteIp: clientIp, idempotencyKey: id })
          : "missing";
        if (verdict === "failed") return { kind: "challenge-failed" };
        verification = verdict;
      }
      // Without a token the message goes into a lane of its own, with a much smaller cap.
      const limits: StoreLimits =
        verification === "missing" ? { hourlyCap, laneHourlyCap: unverifiedHourlyCap } : { hourlyCap };

      const now = Date.now();
      let stored: StoreOutcome;
      try {
        stored = await withRetries(() => storeMessage(env.DB, id, validation.message, now, verification, limits));
      } catch (error) {
        console.error(
          `Contact message could not be stored after ${storeAttempts} attempts: ${error instanceof Error ? error.message : "unknown error"}`,
        );
        return { kind: "unavailable" };
      }
      if (stored === "over-cap") {
        const cap = limits.laneHourlyCap === undefined ? `${hourlyCap}` : `${unverifiedHourlyCap} unverified`;
        console.error(`Contact message refused: the cap of ${cap} messages an hour is reached.`);
        return { kind: "busy" };
      }
      if (stored === "stored") {
        ctx.waitUntil(
          Promise.resolve()
            .then(() => deliverStoredMessage(env, id))
            .catch((error: unknown) =>
              // The row is stored; the cron retries whatever this attempt could not finish.
              console.error(
                `Contact message ${id}: first attempt aborted (${error instanceof Error ? error.message : "unknown"}).`,
              ),
            ),
        );
      }
      return { kind: "accepted" };
    },
  };
}

/**
 * The outbox id: the form fill's key bound to what was written (docs/decisions/058).
 * A repeat of the same fill with the same content is the same row (a double click,
 * a retry after a timeout); the same fill edited and sent again is a new message,
 * so an edit is never dropped as a "repeat". UUID-shaped, from SHA-256.
 */
export async function outboxId(fillKey: string, message: ContactMessage): Promise<string> {
  const content = JSON.stringify([fillKey, message.name, message.email, message.numTele, message.msg]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content)));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Runs `task` up to `storeAttempts` times, pausing between tries; rethrows the last error. */
async function withRetries<T>(task: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= storeAttempts) throw error;
      console.warn(
        `Contact store attempt ${attempt} failed (${error instanceof Error ? error.message : "unknown"}); retrying.`,
      );
      await new Promise((resolve) => setTimeout(resolve, storeRetryDelaysMs[attempt - 1] ?? 0));
    }
  }
}

/** A Turnstile token as the widget makes them (a few hundred characters), or undefined. */
function readToken(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= 2048 ? value : undefined;
}

/** A positive whole number from a Worker variable, or the default when unset or not one. */
function readCap(value: string | undefined, fallback: number): number {
  const cap = Number(value);
  return value && Number.isInteger(cap) && cap > 0 ? cap : fallback;
}

import { honeypotField, idempotencyField } from "#app/lib/contact-fields.ts";
import { isHoneypotFilled, readIdempotencyKey, validateContact } from "#app/lib/contact-schema.ts";
import type { ContactService, ContactSubmissionResult } from "#app/lib/contact-submission.ts";
import { deliverStoredMessage } from "#functions/services/contact-delivery.ts";
import { storeMessage } from "#functions/services/contact-outbox.ts";
import type { DeliveryEnv } from "#functions/services/delivery-config.ts";

/** The bindings the contact feature uses. */
export type ContactEnv = Pick<Env, "DB" | "CONTACT_RATE_LIMITER"> & DeliveryEnv;

/**
 * Accepts a submission: validate, drop robots, rate-limit, store in the outbox,
 * then try to send in the background. The visitor hears "received" as soon as the
 * message is stored; sending failures are the outbox's business from then on.
 */
export function createContactService(env: ContactEnv, ctx: Pick<ExecutionContext, "waitUntil">): ContactService {
  return {
    async submit({ fields, clientIp }): Promise<ContactSubmissionResult> {
      const validation = validateContact(fields);
      if (!validation.ok) return { kind: "invalid", errors: validation.errors, formError: validation.formError };
      // Robots get the same answer as people, so they learn nothing; nothing is stored or sent.
      if (isHoneypotFilled(fields[honeypotField])) return { kind: "accepted" };

      const { success } = await env.CONTACT_RATE_LIMITER.limit({ key: clientIp });
      if (!success) return { kind: "rate-limited" };

      const id = readIdempotencyKey(fields[idempotencyField]) ?? crypto.randomUUID();
      const now = Date.now();
      let isNew: boolean;
      try {
        isNew = await storeMessage(env.DB, id, validation.message, now);
      } catch (error) {
        console.error(
          `Contact message could not be stored: ${error instanceof Error ? error.message : "unknown error"}`,
        );
        return { kind: "unavailable" };
      }
      if (isNew) {
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

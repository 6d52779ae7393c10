import { claimMessage, listDueIds, markAttemptFailed, markSent } from "#functions/services/contact-outbox.ts";
import { toTemplateParams } from "#functions/services/email-params.ts";
import { sendWithEmailJs } from "#functions/services/emailjs.ts";
import type { EmailJsConfig } from "#functions/services/emailjs-config.ts";

/** After this many failed attempts (about a day, see retryDelayMs) a message is marked failed. */
export const maxAttempts = 12;
/** Messages one cron run works through; the rest wait for the next run. */
const cronBatchSize = 25;

/** Exponential backoff: 1, 2, 4 … minutes after each failure, at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

export type DeliveryOutcome = "sent" | "retry" | "failed" | "skipped" | "not-configured";

/** One sending attempt for one stored message. Never throws on provider failures. */
export async function deliverMessage(
  db: D1Database,
  config: EmailJsConfig,
  id: string,
  now = Date.now(),
): Promise<DeliveryOutcome> {
  if (!config.credentials) {
    console.warn(`Contact message ${id} stored, not sent: EmailJS secrets are not configured.`);
    return "not-configured";
  }
  const row = await claimMessage(db, id, now);
  if (!row) return "skipped";
  const result = await sendWithEmailJs(config.apiBase, config.credentials, toTemplateParams(row));
  if (result.status === "sent") {
    await markSent(db, id, Date.now());
    return "sent";
  }
  const giveUp = row.attempts >= maxAttempts;
  await markAttemptFailed(db, id, result.reason, giveUp ? null : now + retryDelayMs(row.attempts));
  if (giveUp)
    console.error(
      `Contact message ${id} FAILED after ${row.attempts} attempts (${result.reason}); see npm run list-outbox.`,
    );
  else console.warn(`Contact message ${id} not sent (attempt ${row.attempts}: ${result.reason}); will retry.`);
  return giveUp ? "failed" : "retry";
}

/** The Cron Trigger's work: one attempt for every due message, one after the other. */
export async function deliverDueMessages(
  db: D1Database,
  config: EmailJsConfig,
  now: number,
): Promise<DeliveryOutcome[]> {
  const ids = await listDueIds(db, now, cronBatchSize);
  if (ids.length > 0 && !config.credentials) {
    console.warn(`${ids.length} contact message(s) waiting: EmailJS secrets are not configured.`);
    return ids.map(() => "not-configured");
  }
  const outcomes: DeliveryOutcome[] = [];
  for (const id of ids) outcomes.push(await deliverMessage(db, config, id, now));
  return outcomes;
}

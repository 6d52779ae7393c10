import type { ContactMessage } from "#app/lib/contact-schema.ts";
import { closeIncidentsStatement } from "#functions/services/delivery-incidents.ts";
import type { FailureKind } from "#functions/services/emailjs.ts";

/** How a sent message reached the company (docs/decisions/060). */
export type DeliveryChannel = "emailjs" | "second-channel";

/** One row of the D1 outbox (migrations/0001_contact_outbox.sql, 0003_delivery_channels.sql). */
export interface OutboxRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  channel: DeliveryChannel | null;
  failure_kind: FailureKind | null;
  verification: Verification;
}

/**
 * How long one attempt owns a row: longer than an EmailJS call, a wait for the next second and
 * a second-channel call together, so two attempts never overlap.
 */
export const claimLeaseMs = 2 * 60_000;

/** How the spam shield judged a message (migrations/0004_contact_intake.sql). */
export type Verification = "off" | "passed" | "missing" | "unavailable";

export interface StoreLimits {
  /** Messages stored in the last hour, all visitors together, beyond which no new one is taken. */
  hourlyCap: number;
  /** A stricter cap on the last hour's messages with the same verification, if any. */
  laneHourlyCap?: number;
}

/** Stored now; already stored under this id (a repeat: not sent again); or refused by a cap. */
export type StoreOutcome = "stored" | "duplicate" | "over-cap";

const hourMs = 60 * 60_000;

/**
 * Stores a message under its id unless the last hour's caps are reached, in one
 * batch (one round trip, one transaction). Safe to repeat: a second call with
 * the same id changes nothing and answers "duplicate", even over the cap.
 */
export async function storeMessage(
  db: D1Database,
  id: string,
  message: ContactMessage,
  now: number,
  verification: Verification,
  { hourlyCap, laneHourlyCap }: StoreLimits,
): Promise<StoreOutcome> {
  const insert = db
    .prepare(
      `INSERT INTO contact_outbox
         (id, name, email, phone, message, status, attempts, next_attempt_at, created_at, verification)
       SELECT ?1, ?2, ?3, ?4, ?5, 'pending', 0, ?6, ?6, ?7
       WHERE (SELECT COUNT(*) FROM contact_outbox WHERE created_at > ?6 - ?8) < ?9
         AND (?10 IS NULL
              OR (SELECT COUNT(*) FROM contact_outbox WHERE created_at > ?6 - ?8 AND verification = ?7) < ?10)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(
      id,
      message.name,
      message.email,
      message.numTele,
      message.msg,
      now,
      verification,
      hourMs,
      hourlyCap,
      laneHourlyCap ?? null,
    );
  const exists = db.prepare("SELECT 1 AS found FROM contact_outbox WHERE id = ?1").bind(id);
  const [inserted, found] = await db.batch([insert, exists]);
  if (inserted?.meta.changes === 1) return "stored";
  return (found?.results.length ?? 0) > 0 ? "duplicate" : "over-cap";
}

/**
 * Takes a due row for one sending attempt, atomically: of two concurrent attempts
 * (the request's and the cron's), only one gets the row. `now` is read by the caller
 * just before, never a cron run's start.
 */
export async function claimMessage(db: D1Database, id: string, now: number): Promise<OutboxRow | null> {
  return db
    .prepare(
      `UPDATE contact_outbox
       SET status = 'sending', attempts = attempts + 1, next_attempt_at = ?2
       WHERE id = ?1 AND status IN ('pending', 'sending') AND next_attempt_at <= ?3
       RETURNING *`,
    )
    .bind(id, now + claimLeaseMs, now)
    .first<OutboxRow>();
}

/** Sent: an EmailJS success also closes EmailJS's incidents (it works again), in the same round trip. */
export async function markSent(db: D1Database, id: string, now: number, channel: DeliveryChannel): Promise<void> {
  const update = db
    .prepare(
      `UPDATE contact_outbox SET status = 'sent', sent_at = ?2, channel = ?3, last_error = NULL, failure_kind = NULL
       WHERE id = ?1`,
    )
    .bind(id, now, channel);
  if (channel === "emailjs")
    await db.batch([update, closeIncidentsStatement(db, ["emailjs-permanent", "emailjs-quota"])]);
  else await update.run();
}

/** Gives a claimed row back untouched, due at `dueAt`: the attempt did not try to send (no request slot). */
export async function releaseMessage(db: D1Database, id: string, dueAt: number): Promise<void> {
  await db
    .prepare(
      `UPDATE contact_outbox SET status = 'pending', attempts = MAX(attempts - 1, 0), next_attempt_at = ?2 WHERE id = ?1`,
    )
    .bind(id, dueAt)
    .run();
}

/** Back to pending until `retryAt`, or failed until a maintainer re-queues it when `retryAt` is null. */
export async function markAttemptFailed(
  db: D1Database,
  id: string,
  failure: { reason: string; kind: FailureKind; retryAt: number | null },
): Promise<void> {
  await db
    .prepare(
      `UPDATE contact_outbox
       SET status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE(?3, next_attempt_at), last_error = ?2, failure_kind = ?4
       WHERE id = ?1`,
    )
    .bind(id, failure.reason.slice(0, 500), failure.retryAt, failure.kind)
    .run();
}

/** Ids of rows due for an attempt (pending, or claimed by an attempt that died), oldest first. */
export async function listDueIds(db: D1Database, now: number, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM contact_outbox
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= ?1
       ORDER BY next_attempt_at LIMIT ?2`,
    )
    .bind(now, limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Messages that have not reached the company: failed ones, and those waiting since before `since`. */
export async function countOverdue(
  db: D1Database,
  since: number,
): Promise<{ failed: number; waiting: number; oldest: number | null }> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(status = 'failed'), 0) AS failed, COALESCE(SUM(status <> 'failed'), 0) AS waiting,
              MIN(created_at) AS oldest
       FROM contact_outbox
       WHERE status = 'failed' OR (status IN ('pending', 'sending') AND created_at <= ?1)`,
    )
    .bind(since)
    .first<{ failed: number; waiting: number; oldest: number | null }>();
  return row ?? { failed: 0, waiting: 0, oldest: null };
}

/**
 * Deletes sent messages, and with them the visitor's personal data, once they are older than
 * the retention (CONTACT_RETENTION_DAYS). Messages not yet delivered are kept. Returns how many went.
 */
export async function purgeSentMessages(db: D1Database, sentBefore: number): Promise<number> {
  const result = await db
    .prepare("DELETE FROM contact_outbox WHERE status = 'sent' AND sent_at < ?1")
    .bind(sentBefore)
    .run();
  return result.meta.changes;
}

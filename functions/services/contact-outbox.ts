import type { ContactMessage } from "#app/lib/contact-schema.ts";

/** One row of the D1 outbox (migrations/0001_contact_outbox.sql). */
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
}

/** How long one attempt owns a row; longer than the provider timeout so two attempts never overlap. */
const claimLeaseMs = 2 * 60_000;

/**
 * Stores a message under its idempotency key. Returns false when that key is
 * already stored: a double click or a resubmission, which must not send again.
 */
export async function storeMessage(db: D1Database, id: string, message: ContactMessage, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 'pending', 0, ?6, ?6)
       ON CONFLICT (id) DO NOTHING`,
    )
    .bind(id, message.name, message.email, message.numTele, message.msg, now)
    .run();
  return result.meta.changes === 1;
}

/**
 * Takes a due row for one sending attempt, atomically: of two concurrent attempts
 * (the request's and the cron's), only one gets the row.
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

export async function markSent(db: D1Database, id: string, now: number): Promise<void> {
  await db
    .prepare(`UPDATE contact_outbox SET status = 'sent', sent_at = ?2, last_error = NULL WHERE id = ?1`)
    .bind(id, now)
    .run();
}

/** Back to pending for a later attempt, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(
  db: D1Database,
  id: string,
  reason: string,
  retryAt: number | null,
): Promise<void> {
  await db
    .prepare(
      `UPDATE contact_outbox
       SET status = CASE WHEN ?3 IS NULL THEN 'failed' ELSE 'pending' END,
           next_attempt_at = COALESCE(?3, next_attempt_at), last_error = ?2
       WHERE id = ?1`,
    )
    .bind(id, reason.slice(0, 500), retryAt)
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

import type { Locale } from "#app/i18n/locales.ts";
import type { ContactMessage } from "#app/lib/contact-schema.ts";
import { closeIncidentsStatement } from "#functions/contact/delivery/delivery-incidents.ts";
import type { FailureKind } from "#functions/contact/delivery/emailjs.ts";
import type { StorageIncidentKind } from "#functions/contact/delivery/incident-kinds.ts";
import {
  type FileRow,
  filesOfStatement,
  insertFilesStatement,
  type NewFile,
} from "#functions/contact/files/file-store.ts";
import type { SourceHashes } from "#functions/contact/intake/contact-sources.ts";

/** How a sent message reached the company (docs/decisions/022). */
export type DeliveryChannel = "emailjs" | "second-channel";

/** One row of the D1 outbox (migrations/0001_contact_outbox.sql, 0003, 0004, 0006 and 0007). */
export interface OutboxRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: "held" | "pending" | "sending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  channel: DeliveryChannel | null;
  failure_kind: FailureKind | null;
  verification: Verification;
  /** When it entered the sending queue; null while held. */
  queued_at: number | null;
  /** The language of the page it was sent from (decision 018). */
  locale: Locale;
  /** Its files as JSON (name, size, status), as claimMessage returns them; not a column. */
  files?: string | null;
}

/**
 * How long one attempt owns a row: longer than an EmailJS call, a wait for the next second and
 * a second-channel call together, so two attempts never overlap.
 */
export const claimLeaseMs = 2 * 60_000;

/** How the spam shield judged a message (migrations/0004_contact_intake.sql). */
export type Verification = "off" | "passed" | "missing" | "unavailable";

/** What one store weighs the message against: the window's budgets, per source and in all. */
export interface StoreLimits {
  windowMs: number;
  /** Messages queued for sending in the window, all sources together; past it the message is held. */
  sendingBudget: number;
  /** A stricter budget for messages with the same verification (without a Turnstile token), if any. */
  laneBudget?: number;
  /** Messages stored in the window from this message's source; past it the message is refused. */
  perSource: number;
  /** Bytes of files stored in the window from this message's source; past it the message is refused. */
  perSourceBytes: number;
}

/**
 * Stored and queued for sending; stored but held until the sending budget frees; already stored
 * under this id (a repeat: not sent again); refused because its source used its quota (it may send
 * again once its oldest counted message leaves the window); or refused because it would be held
 * while the outbox is over its byte budget.
 */
export type StoreOutcome =
  | { kind: "stored" | "held" | "duplicate"; files: FileRow[] }
  | { kind: "storage-full" }
  | { kind: "source-limited"; retryAfterMs: number; over: "messages" | "bytes" };

/**
 * A message with files waits this long before any sending attempt may claim it, so the company's
 * e-mail is written once its files are in the bucket (or known missing); storing them ends it.
 */
const uploadLeaseMs = 2 * 60_000;

/** The incident the storage check opens at 100 % of the outbox's budget: no new message is held then. */
const outboxFullIncident: StorageIncidentKind = "outbox-storage-100";
/** The incident open while the files' bucket is at its budget: new files are not kept then. */
const filesFullIncident: StorageIncidentKind = "files-storage-100";

/**
 * Stores a message under its id within the window's limits, in one batch (one round trip, one
 * transaction, so concurrent requests cannot overshoot a limit). Safe to repeat: a second call
 * with the same id changes nothing and answers "duplicate", whatever the limits say by then.
 */
export async function storeMessage(
  db: D1Database,
  entry: {
    id: string;
    message: ContactMessage;
    now: number;
    verification: Verification;
    source: SourceHashes;
    /** The page's language; French where the caller does not say (decision 018). */
    locale?: Locale;
    /** The files sent with it, their keys drawn (file-store.ts). */
    files?: readonly NewFile[];
  },
  { windowMs, sendingBudget, laneBudget, perSource, perSourceBytes }: StoreLimits,
): Promise<StoreOutcome> {
  const { id, message, now, verification, source, locale = "fr", files = [] } = entry;
  const since = now - windowMs;
  const sources = JSON.stringify(source.all);
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const insert = db
    .prepare(
      `INSERT INTO contact_outbox
         (id, name, email, phone, message, status, attempts, next_attempt_at, created_at, verification, queued_at,
          locale)
       SELECT ?1, ?2, ?3, ?4, ?5, CASE WHEN room THEN 'pending' ELSE 'held' END, 0, ?15, ?6, ?7,
              CASE WHEN room THEN ?6 END, ?14
       FROM (SELECT (SELECT COUNT(*) FROM contact_outbox WHERE queued_at > ?8) < ?9
                AND (?10 IS NULL OR (SELECT COUNT(*) FROM contact_outbox WHERE queued_at > ?8 AND verification = ?7) < ?10)
                AS room),
            (SELECT COUNT(*) AS counted, COALESCE(SUM(bytes), 0) AS counted_bytes FROM contact_sources
             WHERE source IN (SELECT value FROM json_each(?11)) AND counted_at > ?8)
       WHERE counted < ?12 AND (?16 = 0 OR counted_bytes + ?16 <= ?17)
         AND (room OR NOT EXISTS (SELECT 1 FROM delivery_incidents WHERE kind = ?13))
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
      since,
      sendingBudget,
      laneBudget ?? null,
      sources,
      perSource,
      outboxFullIncident,
      locale,
      files.length > 0 ? now + uploadLeaseMs : now,
      bytes,
      perSourceBytes,
    );
  // Counted only when this call stored the row (a repeat found it with an earlier created_at).
  const count = db
    .prepare(
      `INSERT INTO contact_sources (source, counted_at, bytes)
       SELECT ?1, ?2, ?4 WHERE EXISTS (SELECT 1 FROM contact_outbox WHERE id = ?3 AND created_at = ?2)`,
    )
    .bind(source.current, now, id, bytes);
  const keepFiles = insertFilesStatement(
    db,
    { id, now, files, table: "contact_outbox" },
    { sql: "EXISTS (SELECT 1 FROM delivery_incidents WHERE kind = ?4)", values: [filesFullIncident] },
  );
  const verdict = db
    .prepare(
      `SELECT (SELECT status FROM contact_outbox WHERE id = ?1) AS status,
              counted, counted_bytes, oldest_counted
       FROM (SELECT COUNT(*) AS counted, COALESCE(SUM(bytes), 0) AS counted_bytes, MIN(counted_at) AS oldest_counted
             FROM contact_sources WHERE source IN (SELECT value FROM json_each(?2)) AND counted_at > ?3)`,
    )
    .bind(id, sources, since);
  const [inserted, , , found, kept] = await db.batch<Record<string, unknown>>([
    insert,
    count,
    keepFiles,
    verdict,
    filesOfStatement(db, id),
  ]);
  const row = found?.results[0] as
    | { status: OutboxRow["status"] | null; counted: number; counted_bytes: number; oldest_counted: number | null }
    | undefined;
  const fileRows = (kept?.results ?? []) as unknown as FileRow[];
  if (inserted?.meta.changes === 1) return { kind: row?.status === "held" ? "held" : "stored", files: fileRows };
  if (row?.status) return { kind: "duplicate", files: fileRows };
  if (row && row.oldest_counted !== null && (row.counted >= perSource || row.counted_bytes + bytes > perSourceBytes)) {
    const over = row.counted >= perSource ? "messages" : "bytes";
    return { kind: "source-limited", retryAfterMs: row.oldest_counted + windowMs - now, over };
  }
  return { kind: "storage-full" };
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
       RETURNING *, (SELECT json_group_array(json_object('name', name, 'size', size, 'status', status))
                     FROM (SELECT name, size, status FROM contact_files WHERE message_id = ?1 ORDER BY position)) AS files`,
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

/**
 * Releases held messages, oldest first, into the sending queue while the window's budgets have
 * room (decision 020): the whole budget, and the unverified lane's for messages without a
 * Turnstile token. One statement, so two cron runs cannot release past a budget. Returns how many.
 */
export async function releaseHeldMessages(
  db: D1Database,
  now: number,
  { windowMs, sendingBudget, laneBudget }: Required<Pick<StoreLimits, "windowMs" | "sendingBudget" | "laneBudget">>,
): Promise<number> {
  const result = await db
    .prepare(
      `WITH queued AS (
         SELECT COUNT(*) AS total, COALESCE(SUM(verification = 'missing'), 0) AS unverified
         FROM contact_outbox WHERE queued_at > ?2),
       held AS (
         SELECT id, created_at, verification,
                ROW_NUMBER() OVER (PARTITION BY verification = 'missing' ORDER BY created_at) AS lane_rank
         FROM contact_outbox WHERE status = 'held'),
       eligible AS (
         SELECT id, created_at FROM held, queued
         WHERE verification <> 'missing' OR lane_rank <= ?4 - queued.unverified)
       UPDATE contact_outbox SET status = 'pending', queued_at = ?1, next_attempt_at = ?1
       WHERE status = 'held' AND id IN (
         SELECT id FROM eligible ORDER BY created_at LIMIT MAX(0, ?3 - (SELECT total FROM queued)))`,
    )
    .bind(now, now - windowMs, sendingBudget, laneBudget)
    .run();
  return result.meta.changes;
}

/** What the owner must hear of: failed messages, those waiting since before `since`, and held ones. */
export async function countUndelivered(
  db: D1Database,
  since: number,
): Promise<{ failed: number; waiting: number; oldest: number | null; held: number; oldestHeld: number | null }> {
  const row = await db
    .prepare(
      `SELECT COALESCE(SUM(status = 'failed'), 0) AS failed,
              COALESCE(SUM(status IN ('pending', 'sending') AND created_at <= ?1), 0) AS waiting,
              MIN(CASE WHEN status <> 'held' THEN created_at END) AS oldest,
              COALESCE(SUM(status = 'held'), 0) AS held,
              MIN(CASE WHEN status = 'held' THEN created_at END) AS oldestHeld
       FROM contact_outbox
       WHERE status IN ('failed', 'held') OR (status IN ('pending', 'sending') AND created_at <= ?1)`,
    )
    .bind(since)
    .first<{ failed: number; waiting: number; oldest: number | null; held: number; oldestHeld: number | null }>();
  return row ?? { failed: 0, waiting: 0, oldest: null, held: 0, oldestHeld: null };
}

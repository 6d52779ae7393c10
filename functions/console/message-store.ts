import type { ConsoleFile, ConsoleMessage, MessagePage, MessageQuery } from "#app/console/console-service.ts";
import { deleteFiles, keysOf, orphanKeysStatement } from "#functions/contact/files/file-store.ts";
import { trimStatement } from "#functions/contact/spam-folder.ts";

/**
 * The console's reads and moves of contact messages (docs/decisions/019): the outbox
 * (contact_outbox) is the inbox, contact_spam the spam folder. Moves are one batch each, so a
 * message is always in exactly one place.
 */

const pageSize = 25;

/** A message's files as a JSON array, in the visitor's order (migrations/0009_contact_files.sql). */
const filesOf = (table: string) =>
  `(SELECT json_group_array(json_object('position', position, 'name', name, 'kind', kind, 'size', size, 'status', status))
    FROM (SELECT * FROM contact_files WHERE message_id = ${table}.id ORDER BY position)) AS files`;

/** Both tables in the console's shape; the spam folder's rows have no delivery. */
const inboxColumns = `id, name, email, phone, message, status, attempts, channel, last_error AS lastError,
  NULL AS spamReason, locale, created_at AS createdAt, sent_at AS sentAt, ${filesOf("contact_outbox")}`;
const spamColumns = `id, name, email, phone, message, 'spam' AS status, 0 AS attempts, NULL AS channel,
  NULL AS lastError, reason AS spamReason, locale, created_at AS createdAt, NULL AS sentAt, ${filesOf("contact_spam")}`;

/** A row as D1 returns it: the files still JSON text. */
type MessageRow = Omit<ConsoleMessage, "files"> & { files: string | null };

function toMessage(row: MessageRow): ConsoleMessage {
  let files: ConsoleFile[] = [];
  try {
    files = JSON.parse(row.files ?? "[]") as ConsoleFile[];
  } catch {
    // A message's text is worth showing even if its files' list could not be read.
  }
  return { ...row, files };
}

/** `%…%` for LIKE, with the user's own % and _ taken literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listMessages(db: D1Database, { folder, search, page }: MessageQuery): Promise<MessagePage> {
  const [table, columns] = folder === "spam" ? ["contact_spam", spamColumns] : ["contact_outbox", inboxColumns];
  const where = `WHERE ?1 = '' OR name LIKE ?2 ESCAPE '\\' OR email LIKE ?2 ESCAPE '\\' OR message LIKE ?2 ESCAPE '\\'`;
  const pattern = likePattern(search);
  const [counted, listed] = await db.batch<{ total: number } | MessageRow>([
    db.prepare(`SELECT COUNT(*) AS total FROM ${table} ${where}`).bind(search, pattern),
    db
      .prepare(`SELECT ${columns} FROM ${table} ${where} ORDER BY created_at DESC, id LIMIT ?3 OFFSET ?4`)
      .bind(search, pattern, pageSize, (page - 1) * pageSize),
  ]);
  const total = (counted?.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    messages: ((listed?.results ?? []) as MessageRow[]).map(toMessage),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

export async function getMessage(db: D1Database, id: string): Promise<ConsoleMessage | null> {
  const row = await db
    .prepare(
      `SELECT ${inboxColumns} FROM contact_outbox WHERE id = ?1 UNION ALL SELECT ${spamColumns} FROM contact_spam WHERE id = ?1`,
    )
    .bind(id)
    .first<MessageRow>();
  return row ? toMessage(row) : null;
}

/** The key and facts of one file of a message that exists (in either folder), or null. */
export async function findFile(
  db: D1Database,
  id: string,
  position: number,
): Promise<(ConsoleFile & { key: string }) | null> {
  return db
    .prepare(
      `SELECT key, position, name, kind, size, status FROM contact_files
       WHERE message_id = ?1 AND position = ?2
         AND (EXISTS (SELECT 1 FROM contact_outbox WHERE id = ?1) OR EXISTS (SELECT 1 FROM contact_spam WHERE id = ?1))`,
    )
    .bind(id, position)
    .first<ConsoleFile & { key: string }>();
}

/** Out of the outbox into the spam folder: never while an attempt holds it ('sending'). */
export async function moveToSpam(db: D1Database, id: string): Promise<boolean> {
  const [copied] = await db.batch([
    db
      .prepare(
        `INSERT INTO contact_spam (id, name, email, phone, message, reason, locale, created_at)
         SELECT id, name, email, phone, message, 'marked', locale, created_at FROM contact_outbox
         WHERE id = ?1 AND status <> 'sending' ON CONFLICT (id) DO NOTHING`,
      )
      .bind(id),
    db
      .prepare(
        "DELETE FROM contact_outbox WHERE id = ?1 AND status <> 'sending' AND EXISTS (SELECT 1 FROM contact_spam WHERE id = ?1)",
      )
      .bind(id),
    trimStatement(db),
  ]);
  return copied?.meta.changes === 1;
}

/** Released from the spam folder into the outbox, due at once: the one way spam is ever e-mailed. */
export async function releaseFromSpam(db: D1Database, id: string, now: number): Promise<boolean> {
  const [copied] = await db.batch([
    db
      .prepare(
        `INSERT INTO contact_outbox (id, name, email, phone, message, locale, status, attempts, next_attempt_at, created_at, queued_at)
         SELECT id, name, email, phone, message, locale, 'pending', 0, ?2, created_at, ?2 FROM contact_spam WHERE id = ?1
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(id, now),
    db
      .prepare("DELETE FROM contact_spam WHERE id = ?1 AND EXISTS (SELECT 1 FROM contact_outbox WHERE id = ?1)")
      .bind(id),
  ]);
  return copied?.meta.changes === 1;
}

/**
 * A failed or held message back into the sending queue, due at once with a fresh count of
 * attempts (as `npm run outbox -- --retry` and `--release` do); the caller then tries it.
 */
export async function requeue(db: D1Database, id: string, now: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE contact_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?2, failure_kind = NULL,
         queued_at = COALESCE(queued_at, ?2)
       WHERE id = ?1 AND status IN ('failed', 'held')`,
    )
    .bind(id, now)
    .run();
  return result.meta.changes === 1;
}

/** Messages received in [from, to) (epoch ms), both folders, oldest first. */
export async function messagesBetween(db: D1Database, from: number, to: number): Promise<ConsoleMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT ${inboxColumns} FROM contact_outbox WHERE created_at >= ?1 AND created_at < ?2
       UNION ALL SELECT ${spamColumns} FROM contact_spam WHERE created_at >= ?1 AND created_at < ?2
       ORDER BY createdAt, id`,
    )
    .bind(from, to)
    .all<MessageRow>();
  return results.map(toMessage);
}

/** How many messages this address sent, in both folders (the schema stores addresses lower-cased). */
export async function countFrom(db: D1Database, email: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM contact_outbox WHERE email = ?1) + (SELECT COUNT(*) FROM contact_spam WHERE email = ?1) AS total`,
    )
    .bind(email)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/**
 * The right of erasure (Loi 09-08): every message from this address leaves the outbox (sent ones
 * included, so the retention keeps none) and the spam folder, whatever its state, and their files
 * the bucket at once (should the bucket fail, the cron's sweep deletes them). Returns how many.
 */
export async function eraseFrom(db: D1Database, bucket: R2Bucket | undefined, email: string): Promise<number> {
  const [outbox, spam, orphans] = await db.batch([
    db.prepare("DELETE FROM contact_outbox WHERE email = ?1").bind(email),
    db.prepare("DELETE FROM contact_spam WHERE email = ?1").bind(email),
    orphanKeysStatement(db),
  ]);
  try {
    await deleteFiles(db, bucket, keysOf(orphans));
  } catch (error) {
    console.error(`Erasure: files left to the cron's sweep (${error instanceof Error ? error.message : "unknown"}).`);
  }
  return (outbox?.meta.changes ?? 0) + (spam?.meta.changes ?? 0);
}

import { retentionDays } from "#app/content/legal-notice.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ContactMessage } from "#app/lib/contact-schema.ts";
import {
  type FileRow,
  filesOfStatement,
  insertFilesStatement,
  type NewFile,
} from "#functions/contact/files/file-store.ts";

/**
 * The spam folder (migrations/0008_console.sql, docs/decisions/019): a message the intake sets
 * aside (honeypot filled, Turnstile failed) is kept here instead of dropped, so a person can
 * release a real one from the console. Nothing here is ever e-mailed.
 */

export type SpamReason = "honeypot" | "turnstile" | "marked";

/** The newest this many are kept: a flood of robots pushes out old spam, never the outbox's rows. */
export const spamFolderCap = 500;
/**
 * Bytes of files the spam folder keeps, all its messages together (issue 36): past it, a set-aside
 * message keeps its text but not its files, so a flood of robots with attachments costs at most
 * this much of the bucket. Its files go with it (expiry, cap), swept by the cron.
 */
const spamFilesBudgetBytes = 200 * 1024 * 1024;
/** Spam is deleted after this long, as the legal notice states. */
export const spamRetentionMs = retentionDays.setAsideMessage * 24 * 60 * 60_000;

/**
 * Keeps a set-aside message under its outbox id (a repeat changes nothing) with its files' rows,
 * within the folder's files budget, then trims the folder to its cap, oldest first, in the same
 * batch. Returns the message's files as they stand (their bytes still to put).
 */
export async function setAside(
  db: D1Database,
  entry: {
    id: string;
    message: ContactMessage;
    reason: SpamReason;
    locale: Locale;
    now: number;
    files?: readonly NewFile[];
  },
): Promise<FileRow[]> {
  const { id, message, reason, locale, now, files = [] } = entry;
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  const results = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `INSERT INTO contact_spam (id, name, email, phone, message, reason, locale, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(id, message.name, message.email, message.numTele, message.msg, reason, locale, now),
    insertFilesStatement(
      db,
      { id, now, files, table: "contact_spam" },
      {
        sql: `(SELECT COALESCE(SUM(size), 0) FROM contact_files
               WHERE status IN ('pending', 'stored') AND message_id IN (SELECT id FROM contact_spam)) + ?4 > ?5`,
        values: [bytes, spamFilesBudgetBytes],
      },
    ),
    trimStatement(db),
    filesOfStatement(db, id),
  ]);
  return (results.at(-1)?.results ?? []) as unknown as FileRow[];
}

/** Deletes what is past the folder's cap, oldest first. */
export function trimStatement(db: D1Database): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM contact_spam WHERE id IN (
         SELECT id FROM contact_spam ORDER BY created_at DESC, id LIMIT -1 OFFSET ?1)`,
    )
    .bind(spamFolderCap);
}

/** For the cron: spam past its period goes. */
export function expireSpamStatement(db: D1Database, now: number): D1PreparedStatement {
  return db.prepare("DELETE FROM contact_spam WHERE created_at < ?1").bind(now - spamRetentionMs);
}

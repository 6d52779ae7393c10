import { retentionDays } from "#app/content/legal-notice.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ContactMessage } from "#app/lib/contact-schema.ts";

/**
 * The spam folder (migrations/0008_console.sql, docs/decisions/019): a message the intake sets
 * aside (honeypot filled, Turnstile failed) is kept here instead of dropped, so a person can
 * release a real one from the console. Nothing here is ever e-mailed.
 */

export type SpamReason = "honeypot" | "turnstile" | "marked";

/** The newest this many are kept: a flood of robots pushes out old spam, never the outbox's rows. */
export const spamFolderCap = 500;
/** Spam is deleted after this long, as the legal notice states. */
export const spamRetentionMs = retentionDays.setAsideMessage * 24 * 60 * 60_000;

/**
 * Keeps a set-aside message under its outbox id (a repeat changes nothing), then trims the folder
 * to its cap, oldest first, in the same batch.
 */
export async function setAside(
  db: D1Database,
  entry: { id: string; message: ContactMessage; reason: SpamReason; locale: Locale; now: number },
): Promise<void> {
  const { id, message, reason, locale, now } = entry;
  await db.batch([
    db
      .prepare(
        `INSERT INTO contact_spam (id, name, email, phone, message, reason, locale, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (id) DO NOTHING`,
      )
      .bind(id, message.name, message.email, message.numTele, message.msg, reason, locale, now),
    trimStatement(db),
  ]);
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

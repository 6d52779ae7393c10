import type { FileKind } from "#app/lib/contact-files.ts";
import type { CheckedFile } from "#functions/contact/files/file-check.ts";

/**
 * A message's files (migrations/0009_contact_files.sql, docs/decisions/new-contact-files.md): rows
 * in D1 written in the same batch as their message, bytes in the private R2 bucket under random
 * keys, put after the message is stored. The message never waits on the bucket to exist: a failed
 * put leaves the file "missing", the message goes on.
 */

export type FileStatus = "pending" | "stored" | "missing" | "dropped";

/** One file of a message, as the outbox and the console know it. */
export interface FileRow {
  key: string;
  position: number;
  name: string;
  kind: FileKind;
  size: number;
  status: FileStatus;
}

/** A file's row, once a key is drawn for it. */
export interface NewFile {
  key: string;
  position: number;
  name: string;
  kind: FileKind;
  size: number;
}

/** Keys drawn at random: nothing of the file, its sender or its message can be read from one. */
export function newFiles(files: readonly CheckedFile[]): NewFile[] {
  return files.map(({ name, kind, size }, position) => ({ key: crypto.randomUUID(), position, name, kind, size }));
}

/**
 * Inserts a message's file rows when the message was stored by this very call (its row has
 * `created_at = now` in `table`), in the batch that stores it: a repeat of the message adds none.
 * `dropped` is an SQL condition: true when the files are not to be kept.
 */
export function insertFilesStatement(
  db: D1Database,
  entry: { id: string; now: number; files: readonly NewFile[]; table: "contact_outbox" | "contact_spam" },
  dropped: { sql: string; values: unknown[] },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO contact_files (key, message_id, position, name, kind, size, status, created_at)
       SELECT json_extract(value, '$.key'), ?1, json_extract(value, '$.position'), json_extract(value, '$.name'),
              json_extract(value, '$.kind'), json_extract(value, '$.size'),
              CASE WHEN ${dropped.sql} THEN 'dropped' ELSE 'pending' END, ?2
       FROM json_each(?3)
       WHERE EXISTS (SELECT 1 FROM ${entry.table} WHERE id = ?1 AND created_at = ?2)
       ON CONFLICT DO NOTHING`,
    )
    .bind(entry.id, entry.now, JSON.stringify(entry.files), ...dropped.values);
}

/** A message's files, in the visitor's order. */
export function filesOfStatement(db: D1Database, id: string): D1PreparedStatement {
  return db
    .prepare(
      "SELECT key, position, name, kind, size, status FROM contact_files WHERE message_id = ?1 ORDER BY position",
    )
    .bind(id);
}

/**
 * Puts the bytes of each file still owed (pending, or missing from an earlier try of the same
 * message) under its key, and records what came of it. A repeat of a message finds its files
 * stored and puts nothing again. Returns the message's files as they now stand.
 */
export async function putFiles(
  db: D1Database,
  bucket: R2Bucket | undefined,
  rows: readonly FileRow[],
  files: readonly CheckedFile[],
): Promise<FileRow[]> {
  const settled = await Promise.all(
    rows.map(async (row): Promise<FileRow> => {
      const file = files[row.position];
      if ((row.status !== "pending" && row.status !== "missing") || !file) return row;
      if (!bucket) return { ...row, status: "missing" };
      try {
        await bucket.put(row.key, file.bytes, { httpMetadata: { contentType: "application/octet-stream" } });
        return { ...row, status: "stored" };
      } catch (error) {
        console.error(`Contact file ${row.key} not stored: ${error instanceof Error ? error.message : "unknown"}`);
        return { ...row, status: "missing" };
      }
    }),
  );
  const changed = settled.filter((row, index) => row.status !== rows[index]?.status);
  if (changed.length > 0)
    await db.batch(
      changed.map((row) => db.prepare("UPDATE contact_files SET status = ?2 WHERE key = ?1").bind(row.key, row.status)),
    );
  return settled;
}

/** True when every file the visitor sent is in the bucket. */
export function allStored(rows: readonly FileRow[]): boolean {
  return rows.every((row) => row.status === "stored");
}

/** Bytes the bucket holds, or is about to, for messages that still exist: what the files' budget counts. */
export function keptBytesStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `SELECT COALESCE(SUM(size), 0) AS bytes FROM contact_files AS file
     WHERE status IN ('pending', 'stored') AND (EXISTS (SELECT 1 FROM contact_outbox WHERE id = file.message_id)
       OR EXISTS (SELECT 1 FROM contact_spam WHERE id = file.message_id))`,
  );
}

/** Keys whose message is gone, at most this many per sweep (one bucket call deletes up to 1,000). */
const sweepBatch = 500;

/**
 * The keys of files whose message no longer exists, in either folder (retention, erasure, the
 * spam folder's expiry and cap, storage pressure): for `deleteFiles`, after the statements that
 * deleted messages, in the same batch.
 */
export function orphanKeysStatement(db: D1Database): D1PreparedStatement {
  return db
    .prepare(
      `SELECT key FROM contact_files AS file
       WHERE NOT EXISTS (SELECT 1 FROM contact_outbox WHERE id = file.message_id)
         AND NOT EXISTS (SELECT 1 FROM contact_spam WHERE id = file.message_id)
       LIMIT ?1`,
    )
    .bind(sweepBatch);
}

/**
 * Deletes these files from the bucket first, then their rows: a failed delete leaves the rows,
 * and the next sweep tries again. Nothing to do costs nothing.
 */
export async function deleteFiles(
  db: D1Database,
  bucket: R2Bucket | undefined,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  if (bucket) await bucket.delete([...keys]);
  await db
    .prepare("DELETE FROM contact_files WHERE key IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(keys))
    .run();
}

/** The keys an `orphanKeysStatement` found. */
export function keysOf(result: D1Result | undefined): string[] {
  return ((result?.results ?? []) as { key: string }[]).map((row) => row.key);
}

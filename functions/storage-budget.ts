import { storageIncidentDetail } from "#functions/contact/delivery/delivery-emails.ts";
import { closeIncidents, type IncidentContext, raiseIncident } from "#functions/contact/delivery/delivery-incidents.ts";
import {
  type StorageIncidentKind,
  type StoredDatabase,
  storageLevels,
} from "#functions/contact/delivery/incident-kinds.ts";
import { deleteFiles, keptBytesStatement, keysOf, orphanKeysStatement } from "#functions/contact/files/file-store.ts";
import { forgetOldSources } from "#functions/contact/intake/contact-sources.ts";
import type { IntakeLimits } from "#functions/contact/intake/intake-config.ts";
import { utcDay } from "#functions/utc-day.ts";
import { vitalsRetentionMs } from "#functions/vitals/web-vitals-store.ts";

/*
 * Each D1 database's byte budget (docs/decisions/020), and the contact files' bucket's (issue 36,
 * measured from their rows; at 100 % new files are no longer kept, the messages still are). The cron measures both after its cleanup,
 * alerts the owner once at 50 %, 80 % and 100 % (an incident per database and level), and, from
 * the level the previous run found, deletes what matters least sooner: held messages and
 * unverified ones first, then sent ones, never a message not yet delivered. At 100 % the outbox
 * holds no new message (new ones past the sending budget are refused) and vitals beacons are
 * dropped, so the database stays far from D1's own limit, where every write would fail.
 */

type StorageLevel = 0 | (typeof storageLevels)[number];

const dayMs = 24 * 60 * 60_000;

/** How long each kind of row is kept at each level; null: as configured (or until delivered). */
const outboxExpiry: Record<
  StorageLevel,
  { heldMs: number | null; unverifiedMs: number | null; sentMs: number | null }
> = {
  0: { heldMs: null, unverifiedMs: null, sentMs: null },
  50: { heldMs: 7 * dayMs, unverifiedMs: 7 * dayMs, sentMs: null },
  80: { heldMs: dayMs, unverifiedMs: dayMs, sentMs: 7 * dayMs },
  100: { heldMs: dayMs, unverifiedMs: dayMs, sentMs: 7 * dayMs },
};
const vitalsExpiryMs: Record<StorageLevel, number> = {
  0: vitalsRetentionMs,
  50: 30 * dayMs,
  80: 7 * dayMs,
  100: dayMs,
};
/** A day's count no cap reaches: written while the vitals database is full, so beacons are dropped. */
const vitalsClosed = 1e15;

/** An incident closes once its database is this many points below the level, so it cannot flap. */
const hysteresis = 5;

/**
 * One cron run's storage work: delete what the retention (as the last level found sets it) and
 * the quotas no longer need, measure both databases, alert on a new level, close what is past.
 * Returns each database's size in bytes.
 */
export async function reviewStorage(
  context: IncidentContext,
  env: { DB: D1Database; VITALS_DB: D1Database; CONTACT_FILES?: R2Bucket },
  { now, sentRetentionMs, limits }: { now: number; sentRetentionMs: number; limits: IntakeLimits },
): Promise<Record<StoredDatabase, number>> {
  const open = await openStorageIncidents(env.DB);
  const outbox = outboxExpiry[open.outbox];
  const sentMs = Math.min(sentRetentionMs, outbox.sentMs ?? sentRetentionMs);
  const outboxResults = await env.DB.batch([
    env.DB.prepare(
      `DELETE FROM contact_outbox
       WHERE (status = 'sent' AND (sent_at < ?1 OR (verification = 'missing' AND sent_at < ?2)))
          OR (status = 'held' AND created_at < ?3)`,
    ).bind(now - sentMs, now - (outbox.unverifiedMs ?? sentMs), outbox.heldMs === null ? 0 : now - outbox.heldMs),
    ...forgetOldSources(env.DB, now, limits.windowMs),
    // After the deletions: the files of every message gone (here, by erasure, from the spam folder).
    orphanKeysStatement(env.DB),
    keptBytesStatement(env.DB),
  ]);
  // A file goes with its message; the bucket's measure leaves out what this sweep deletes.
  await deleteFiles(env.DB, env.CONTACT_FILES, keysOf(outboxResults.at(-2)));
  const vitalsDay = utcDay(now);
  const vitalsResults = await env.VITALS_DB.batch([
    env.VITALS_DB.prepare("DELETE FROM web_vitals WHERE received_at < ?1").bind(now - vitalsExpiryMs[open.vitals]),
    // Yesterday's counter stays: an isolate may still be finishing yesterday's beacons.
    env.VITALS_DB.prepare("DELETE FROM vitals_daily WHERE day < ?1").bind(utcDay(now - dayMs)),
    open.vitals === 100
      ? env.VITALS_DB.prepare(
          "INSERT INTO vitals_daily (day, rows) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET rows = ?2",
        ).bind(vitalsDay, vitalsClosed)
      : env.VITALS_DB.prepare("DELETE FROM vitals_daily WHERE rows >= ?1").bind(vitalsClosed),
  ]);
  // D1 reports each database's size after a statement: the last of each batch, after the cleanup.
  const bytes = {
    outbox: sizeAfter(outboxResults),
    vitals: sizeAfter(vitalsResults),
    files: Number((outboxResults.at(-1)?.results[0] as { bytes?: number } | undefined)?.bytes ?? 0),
  };
  const budgets = { outbox: limits.outboxBytes, vitals: limits.vitalsBytes, files: limits.filesBytes };
  const toClose: StorageIncidentKind[] = [];
  for (const database of ["outbox", "vitals", "files"] as const) {
    const share = (100 * bytes[database]) / budgets[database];
    const reached = [...storageLevels].reverse().find((level) => share >= level);
    // The highest level only: the lower ones' alerts would say less, later.
    if (reached && reached > open[database])
      await raiseIncident(
        context,
        `${database}-storage-${reached}`,
        storageIncidentDetail(database, bytes[database], budgets[database]),
      );
    for (const level of storageLevels)
      if (level <= open[database] && share < level - hysteresis) toClose.push(`${database}-storage-${level}`);
  }
  await closeIncidents(context.db, toClose);
  return bytes;
}

function sizeAfter(results: D1Result[]): number {
  return results.at(-1)?.meta.size_after ?? 0;
}

/** The highest storage level each database's open incidents record (0 when none is open). */
async function openStorageIncidents(db: D1Database): Promise<Record<StoredDatabase, StorageLevel>> {
  const { results } = await db
    .prepare("SELECT kind FROM delivery_incidents WHERE kind LIKE '%-storage-%'")
    .all<{ kind: string }>();
  const open: Record<StoredDatabase, StorageLevel> = { outbox: 0, vitals: 0, files: 0 };
  for (const { kind } of results) {
    const [database, , level] = kind.split("-") as [StoredDatabase, string, string];
    open[database] = Math.max(open[database], Number(level)) as StorageLevel;
  }
  return open;
}

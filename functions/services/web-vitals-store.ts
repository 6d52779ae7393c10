import type { VitalsBeacon } from "#app/lib/web-vitals-beacon.ts";

/** One row of migrations/0002_web_vitals.sql. */
export interface WebVitalRow {
  id: string;
  route: string;
  metric: string;
  value: number;
  rating: string;
  navigation_type: string;
  received_at: number;
}

/** Rows are kept this long, then pruned by the Cron Trigger: enough for a quarter's trend. */
export const vitalsRetentionMs = 90 * 24 * 60 * 60_000;

/**
 * Stores a validated beacon in one batch. A metric id already stored is updated
 * in place (web-vitals reports CLS and INP again when they grow), but only for
 * the same route and metric, so a forged id cannot rewrite another row.
 */
export async function storeBeacon(db: D1Database, beacon: VitalsBeacon, now: number): Promise<void> {
  const insert = db.prepare(
    `INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
     ON CONFLICT (id) DO UPDATE SET value = excluded.value, rating = excluded.rating, received_at = excluded.received_at
     WHERE web_vitals.route = excluded.route AND web_vitals.metric = excluded.metric`,
  );
  await db.batch(
    beacon.metrics.map((metric) =>
      insert.bind(metric.id, beacon.route, metric.name, metric.value, metric.rating, metric.navigationType, now),
    ),
  );
}

/** Deletes the rows older than the retention; returns how many went. */
export async function pruneWebVitals(db: D1Database, now: number): Promise<number> {
  const result = await db
    .prepare("DELETE FROM web_vitals WHERE received_at < ?1")
    .bind(now - vitalsRetentionMs)
    .run();
  return result.meta.changes;
}

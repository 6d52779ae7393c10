import type { VitalsBeacon } from "#app/lib/web-vitals-beacon.ts";
import { utcDay } from "#functions/utc-day.ts";

/** One row of migrations-vitals/0001_web_vitals.sql. */
export interface WebVitalRow {
  id: string;
  route: string;
  metric: string;
  value: number;
  rating: string;
  navigation_type: string;
  received_at: number;
  /** migrations-vitals/0002_device.sql. */
  device: "mobile" | "desktop" | "unknown";
}

/** Rows are kept this long, then pruned by the Cron Trigger (shorter under storage pressure, decision 020). */
export const vitalsRetentionMs = 90 * 24 * 60 * 60_000;

/** Default for VITALS_DAILY_ROW_CAP: rows stored per UTC day, all visitors together (decision 023). */
export const defaultDailyRowCap = 10_000;
/** Past this share of the day's cap the site is busy, and only one beacon in `busySampleEvery` is kept. */
const busyShare = 0.5;
export const busySampleEvery = 10;

export interface BeaconBudget {
  /** Rows the day may hold, all visitors together. */
  dailyRowCap: number;
  /** A number in [0, 1); Math.random in production, fixed in tests. */
  random?: () => number;
}

/** Stored; dropped by the sampling of a busy day; or dropped because the day's cap is reached. */
export type BeaconOutcome = "stored" | "sampled-out" | "over-cap";

/**
 * What this isolate last learned of today's count, so that a full day costs no
 * database call at all and a busy one is sampled before any call. Per isolate and
 * approximate by design: the database's own conditional update is the real bound.
 */
const lastKnown = new Map<string, number>();

/**
 * Stores a validated beacon within the day's budget: first its rows are reserved
 * in `vitals_daily` (one conditional upsert that writes nothing once the cap is
 * reached), then written in one batch. A metric id already stored is updated in
 * place (web-vitals reports CLS and INP again when they grow), but only for the
 * same route and metric, so a forged id cannot rewrite another row.
 */
export async function storeBeacon(
  db: D1Database,
  beacon: VitalsBeacon & { device?: WebVitalRow["device"] },
  now: number,
  { dailyRowCap, random = Math.random }: BeaconBudget,
): Promise<BeaconOutcome> {
  const day = utcDay(now);
  const memoKey = `${day}|${dailyRowCap}`;
  const known = lastKnown.get(memoKey) ?? 0;
  if (known >= dailyRowCap) return "over-cap";
  if (known >= dailyRowCap * busyShare && random() * busySampleEvery >= 1) return "sampled-out";

  // One row per id, the last report winning as it would in place: a beacon that repeats
  // an id reserves only what it writes, so it cannot spend the day's budget (decision 023).
  const metrics = [...new Map(beacon.metrics.map((metric) => [metric.id, metric])).values()];
  const rows = metrics.length;
  const reserved = await db
    .prepare(
      `INSERT INTO vitals_daily (day, rows) VALUES (?1, ?2)
       ON CONFLICT (day) DO UPDATE SET rows = rows + ?2 WHERE rows + ?2 <= ?3
       RETURNING rows`,
    )
    .bind(day, rows, dailyRowCap)
    .first<{ rows: number }>();
  if (!reserved) {
    lastKnown.set(memoKey, dailyRowCap);
    return "over-cap";
  }
  lastKnown.set(memoKey, reserved.rows);

  const insert = db.prepare(
    `INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at, device)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
     ON CONFLICT (id) DO UPDATE SET value = excluded.value, rating = excluded.rating, received_at = excluded.received_at
     WHERE web_vitals.route = excluded.route AND web_vitals.metric = excluded.metric`,
  );
  await db.batch(
    metrics.map((metric) =>
      insert.bind(
        metric.id,
        beacon.route,
        metric.name,
        metric.value,
        metric.rating,
        metric.navigationType,
        now,
        beacon.device ?? "unknown",
      ),
    ),
  );
  return "stored";
}

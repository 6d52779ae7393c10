import { type DailyP75, vitalsTrendDays as trendDays } from "#app/console/console-service.ts";

const dayMs = 24 * 60 * 60_000;

/**
 * One route's daily 75th percentile of LCP, INP and CLS on mobile and desktop, over the last
 * `vitalsTrendDays` UTC days, by the nearest rank as `npm run vitals` computes it (decision 023):
 * position ceil(3n/4) = (3n + 3) / 4 of the day's n samples sorted ascending. Rows stored before
 * the device was recorded ('unknown') are left out.
 */
export async function dailyP75(db: D1Database, route: string, now: number): Promise<DailyP75[]> {
  const since = Math.floor(now / dayMs) * dayMs - (trendDays - 1) * dayMs;
  const { results } = await db
    .prepare(
      `WITH ranked AS (
         SELECT metric, device, date(received_at / 1000, 'unixepoch') AS day, value,
           ROW_NUMBER() OVER (PARTITION BY metric, device, date(received_at / 1000, 'unixepoch') ORDER BY value) AS position,
           COUNT(*) OVER (PARTITION BY metric, device, date(received_at / 1000, 'unixepoch')) AS samples
         FROM web_vitals
         WHERE route = ?1 AND received_at >= ?2 AND metric IN ('LCP', 'INP', 'CLS') AND device IN ('mobile', 'desktop'))
       SELECT day, metric, device, value AS p75, samples FROM ranked
       WHERE position = (3 * samples + 3) / 4 ORDER BY metric, device, day`,
    )
    .bind(route, since)
    .all<DailyP75>();
  return results;
}

import type { HealthReport } from "#app/console/console-service.ts";
import type { QuotaSettings } from "#functions/contact/delivery/emailjs-budget.ts";
import { quotaWindow } from "#functions/contact/delivery/emailjs-budget.ts";

/**
 * The console's health page (issue 23, §6): open incidents and their alerts, the EmailJS budget
 * left in this quota window, what waits and since when, and each cron job's latest run. The same
 * tables `npm run outbox` reads, in one batch.
 */
export async function readHealth(db: D1Database, quota: QuotaSettings, now: number): Promise<HealthReport> {
  const window = quotaWindow(now, quota.resetDay);
  const [incidents, usage, counts, cron] = await db.batch<Record<string, number | string | null>>([
    db.prepare(
      "SELECT kind, opened_at AS openedAt, alerted_at AS alertedAt, detail FROM delivery_incidents ORDER BY opened_at",
    ),
    db.prepare("SELECT requests, exhausted FROM emailjs_usage WHERE window_start = ?1").bind(window.start),
    db.prepare(
      `SELECT COALESCE(SUM(status IN ('pending', 'sending')), 0) AS waiting,
              MIN(CASE WHEN status IN ('pending', 'sending') THEN created_at END) AS oldestWaiting,
              COALESCE(SUM(status = 'held'), 0) AS held,
              MIN(CASE WHEN status = 'held' THEN created_at END) AS oldestHeld,
              COALESCE(SUM(status = 'failed'), 0) AS failed,
              (SELECT COUNT(*) FROM contact_spam) AS spam
       FROM contact_outbox WHERE status <> 'sent'`,
    ),
    db.prepare(
      "SELECT job, last_run_at AS lastRunAt, last_ok_at AS lastOkAt, last_error AS lastError FROM cron_status ORDER BY job",
    ),
  ]);
  const used = usage?.results[0] as { requests: number; exhausted: number } | undefined;
  const count = (counts?.results[0] ?? {}) as Record<string, number | null>;
  return {
    incidents: (incidents?.results ?? []) as unknown as HealthReport["incidents"],
    emailjs: {
      used: used?.requests ?? 0,
      quota: quota.monthlyQuota,
      windowEnd: window.end,
      exhausted: used?.exhausted === 1,
    },
    waiting: { count: count.waiting ?? 0, oldestAt: count.oldestWaiting ?? null },
    held: { count: count.held ?? 0, oldestAt: count.oldestHeld ?? null },
    failed: count.failed ?? 0,
    spam: count.spam ?? 0,
    cron: (cron?.results ?? []) as unknown as HealthReport["cron"],
  };
}

/** Records one cron job's run: its time, and its success or its error (shown by the console). */
export function cronRunStatement(db: D1Database, job: string, at: number, error: string | null): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO cron_status (job, last_run_at, last_ok_at, last_error) VALUES (?1, ?2, CASE WHEN ?3 IS NULL THEN ?2 END, ?3)
       ON CONFLICT (job) DO UPDATE SET last_run_at = ?2,
         last_ok_at = CASE WHEN ?3 IS NULL THEN ?2 ELSE last_ok_at END, last_error = ?3`,
    )
    .bind(job, at, error === null ? null : error.slice(0, 500));
}

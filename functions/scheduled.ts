import { pruneAuditStatement } from "#functions/console/audit-trail.ts";
import { cronRunStatement } from "#functions/console/health.ts";
import { type Clock, systemClock } from "#functions/contact/delivery/contact-delivery.ts";
import { readAlertRoute, readRetentionMs } from "#functions/contact/delivery/delivery-config.ts";
import { runDeliveryJob } from "#functions/contact/delivery/delivery-cron.ts";
import { readIntakeLimits } from "#functions/contact/intake/intake-config.ts";
import { expireSpamStatement } from "#functions/contact/spam-folder.ts";
import { reviewStorage } from "#functions/storage-budget.ts";

/**
 * The Cron Trigger's work (every 5 minutes): release held contact messages as the sending budget
 * frees and deliver those waiting in the outbox (each claim reads the clock itself); then, apart,
 * the storage: retention of sent messages, what the quotas no longer need, and both databases'
 * byte budgets (decision 020). Retention uses the run's time.
 */
export async function handleScheduled(controller: Pick<ScheduledController, "scheduledTime">, env: Env): Promise<void> {
  // Number(): the runtime passes epoch milliseconds, test harnesses may pass a Date.
  await runScheduledJobs(env, Number(controller.scheduledTime));
}

/** The jobs of one run at `runAt`; the delivery reads `clock` (injectable for tests) for each claim. */
export async function runScheduledJobs(env: Env, runAt: number, clock: Clock = systemClock): Promise<void> {
  await runSideBySide(env.DB, runAt, {
    "contact delivery": () => runDeliveryJob(env, clock),
    storage: () =>
      reviewStorage(
        // Leniently: a delivery configuration error must not silence the storage alerts.
        { db: env.DB, alerts: readAlertRoute(env), now: () => runAt, raised: new Set() },
        env,
        { now: runAt, sentRetentionMs: readRetentionMs(env), limits: readIntakeLimits(env) },
      ),
    // The console's own data: its audit trail and the spam folder, each past its period (decisions 019 and 024).
    "console retention": () => env.DB.batch([pruneAuditStatement(env.DB, runAt), expireSpamStatement(env.DB, runAt)]),
  });
}

/**
 * Runs the Cron Trigger's jobs side by side, each on its own: one that throws (a configuration
 * error, a D1 error), even synchronously, never keeps the others from running. Failures are
 * logged by name and recorded for the console (cron_status), then rethrown together, so
 * Cloudflare records the run as failed.
 */
async function runSideBySide(
  db: D1Database,
  runAt: number,
  jobs: Record<string, () => Promise<unknown>>,
): Promise<void> {
  const entries = Object.entries(jobs);
  const results = await Promise.allSettled(entries.map(([, job]) => Promise.resolve().then(job)));
  const errors: unknown[] = [];
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    errors.push(result.reason);
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    console.error(`Scheduled job "${entries[index]?.[0]}" failed: ${reason}`);
  });
  // One batch, best effort: a database that failed the jobs may fail this too, and the logs have it all.
  await db
    .batch(
      results.map((result, index) =>
        cronRunStatement(
          db,
          entries[index]?.[0] ?? "",
          runAt,
          result.status === "fulfilled"
            ? null
            : result.reason instanceof Error
              ? result.reason.message
              : String(result.reason),
        ),
      ),
    )
    .catch((error: unknown) =>
      console.error(`Cron status not recorded: ${error instanceof Error ? error.message : error}`),
    );
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} scheduled job(s) failed`);
}

import { purgeSentMessages } from "#functions/services/contact-outbox.ts";
import { readRetentionMs } from "#functions/services/delivery-config.ts";
import { runDeliveryJob } from "#functions/services/delivery-cron.ts";
import { pruneWebVitals } from "#functions/services/web-vitals-store.ts";

/**
 * The Cron Trigger's work (every 5 minutes): deliver the contact messages still waiting in the
 * outbox (each claim reads the clock itself), delete sent ones past their retention, prune old web
 * vitals. Retention and pruning use the run's time.
 */
export async function handleScheduled(controller: Pick<ScheduledController, "scheduledTime">, env: Env): Promise<void> {
  // Number(): the runtime passes epoch milliseconds, test harnesses may pass a Date.
  const runAt = Number(controller.scheduledTime);
  await runScheduledJobs({
    "contact delivery": () => runDeliveryJob(env),
    "contact retention": () => purgeSentMessages(env.DB, runAt - readRetentionMs(env)),
    "web vitals pruning": () => pruneWebVitals(env.VITALS_DB, runAt),
  });
}

/**
 * Runs the Cron Trigger's jobs side by side, each on its own: one that throws (a configuration
 * error, a D1 error), even synchronously, never keeps the others from running. Failures are
 * logged by name, then rethrown together, so Cloudflare records the run as failed.
 */
async function runScheduledJobs(jobs: Record<string, () => Promise<unknown>>): Promise<void> {
  const entries = Object.entries(jobs);
  const results = await Promise.allSettled(entries.map(([, job]) => Promise.resolve().then(job)));
  const errors: unknown[] = [];
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    errors.push(result.reason);
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    console.error(`Scheduled job "${entries[index]?.[0]}" failed: ${reason}`);
  });
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} scheduled job(s) failed`);
}

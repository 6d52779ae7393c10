import {
  type Clock,
  createDeliveryContext,
  type DeliveryContext,
  type DeliveryOutcome,
  deliverMessage,
  systemClock,
} from "#functions/services/contact-delivery.ts";
import { countOverdue, listDueIds } from "#functions/services/contact-outbox.ts";
import {
  type DeliveryEnv,
  type DeliverySettings,
  readDeliveryConfig,
  readMailRoutes,
} from "#functions/services/delivery-config.ts";
import { overdueIncidentDetail } from "#functions/services/delivery-emails.ts";
import { closeIncidents, raiseIncident, retryOneAlert } from "#functions/services/delivery-incidents.ts";

/**
 * The Cron Trigger's delivery work: one attempt for each due message, one after the other, at
 * most `cronBatchSize` of them; then the review of what still waits. One message's error does not
 * stop the others.
 */
export async function deliverDueMessages(context: DeliveryContext): Promise<DeliveryOutcome[]> {
  const { db, settings, clock } = context;
  const ids = await listDueIds(db, clock.now(), settings.cronBatchSize);
  if (!settings.emailjs.credentials && !settings.secondChannel) {
    if (ids.length > 0)
      console.warn(`${ids.length} contact message(s) waiting: neither EmailJS nor a second channel is configured.`);
    return ids.map(() => "not-configured");
  }
  const outcomes: DeliveryOutcome[] = [];
  for (const id of ids) {
    try {
      outcomes.push(await deliverMessage(context, id));
    } catch (error) {
      console.error(`Contact message ${id}: attempt aborted (${error instanceof Error ? error.message : "unknown"}).`);
      outcomes.push("error");
    }
  }
  return outcomes;
}

/**
 * After the deliveries: an `overdue` incident (one alert) while any message has failed or waited
 * longer than CONTACT_MAX_WAIT_MINUTES, closed when none has; a configuration incident closed,
 * since the configuration was read; one alert that failed earlier tried again.
 */
export async function reviewDelivery(context: DeliveryContext): Promise<void> {
  const { db, settings, clock } = context;
  const overdue = await countOverdue(db, clock.now() - settings.maxWaitMs);
  if (overdue.failed + overdue.waiting > 0) {
    await raiseIncident(
      context,
      "overdue",
      overdueIncidentDetail(overdue, settings.maxWaitMs, settings.secondChannel !== undefined),
    );
    await closeIncidents(db, ["config"]);
  } else {
    await closeIncidents(db, ["config", "overdue"]);
  }
  await retryOneAlert(context);
}

/**
 * The cron's delivery job. An invalid configuration opens a `config` incident (the owner is told
 * through the send_email route if that part is valid) and fails this job only: the Worker's other
 * scheduled jobs still run.
 */
export async function runDeliveryJob(
  env: DeliveryEnv & { DB: D1Database },
  clock: Clock = systemClock,
): Promise<DeliveryOutcome[]> {
  let settings: DeliverySettings;
  try {
    settings = readDeliveryConfig(env);
  } catch (error) {
    const message = error instanceof Error ? error.message : "configuration illisible";
    let alerts: DeliverySettings["alerts"];
    try {
      alerts = readMailRoutes(env).alerts;
    } catch {
      alerts = undefined;
    }
    await raiseIncident({ db: env.DB, alerts, now: clock.now, raised: new Set() }, "config", message);
    throw error;
  }
  const context = createDeliveryContext(env.DB, settings, { clock });
  const outcomes = await deliverDueMessages(context);
  await reviewDelivery(context);
  return outcomes;
}

import { countUndelivered, listDueIds, releaseHeldMessages } from "#functions/contact/contact-outbox.ts";
import {
  type Clock,
  createDeliveryContext,
  type DeliveryContext,
  type DeliveryOutcome,
  deliverMessage,
  systemClock,
} from "#functions/contact/delivery/contact-delivery.ts";
import {
  type DeliveryEnv,
  type DeliverySettings,
  readAlertRoute,
  readDeliveryConfig,
} from "#functions/contact/delivery/delivery-config.ts";
import { heldIncidentDetail, overdueIncidentDetail } from "#functions/contact/delivery/delivery-emails.ts";
import { closeIncidents, raiseIncident, retryOneAlert } from "#functions/contact/delivery/delivery-incidents.ts";
import type { IncidentKind } from "#functions/contact/delivery/incident-kinds.ts";

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
 * longer than CONTACT_MAX_WAIT_MINUTES, and a `held` one while any message is held (decision 020),
 * each closed when its cause is gone; a configuration incident closed, since the configuration was
 * read; one alert that failed earlier tried again.
 */
export async function reviewDelivery(context: DeliveryContext): Promise<void> {
  const { db, settings, clock } = context;
  const undelivered = await countUndelivered(db, clock.now() - settings.maxWaitMs);
  const toClose: IncidentKind[] = ["config"];
  if (undelivered.failed + undelivered.waiting > 0) {
    await raiseIncident(
      context,
      "overdue",
      overdueIncidentDetail(undelivered, settings.maxWaitMs, settings.secondChannel !== undefined),
    );
  } else {
    toClose.push("overdue");
  }
  if (undelivered.held > 0) {
    await raiseIncident(
      context,
      "held",
      heldIncidentDetail({ count: undelivered.held, oldest: undelivered.oldestHeld }, settings.intake.sendingBudget),
    );
  } else {
    toClose.push("held");
  }
  await closeIncidents(db, toClose);
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
    const message = error instanceof Error ? error.message : "unreadable configuration";
    const alerts = readAlertRoute(env);
    await raiseIncident({ db: env.DB, alerts, now: clock.now, raised: new Set() }, "config", message);
    throw error;
  }
  const context = createDeliveryContext(env.DB, settings, { clock });
  // Before the deliveries, so that what the budget frees is sent in this run.
  const { windowMs, sendingBudget, unverifiedBudget } = settings.intake;
  const released = await releaseHeldMessages(env.DB, clock.now(), {
    windowMs,
    sendingBudget,
    laneBudget: unverifiedBudget,
  });
  if (released > 0) console.info(`${released} held contact message(s) released into the sending queue.`);
  const outcomes = await deliverDueMessages(context);
  await reviewDelivery(context);
  return outcomes;
}

import type { MailRoute } from "#functions/contact/delivery/delivery-config.ts";
import { alertEmail } from "#functions/contact/delivery/delivery-emails.ts";
import type { IncidentKind } from "#functions/contact/delivery/incident-kinds.ts";
import { sendMail } from "#functions/contact/delivery/second-channel.ts";

/**
 * Incidents and the owner's alerts (docs/decisions/022). An incident is a row of
 * `delivery_incidents`, at most one per kind; opening it is what sends the alert, so the owner
 * gets one e-mail per incident however many messages or cron runs meet the same cause.
 */

export interface IncidentContext {
  db: D1Database;
  /** Where alerts go; without it they only reach the logs. */
  alerts?: MailRoute;
  now: () => number;
  /** Kinds this invocation already raised: the next message with the same cause costs no query. */
  raised: Set<IncidentKind>;
}

/**
 * Opens an incident of this kind unless one is open, and alerts the owner when it opens.
 * The insert also claims the alert, so two Worker instances never both send it.
 */
export async function raiseIncident(context: IncidentContext, kind: IncidentKind, detail: string): Promise<void> {
  if (context.raised.has(kind)) return;
  context.raised.add(kind);
  const now = context.now();
  const opened = await context.db
    .prepare(
      `INSERT INTO delivery_incidents (kind, opened_at, alerted_at, detail) VALUES (?1, ?2, ?2, ?3)
       ON CONFLICT (kind) DO NOTHING RETURNING kind`,
    )
    .bind(kind, now, detail.slice(0, 500))
    .first<{ kind: string }>();
  if (opened) await alert(context, kind, detail);
}

/** Sends the alert of an incident whose earlier alert failed, one per call (bounded subrequests). */
export async function retryOneAlert(context: IncidentContext): Promise<void> {
  const incident = await context.db
    .prepare(
      `UPDATE delivery_incidents SET alerted_at = ?1
       WHERE kind = (SELECT kind FROM delivery_incidents WHERE alerted_at IS NULL ORDER BY opened_at LIMIT 1)
       RETURNING kind, detail`,
    )
    .bind(context.now())
    .first<{ kind: IncidentKind; detail: string }>();
  if (incident) await alert(context, incident.kind, incident.detail);
}

/** Closes incidents whose cause is gone: the next occurrence alerts again. */
export async function closeIncidents(db: D1Database, kinds: IncidentKind[]): Promise<void> {
  if (kinds.length === 0) return;
  await closeIncidentsStatement(db, kinds).run();
}

/** The same, as a statement to batch with another write. */
export function closeIncidentsStatement(db: D1Database, kinds: IncidentKind[]): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM delivery_incidents WHERE kind IN (SELECT value FROM json_each(?1))`)
    .bind(JSON.stringify(kinds));
}

async function alert(context: IncidentContext, kind: IncidentKind, detail: string): Promise<void> {
  // The logs always get it, so Workers Logs shows it even when the e-mail fails.
  console.error(`Delivery alert (${kind}): ${detail}`);
  if (!context.alerts) return;
  const result = await sendMail(context.alerts, alertEmail(kind, detail));
  if (result.status === "sent") return;
  console.error(`Alert e-mail for ${kind} not sent (${result.reason}); the next cron run tries again.`);
  await context.db.prepare("UPDATE delivery_incidents SET alerted_at = NULL WHERE kind = ?1").bind(kind).run();
}

/** The SQL of `npm run outbox`, apart so that the workerd tests run the very statements it runs. */

/** Messages not yet delivered (or every message with `all`), oldest first, with a short excerpt. */
export function listOutboxSql({ all }: { all: boolean }): string {
  const where = all ? "" : "WHERE status <> 'sent'";
  return `SELECT id, status, attempts, failure_kind, channel, verification,
    datetime(created_at / 1000, 'unixepoch') AS created, datetime(next_attempt_at / 1000, 'unixepoch') AS next_attempt,
    name, email, phone, substr(replace(message, char(10), ' '), 1, 60) AS message, last_error
    FROM contact_outbox ${where} ORDER BY created_at`;
}

/** How many messages per status and channel. */
export const outboxSummarySql = `SELECT status, COALESCE(channel, '') AS channel, COUNT(*) AS messages
  FROM contact_outbox GROUP BY status, channel ORDER BY status, channel`;

/** EmailJS requests counted per quota window, and whether EmailJS said the quota was spent. */
export const emailJsUsageSql = `SELECT datetime(window_start / 1000, 'unixepoch') AS window_start, requests,
  datetime(last_request_at / 1000, 'unixepoch') AS last_request, exhausted
  FROM emailjs_usage ORDER BY window_start DESC LIMIT 3`;

/** Open incidents: one alert each; `alerted` empty means the alert still has to go out. */
export const incidentsSql = `SELECT kind, datetime(opened_at / 1000, 'unixepoch') AS opened,
  datetime(alerted_at / 1000, 'unixepoch') AS alerted, detail FROM delivery_incidents ORDER BY opened_at`;

/** Failed messages back to the cron, due at once, with a fresh count of attempts, once their cause is fixed. */
export const requeueFailedSql = `UPDATE contact_outbox SET status = 'pending', attempts = 0, next_attempt_at = 0,
  failure_kind = NULL WHERE status = 'failed'`;

/** Every held message sent now, past the hourly budget (decision 020), once checked to be real enquiries. */
export const releaseHeldSql = `UPDATE contact_outbox SET status = 'pending', next_attempt_at = 0,
  queued_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE status = 'held'`;

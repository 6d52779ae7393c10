-- Delivery through two channels, a send budget and alerts (docs/decisions/021, 022).

-- How a sent message reached the company: 'emailjs', or 'second-channel' (Cloudflare's send_email
-- binding). NULL until sent.
ALTER TABLE contact_outbox ADD COLUMN channel TEXT CHECK (channel IN ('emailjs', 'second-channel'));
-- What the last failure was: 'temporary' (5xx, 429, timeout, network: retried without end),
-- 'quota' (the monthly budget is spent: retried when the quota window resets) or 'permanent'
-- (a refused key, template or service: a maintainer must act). NULL after a success.
ALTER TABLE contact_outbox ADD COLUMN failure_kind TEXT CHECK (failure_kind IN ('temporary', 'quota', 'permanent'));

-- The retention job deletes sent messages by age.
CREATE INDEX contact_outbox_sent ON contact_outbox (status, sent_at);

-- Before this migration any failure became 'failed' after 12 attempts, quota and outages included,
-- and nothing retried it. Those messages get another chance under the new rules.
UPDATE contact_outbox SET status = 'pending', attempts = 0, next_attempt_at = 0 WHERE status = 'failed';

-- EmailJS requests per quota window (one row per window), and the time of the latest one, so every
-- Worker instance keeps to the plan's monthly budget and to one request per second.
CREATE TABLE emailjs_usage (
  -- Epoch milliseconds of the window's start (EMAILJS_QUOTA_RESET_DAY at 00:00 UTC).
  window_start INTEGER PRIMARY KEY,
  requests INTEGER NOT NULL,
  last_request_at INTEGER NOT NULL,
  -- A random token written by the reservation that won the latest request slot.
  last_grant TEXT NOT NULL,
  -- 1 once EmailJS itself answered "quota exceeded" in this window, whatever our count says.
  exhausted INTEGER NOT NULL DEFAULT 0 CHECK (exhausted IN (0, 1))
) STRICT;

-- Open incidents, at most one per kind: the owner gets one e-mail when an incident opens, not one
-- per cron run. An incident closes when its cause is gone; the next one alerts again.
CREATE TABLE delivery_incidents (
  kind TEXT PRIMARY KEY CHECK (kind IN ('config', 'emailjs-permanent', 'emailjs-quota', 'overdue')),
  opened_at INTEGER NOT NULL,
  -- NULL while the alert still has to be sent (the last try failed).
  alerted_at INTEGER,
  detail TEXT NOT NULL
) STRICT;

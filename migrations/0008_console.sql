-- The console (issue 23, docs/decisions/019, 024): the spam folder, the audit trail and the cron's
-- last runs. New tables only, so this migration commutes with any that adds a column to the outbox.

-- Messages set aside as likely spam (honeypot filled, Turnstile failed) or marked so in the console:
-- kept instead of dropped, never e-mailed unless a person releases one (back into contact_outbox).
-- Bounded in count (the newest are kept) and expiring, by the intake and the cron (decision 019).
CREATE TABLE contact_spam (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- honeypot: the hidden field was filled; turnstile: the challenge failed; marked: a person said so.
  reason TEXT NOT NULL CHECK (reason IN ('honeypot', 'turnstile', 'marked')),
  -- The language of the page it was sent from (as contact_outbox.locale): a released message keeps it.
  locale TEXT NOT NULL DEFAULT 'fr',
  -- Epoch milliseconds of the visitor's submission (kept when a message moves between folders).
  created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX contact_spam_by_created ON contact_spam (created_at);

-- Every console action, with the Cloudflare Access identity that did it (decision 024). Targets are
-- message ids and counts, never a visitor's address or text: erasure leaves nothing here.
CREATE TABLE console_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('view', 'export', 'erasure', 'retry', 'spam', 'not-spam')),
  target TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE INDEX console_audit_by_at ON console_audit (at);

-- Each cron job's latest run, success and error: one row per job, so the console can show a cron
-- that fails or stopped running.
CREATE TABLE cron_status (
  job TEXT PRIMARY KEY,
  last_run_at INTEGER NOT NULL,
  last_ok_at INTEGER,
  last_error TEXT
) STRICT;

-- Fair intake and bounded storage (docs/decisions/020).

-- 1. Held messages. Past the window's sending budget a message is stored as 'held' (not sent
-- automatically) and released by the cron, oldest first, as the budget frees. `queued_at` is when a
-- message entered the sending queue (stored as pending, or released): the budget counts those.
-- SQLite cannot change a CHECK constraint, so the table is rebuilt with every row kept.
CREATE TABLE contact_outbox_rebuilt (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- held: stored, waits for the sending budget (or a person); pending: waiting to be sent;
  -- sending: claimed by one attempt until next_attempt_at; sent: delivered; failed: a maintainer must act.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('held', 'pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  channel TEXT CHECK (channel IN ('emailjs', 'second-channel')),
  failure_kind TEXT CHECK (failure_kind IN ('temporary', 'quota', 'permanent')),
  verification TEXT NOT NULL DEFAULT 'off' CHECK (verification IN ('off', 'passed', 'missing', 'unavailable')),
  -- Epoch milliseconds; NULL while held.
  queued_at INTEGER
) STRICT;

INSERT INTO contact_outbox_rebuilt
  (id, name, email, phone, message, status, attempts, next_attempt_at, last_error, created_at, sent_at, channel,
   failure_kind, verification, queued_at)
SELECT id, name, email, phone, message, status, attempts, next_attempt_at, last_error, created_at, sent_at, channel,
       failure_kind, verification, created_at
FROM contact_outbox;

DROP TABLE contact_outbox;
ALTER TABLE contact_outbox_rebuilt RENAME TO contact_outbox;

CREATE INDEX contact_outbox_due ON contact_outbox (status, next_attempt_at);
CREATE INDEX contact_outbox_sent ON contact_outbox (status, sent_at);
-- The sending budget counts the messages queued in the last window.
CREATE INDEX contact_outbox_queued_at ON contact_outbox (queued_at);
-- Held messages are released, and expire, oldest first.
CREATE INDEX contact_outbox_by_status_created ON contact_outbox (status, created_at);

-- 2. The per-source quota. One row per stored message: a keyed hash of its source (the IPv4
-- address, or the IPv6 /64), never the address, and nothing that links it to the message. Rows
-- leave once older than the window.
CREATE TABLE contact_sources (
  source TEXT NOT NULL,
  counted_at INTEGER NOT NULL
) STRICT;

CREATE INDEX contact_sources_by_source ON contact_sources (source, counted_at);
CREATE INDEX contact_sources_by_time ON contact_sources (counted_at);

-- The keys of those hashes: a random one per UTC day, deleted once no row can use it, after which
-- an old hash can no longer be tested against an address.
CREATE TABLE contact_source_keys (
  day TEXT PRIMARY KEY,
  secret TEXT NOT NULL
) STRICT;

-- 3. New kinds of incident (one alert each while open): held messages, and each database's
-- storage at 50 %, 80 % and 100 % of its byte budget. Rebuilt for the same reason as above.
CREATE TABLE delivery_incidents_rebuilt (
  kind TEXT PRIMARY KEY CHECK (kind IN (
    'config', 'emailjs-permanent', 'emailjs-quota', 'overdue', 'held',
    'outbox-storage-50', 'outbox-storage-80', 'outbox-storage-100',
    'vitals-storage-50', 'vitals-storage-80', 'vitals-storage-100')),
  opened_at INTEGER NOT NULL,
  alerted_at INTEGER,
  detail TEXT NOT NULL
) STRICT;

INSERT INTO delivery_incidents_rebuilt SELECT kind, opened_at, alerted_at, detail FROM delivery_incidents;
DROP TABLE delivery_incidents;
ALTER TABLE delivery_incidents_rebuilt RENAME TO delivery_incidents;

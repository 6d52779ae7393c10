-- Every valid contact message is written here before any sending attempt, so none is lost
-- when EmailJS is down, slow or refusing (docs/decisions/021).
CREATE TABLE contact_outbox (
  -- The client's idempotency key (one per form fill) or a server-made UUID: a repeat is a no-op.
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- pending: waiting to be sent; sending: claimed by one attempt until next_attempt_at;
  -- sent: EmailJS accepted it; failed: gave up after the last attempt, a maintainer must act.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds. For 'sending' rows this is the end of the claim's lease.
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
) STRICT;

CREATE INDEX contact_outbox_due ON contact_outbox (status, next_attempt_at);

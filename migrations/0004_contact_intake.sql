-- Intake bounds (docs/decisions/020).
-- The global hourly cap counts the messages stored in the last hour: this index keeps that count
-- to the rows of that hour.
CREATE INDEX contact_outbox_created_at ON contact_outbox (created_at);

-- How the spam shield judged the message when it was stored (docs/decisions/019):
-- off: Turnstile not configured; passed: token verified; missing: no token (no JavaScript, or the
-- widget did not load), taken under stricter limits; unavailable: the verification service did not
-- answer in time, taken under the normal limits.
ALTER TABLE contact_outbox ADD COLUMN verification TEXT NOT NULL DEFAULT 'off'
  CHECK (verification IN ('off', 'passed', 'missing', 'unavailable'));

-- Files sent with contact messages (issue 36, docs/decisions/new-contact-files.md). Their bytes are
-- in the private R2 bucket CONTACT_FILES under `key`, a random UUID that says nothing of the file or
-- its sender; this table is the one link between a message and its files, and what the files'
-- storage budget counts. A file goes with its message: when neither contact_outbox nor contact_spam
-- holds `message_id` any more (retention, erasure, the spam folder's expiry), the cron deletes it.
CREATE TABLE contact_files (
  key TEXT PRIMARY KEY,
  -- The message's id, in contact_outbox or contact_spam: it keeps its id when it moves between them.
  message_id TEXT NOT NULL,
  -- 0-based, in the order the visitor chose them.
  position INTEGER NOT NULL,
  -- For display only: no path, no control characters, at most 120 characters.
  name TEXT NOT NULL,
  -- Checked by extension and content; the download's Content-Type comes from it.
  kind TEXT NOT NULL CHECK (kind IN ('pdf', 'dwg', 'dxf', 'step', 'iges', 'jpeg', 'png', 'zip')),
  size INTEGER NOT NULL,
  -- pending: the row is written, the bytes are on their way; stored: in the bucket; missing: the
  -- bucket failed (the visitor was asked to send the files by e-mail); dropped: not kept, as the
  -- files' budget or the spam folder's was spent.
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored', 'missing', 'dropped')),
  created_at INTEGER NOT NULL,
  UNIQUE (message_id, position)
) STRICT;

-- The per-source byte quota beside the message quota (decision 020): the bytes of each counted
-- message's files.
ALTER TABLE contact_sources ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;

-- The files' storage budget alerts like the databases' (one incident per level). SQLite cannot
-- change a CHECK constraint, so the table is rebuilt with every row kept.
CREATE TABLE delivery_incidents_rebuilt (
  kind TEXT PRIMARY KEY CHECK (kind IN (
    'config', 'emailjs-permanent', 'emailjs-quota', 'overdue', 'held',
    'outbox-storage-50', 'outbox-storage-80', 'outbox-storage-100',
    'vitals-storage-50', 'vitals-storage-80', 'vitals-storage-100',
    'files-storage-50', 'files-storage-80', 'files-storage-100')),
  opened_at INTEGER NOT NULL,
  alerted_at INTEGER,
  detail TEXT NOT NULL
) STRICT;

INSERT INTO delivery_incidents_rebuilt SELECT kind, opened_at, alerted_at, detail FROM delivery_incidents;
DROP TABLE delivery_incidents;
ALTER TABLE delivery_incidents_rebuilt RENAME TO delivery_incidents;

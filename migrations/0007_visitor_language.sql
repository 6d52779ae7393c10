-- The language of the page a message was sent from (issue 22, docs/decisions/018): the company's
-- notification stays in French and says which language to answer in. Rows stored before it were French.
ALTER TABLE contact_outbox ADD COLUMN locale TEXT NOT NULL DEFAULT 'fr';

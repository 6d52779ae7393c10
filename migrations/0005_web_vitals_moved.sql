-- Web vitals now live in their own database (VITALS_DB, migrations-vitals/, docs/decisions/023):
-- anonymous beacons must never share the contact outbox's database. The rows here were
-- anonymous performance samples kept 90 days; they are not carried over (D1 cannot copy
-- between databases in SQL), the new database starts empty.
DROP TABLE web_vitals;

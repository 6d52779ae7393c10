/**
 * Lists the contact outbox: every message not yet sent (pending, sending, failed),
 * or all of them with --all. Reads the local database by default; --remote reads
 * the deployed one (after `npx wrangler login`).
 *   npm run list-outbox [-- --remote] [-- --all] [-- --persist-to DIR]
 */
import { parseArgs } from "node:util";
import { queryD1 } from "#scripts/lib/d1-query.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
    // The local state `npm start` and `npm run db:migrate` use.
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});

const where = values.all ? "" : "WHERE status <> 'sent'";
const sql = `SELECT id, status, attempts, verification, datetime(created_at / 1000, 'unixepoch') AS created,
  datetime(next_attempt_at / 1000, 'unixepoch') AS next_attempt, name, email, phone,
  substr(replace(message, char(10), ' '), 1, 60) AS message, last_error
  FROM contact_outbox ${where} ORDER BY created_at`;

const rows = await queryD1<Record<string, unknown>>(sql, { remote: values.remote, persistTo: values["persist-to"] });
if (rows.length === 0) console.log(values.all ? "L’outbox est vide." : "Aucun message en attente ni en échec.");
else console.table(rows);

/**
 * The contact outbox for a maintainer (docs/operations.md): what has not reached the company,
 * how it was delivered, the EmailJS budget, the open incidents, and the way to send failed
 * messages again once their cause is fixed. Local database by default; --remote for production
 * (after `npx wrangler login`).
 *   npm run outbox                          # messages not delivered yet, summary, budget, incidents
 *   npm run outbox -- --all                 # every message, delivered ones included
 *   npm run outbox -- --retry               # failed messages back to the cron, due at once
 *   npm run outbox -- --release             # held messages sent now, past the hourly budget
 *   npm run outbox -- --remote [--retry]    # the same on the deployed database
 *   npm run outbox -- --persist-to DIR      # another local state folder (e.g. .wrangler/load-state)
 */
import { parseArgs } from "node:util";
import { queryD1Statements } from "#scripts/lib/d1-query.ts";
import {
  emailJsUsageSql,
  incidentsSql,
  listOutboxSql,
  outboxSummarySql,
  releaseHeldSql,
  requeueFailedSql,
} from "#scripts/lib/outbox-queries.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
    retry: { type: "boolean", default: false },
    release: { type: "boolean", default: false },
    // The local state `npm start` and `npm run db:migrate` use.
    "persist-to": { type: "string", default: ".wrangler/state" },
    config: { type: "string", default: "wrangler.toml" },
  },
});
const options = { remote: values.remote, persistTo: values["persist-to"], config: values.config };
const where = values.remote ? "base déployée" : `base locale (${values["persist-to"]})`;

if (values.retry) {
  const [requeued = []] = await queryD1Statements<{ id: string }>([`${requeueFailedSql} RETURNING id`], options);
  console.log(
    requeued.length === 0
      ? `Aucun message en échec dans la ${where}.`
      : `${requeued.length} message(s) remis en file dans la ${where}, envoyés au prochain passage du cron (5 min au plus)\u00a0: ${requeued.map((row) => row.id).join(", ")}`,
  );
}

if (values.release) {
  const [released = []] = await queryD1Statements<{ id: string }>([`${releaseHeldSql} RETURNING id`], options);
  console.log(
    released.length === 0
      ? `Aucun message retenu dans la ${where}.`
      : `${released.length} message(s) retenu(s) libéré(s) dans la ${where}, envoyés au prochain passage du cron (5 min au plus).`,
  );
}

const [messages = [], summary = [], usage = [], incidents = []] = await queryD1Statements([
  listOutboxSql({ all: values.all }),
  outboxSummarySql,
  emailJsUsageSql,
  incidentsSql,
]);

console.log(`Outbox, ${where}.\n`);
if (messages.length === 0) console.log(values.all ? "L’outbox est vide." : "Aucun message en attente ni en échec.");
else console.table(messages);
console.log("\nMessages par statut et par canal\u00a0:");
if (summary.length === 0) console.log("(aucun)");
else console.table(summary);
console.log("\nRequêtes EmailJS par période de quota (exhausted = 1\u00a0: EmailJS a dit son quota épuisé)\u00a0:");
if (usage.length === 0) console.log("(aucune)");
else console.table(usage);
console.log("\nIncidents ouverts (une alerte chacun)\u00a0:");
if (incidents.length === 0) console.log("(aucun)");
else console.table(incidents);
const failed = summary.filter((row) => row.status === "failed").reduce((sum, row) => sum + Number(row.messages), 0);
if (failed > 0 && !values.retry)
  console.log(
    `\n${failed} message(s) en échec. Une fois la cause corrigée (voir last_error)\u00a0: npm run outbox --${values.remote ? " --remote" : ""} --retry`,
  );

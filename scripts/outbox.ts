// The contact outbox for a maintainer (docs/operations.md#the-outbox): what has not reached the company, counts, the
// EmailJS budget, open incidents; --retry and --release send failed and held messages again; --remote the deployed one.
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
    "persist-to": { type: "string", default: ".wrangler/state" },
    config: { type: "string", default: "wrangler.toml" },
  },
});
const options = { remote: values.remote, persistTo: values["persist-to"], config: values.config };
const where = values.remote ? "deployed database" : `local database (${values["persist-to"]})`;

if (values.retry) {
  const [requeued = []] = await queryD1Statements<{ id: string }>([`${requeueFailedSql} RETURNING id`], options);
  console.log(
    requeued.length === 0
      ? `No failed message in the ${where}.`
      : `${requeued.length} message(s) queued again in the ${where}, sent on the cron's next run (within 5 min): ${requeued.map((row) => row.id).join(", ")}`,
  );
}

if (values.release) {
  const [released = []] = await queryD1Statements<{ id: string }>([`${releaseHeldSql} RETURNING id`], options);
  console.log(
    released.length === 0
      ? `No held message in the ${where}.`
      : `${released.length} held message(s) released in the ${where}, sent on the cron's next run (within 5 min).`,
  );
}

const [messages = [], summary = [], usage = [], incidents = []] = await queryD1Statements(
  [listOutboxSql({ all: values.all }), outboxSummarySql, emailJsUsageSql, incidentsSql],
  options,
);

console.log(`Outbox, ${where}.\n`);
if (messages.length === 0) console.log(values.all ? "The outbox is empty." : "No message waiting or failed.");
else console.table(messages);
for (const [title, rows] of [
  ["Messages by status and channel:", summary],
  ["EmailJS requests by quota period (exhausted = 1: EmailJS said its quota was spent):", usage],
  ["Open incidents (one alert each):", incidents],
] as const) {
  console.log(`\n${title}`);
  if (rows.length === 0) console.log("(none)");
  else console.table(rows);
}
const failed = summary.filter((row) => row.status === "failed").reduce((sum, row) => sum + Number(row.messages), 0);
if (failed > 0 && !values.retry)
  console.log(
    `\n${failed} failed message(s). Once the cause is fixed (see last_error): npm run outbox --${values.remote ? " --remote" : ""} --retry`,
  );

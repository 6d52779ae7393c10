// Visitors' web vitals, p75 per route (docs/operations.md#web-vitals-from-real-visitors); --remote reads production's.
import { parseArgs } from "node:util";
import { queryD1 } from "#scripts/lib/d1-query.ts";
import { formatReport, type P75Row, p75Query } from "#scripts/lib/web-vitals-report.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    // The Chrome UX Report's window, so the two can be compared.
    days: { type: "string", default: "28" },
    "persist-to": { type: "string", default: ".wrangler/state" },
  },
});

const days = Number(values.days);
if (!Number.isInteger(days) || days < 1) {
  console.error(`--days needs a whole number of days, not "${values.days}".`);
  process.exit(1);
}
const since = Date.now() - days * 24 * 60 * 60_000;

const rows = await queryD1<P75Row>(p75Query(since), {
  remote: values.remote,
  persistTo: values["persist-to"],
  database: "VITALS_DB",
});
console.log(formatReport(rows, { days, source: values.remote ? "production" : "local database" }));

// Each web vital's 75th percentile and sample count per route, from real visitors' beacons (docs/decisions/023);
// --remote reads the deployed database. Usage: docs/operations.md#web-vitals-from-real-visitors.
import { parseArgs } from "node:util";
import { queryD1 } from "#scripts/lib/d1-query.ts";
import { formatReport, type P75Row, p75Query } from "#scripts/lib/web-vitals-report.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    // The Chrome UX Report's window, so the two can be compared.
    days: { type: "string", default: "28" },
    // The local state `npm start` and `npm run db:migrate` use.
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

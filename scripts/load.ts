// `npm run load`, `npm run chaos` (--faults), `npm run chaos -- --spam` (docs/operations.md#load-test, decision 026):
// the build (made if missing) and a fake EmailJS, traffic, then the cron until the outbox is empty; the run fails when
// a message answered 2xx is found neither at the fake, nor in the second channel's e-mails, nor waiting in the outbox.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { company } from "#app/content/company.ts";
import { indexablePages } from "#app/content/pages.ts";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";
import { writeResults } from "#scripts/lib/results-file.ts";
import { writeChaosBuild } from "#scripts/load/chaos-build.ts";
import { describe, phaseTable, type RunResult, report } from "#scripts/load/report.ts";
import {
  contactRequest,
  keyInMessage,
  ledger,
  type PhaseResult,
  runPhase,
  runSpamPhase,
} from "#scripts/load/traffic.ts";

const { values: options } = parseArgs({
  options: {
    faults: { type: "boolean", default: false },
    spam: { type: "boolean", default: false },
    duration: { type: "string" },
    connections: { type: "string" },
    "no-results": { type: "boolean", default: false },
    // Seconds the Cron Trigger is run for after the load, at most, to empty the outbox.
    settle: { type: "string", default: "300" },
    // The chaos run's faults: shares of D1 writes and bucket puts that fail, the fake's sends until its quota is spent.
    "d1-failure-rate": { type: "string", default: "0.05" },
    "bucket-failure-rate": { type: "string", default: "0.2" },
    "emailjs-quota": { type: "string", default: "4" },
  },
});
const mode = options.spam ? "spam" : options.faults ? "chaos" : "load";
const defaults = { load: [30, 50], chaos: [15, 10], spam: [15, 4] }[mode];
const [duration, connections, settleSeconds, d1Rate, bucketRate, quota] = [
  options.duration ?? defaults[0],
  options.connections ?? defaults[1],
  options.settle,
  options["d1-failure-rate"],
  options["bucket-failure-rate"],
  options["emailjs-quota"],
].map(Number) as [number, number, number, number, number, number];
if (!(duration > 0 && connections > 0) || [settleSeconds, d1Rate, bucketRate, quota].some((value) => !(value >= 0)))
  throw new Error("--duration and --connections need positive numbers, the other options numbers of 0 or more.");
// Kept after the run, for `npm run outbox -- --all --persist-to <stateDir> --config <config>`.
const stateDir = `.wrangler/${mode}-state`;

if (!existsSync("build/server/wrangler.json")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
const emailjs = await startFakeEmailJs(mode === "chaos" ? { faults: { quota } } : {});
const config =
  mode === "chaos"
    ? writeChaosBuild(".wrangler/chaos-build", { d1: d1Rate, bucket: bucketRate })
    : "build/server/wrangler.json";
const site = await serveBuiltSite({
  stateDir,
  config,
  // The Worker's logs and errors, to read a failed run against.
  logFile: `reports/wrangler-${mode}.log`,
  vars: {
    EMAILJS_API_BASE: emailjs.url,
    // One cron run may take 163 messages (a paid plan's subrequests, decision 021).
    WORKERS_SUBREQUEST_LIMIT: "1000",
    ...(mode === "spam"
      ? // Production's budgets over the flood and 15 s, not an hour; no EmailJS, so the second channel sends at
        // once, no released message is overdue, and the one alert expected is "held".
        {
          CONTACT_HOURLY_CAP: "30",
          CONTACT_SOURCE_HOURLY_CAP: "5",
          CONTACT_MAX_WAIT_MINUTES: "5",
          CONTACT_WINDOW_MINUTES: String((duration + 15) / 60),
        }
      : // The second channel after 3 s, so the run settles in minutes; no hourly budget (decision 020) holding most.
        { ...fakeEmailJsCredentials, CONTACT_MAX_WAIT_MINUTES: "0.05", CONTACT_HOURLY_CAP: "1000000" }),
  },
});
const json = async <T>(url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
};
type Explored<T> = { result: T; result_info?: { cursor?: string; has_more?: boolean } };
/** wrangler's local explorer, the API behind its dashboard. */
const explorer = <T>(path: string, init?: RequestInit) =>
  json<Explored<T>>(`${site.url}/cdn-cgi/explorer/api${path}`, init);
let run: RunResult;
const extraFigures: string[] = [];
try {
  const load = { duration, connections };
  const phases: PhaseResult[] = [];
  if (mode === "load") {
    const pages = indexablePages.map(({ path }) => ({
      method: "GET" as const,
      path,
      headers: { accept: "text/html" },
    }));
    phases.push(await runPhase(`Pages (${pages.length} routes)`, site.url, pages, load));
  }
  phases.push(
    mode === "spam"
      ? await runSpamPhase(site.url, load)
      : await runPhase(
          `POST /api/contact${mode === "chaos" ? " (faults injected)" : ""}`,
          site.url,
          // The chaos run sends one message in three with a PDF drawing, through the bucket's faults.
          [contactRequest(site.url, { filesEvery: mode === "chaos" ? 3 : 0 })],
          load,
        ),
  );
  const started = Date.now();
  let cronRuns = 0;
  // A message whose attempt was cut short waits out its two-minute lease first.
  while (Date.now() - started < settleSeconds * 1000) {
    // A run with a failed job answers 500: the outbox says the rest.
    await (await fetch(`${site.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`)).text();
    cronRuns += 1;
    const [open] = await queryD1([
      "SELECT id FROM contact_outbox WHERE status IN ('pending', 'sending', 'held') LIMIT 1",
    ]);
    if (open?.length === 0) break;
    await sleep(2_000);
  }
  const [rows = [], fileRows = []] = await queryD1([
    "SELECT id, status, message FROM contact_outbox",
    "SELECT f.key, f.status, o.message FROM contact_files AS f JOIN contact_outbox AS o ON o.id = f.message_id",
  ]);
  const emails = await sentEmails();
  const keyByEmail = new Map([...ledger].map(([key, sent]) => [sent.email, key]));
  const accepted = await json<{ template_params: { msg: string } }[]>(`${emailjs.url}/__requests`);
  type Faults = { injected: Record<"d1" | "bucket", { before: number; after: number }>; files: string[] };
  const chaos = mode === "chaos" ? await json<Faults>(`${site.url}/__chaos`) : undefined;
  run = {
    mode,
    phases,
    ledger,
    byEmailJs: accepted.map((request) => keyInMessage(request.template_params.msg) ?? "?"),
    bySecondChannel: emails
      .filter((email) => email.subject.startsWith("Demande de contact"))
      .map((email) => keyByEmail.get(email.replyTo ?? "") ?? "?"),
    alerts: emails.map((email) => email.subject).filter((subject) => subject.startsWith(`[${company.name}] Alerte`)),
    outbox: rows.map((row) => ({
      key: keyInMessage(String(row.message)) ?? `row ${row.id}`,
      status: String(row.status),
    })),
    ...(chaos && {
      files: fileRows.map((row) => ({
        message: keyInMessage(String(row.message)) ?? "?",
        status: String(row.status),
        inBucket: chaos.files.includes(String(row.key)),
      })),
    }),
  };
  extraFigures.push(
    `Cron ran ${cronRuns} time(s) in ${Math.round((Date.now() - started) / 1000)} s after the load.`,
    `Fake EmailJS answers: ${describe(await json(`${emailjs.url}/__answers`))}.`,
    ...(chaos
      ? [
          `D1 write failures injected: ${chaos.injected.d1.before} before the write, ${chaos.injected.d1.after} after.`,
          `Bucket put failures injected: ${chaos.injected.bucket.before} before storing, ${chaos.injected.bucket.after} after.`,
        ]
      : []),
  );
} finally {
  await site.stop();
  await emailjs.stop();
}

const { figures, problems } = report(run);
figures.push(...extraFigures);
// The figures depend on the machine: docs/results.md says which, and its load average at the end.
console.log(`\n${phaseTable(run.phases)}\n\n${figures.join("\n")}`);
const verdict =
  problems.length === 0 ? "No message lost." : `${problems.length} problem(s): ${problems.slice(0, 3).join("; ")}`;
if (mode !== "spam" && !options["no-results"])
  writeResults(
    mode,
    `${duration} s × ${connections} connections per phase.\n\n${phaseTable(run.phases)}\n\n${[...figures, verdict].map((line) => `- ${line}`).join("\n")}`,
  );
console.log(`State kept in ${stateDir} (npm run outbox -- --all --persist-to ${stateDir} --config ${config}).`);
if (problems.length === 0) console.log(`\n${verdict}`);
else {
  console.error(`\nFailed:\n${problems.map((line) => `- ${line}`).join("\n")}`);
  process.exitCode = 1;
}

/** Runs SQL statements on the running Worker's database `DB`; each one's rows. */
async function queryD1(statements: string[]): Promise<Record<string, unknown>[][]> {
  const [database] = (await explorer<{ uuid: string; name: string }[]>("/d1/database")).result;
  if (!database) throw new Error("No local D1 database");
  const { result } = await explorer<{ results: { columns: string[]; rows: unknown[][] } }[]>(
    `/d1/database/${database.uuid}/raw`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ batch: statements.map((sql) => ({ sql })) }),
    },
  );
  return result.map(({ results }) =>
    results.rows.map((row) => Object.fromEntries(results.columns.map((column, index) => [column, row[index]]))),
  );
}

/** Every e-mail the Worker sent through its send_email binding (simulated, never delivered). */
async function sentEmails(cursor?: string): Promise<{ subject: string; replyTo?: string }[]> {
  const query = new URLSearchParams({ per_page: "100", ...(cursor ? { cursor } : {}) });
  const page = await explorer<{ subject: string; replyTo?: string }[]>(`/local/email/sending?${query}`);
  return page.result_info?.has_more ? [...page.result, ...(await sentEmails(page.result_info.cursor))] : page.result;
}

/**
 * Load test of the production build served by `wrangler dev` (workerd, local D1, the send_email
 * binding simulated), wired to a local fake of EmailJS. Two phases, one after the other: every
 * public page in turn, then POST /api/contact with distinct valid messages. Then the Cron Trigger
 * is run until the outbox is empty (or a deadline), and every acknowledged message is looked for
 * in what the fake EmailJS accepted, in what the second channel sent, and in the outbox.
 *   npm run load                                   # 30 s × 50 connections per phase
 *   npm run load -- --duration 5 --connections 10  # a quick run
 *   npm run load -- --one-ip                       # every message from one address: the rate limit at work
 *   npm run chaos                                  # = npm run load -- --faults (docs/operations.md)
 *   npm run chaos -- --spam                        # one source floods, real visitors keep coming (decision 020)
 * --faults: the contact phase only, against a fake EmailJS answering 500, 429, nothing (timeouts)
 * and "quota exceeded" in a mix, and a Worker whose D1 writes fail now and then (--d1-failure-rate)
 * and whose files' bucket fails a share of its puts (--bucket-failure-rate); one message in three
 * carries a PDF drawing (issue 36), and no file the visitor was told arrived may be missing.
 * Prints accepted / delivered by EmailJS / delivered by the second channel / waiting / lost
 * (scripts/load/report.ts), and exits non-zero when a message is lost (or, without --faults, on
 * any error or unexpected status). --spam: the contact phase only, without injected faults (the
 * flood is the fault): one address far above its quota while visitors from other addresses send up
 * to theirs, past the window's sending budget (the window: the flood's duration and 15 s more),
 * then the cron until every held message is released and delivered (scripts/load/spam.ts). test/e2e/load.test.ts runs a short run
 * of each.
 * The figures of a plain run and of a chaos run go to docs/results.md, unless --no-results (the tests' short runs).
 * Builds only when build/ is missing; run `npm run build` after changing the code.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { company } from "#app/content/company.ts";
import { type FaultMix, fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { type RunningSite, serveBuiltSite } from "#harness/wrangler-server.ts";
import { publicPaths } from "#scripts/lib/public-paths.ts";
import { writeResults } from "#scripts/lib/results-file.ts";
import { writeChaosVariant } from "#scripts/load/chaos-variant.ts";
import { contactRequest, keyInMessage } from "#scripts/load/contact-load.ts";
import { queryLocalD1, sentEmails, triggerCron } from "#scripts/load/local-explorer.ts";
import { machineSummary, type PhaseResult, renderPhaseTable, runPhase } from "#scripts/load/phase.ts";
import { type FileEntry, type InjectedFaults, type OutboxEntry, type RunResult, report } from "#scripts/load/report.ts";
import { runSpamPhase, spamProblems, spamSettings, spamWindowMinutes } from "#scripts/load/spam.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string" },
    connections: { type: "string" },
    "one-ip": { type: "boolean", default: false },
    faults: { type: "boolean", default: false },
    spam: { type: "boolean", default: false },
    "no-results": { type: "boolean", default: false },
    // Seconds the Cron Trigger is run for after the load, at most, to empty the outbox.
    settle: { type: "string", default: "300" },
    seed: { type: "string", default: "12" },
    // Share of the chaos Worker's D1 writes that fail.
    "d1-failure-rate": { type: "string", default: "0.05" },
    // Share of the chaos Worker's file puts that fail.
    "bucket-failure-rate": { type: "string", default: "0.2" },
    // Messages the chaos run's fake EmailJS accepts before its monthly quota is spent.
    "emailjs-quota": { type: "string", default: "4" },
  },
});
const spam = options.spam;
const faults = options.faults && !spam;
const duration = Number(options.duration ?? (faults || spam ? 15 : 30));
const connections = Number(options.connections ?? (faults ? 10 : spam ? 4 : 50));
const settleSeconds = Number(options.settle);
const seed = Number(options.seed);
const d1WriteFailureRate = Number(options["d1-failure-rate"]);
const bucketFailureRate = Number(options["bucket-failure-rate"]);
const quota = Number(options["emailjs-quota"]);
if (
  !(duration > 0) ||
  !(connections > 0) ||
  [settleSeconds, d1WriteFailureRate, bucketFailureRate, quota].some((value) => !(value >= 0))
)
  throw new Error(
    "--duration, --connections, --settle, --d1-failure-rate, --bucket-failure-rate and --emailjs-quota need positive numbers.",
  );
// A documentation address (RFC 5737): never a real visitor's.
const sharedIp = options["one-ip"] ? "203.0.113.7" : undefined;
// Kept after the run: `npm run outbox -- --all --persist-to .wrangler/load-state --config build/server/wrangler.json`.
const stateDir = spam ? ".wrangler/spam-state" : faults ? ".wrangler/chaos-state" : ".wrangler/load-state";

/**
 * The fake EmailJS of the chaos run: after five requests answered 500, OK, 429, OK and not at all,
 * a fifth of requests get a 500, and so on; its monthly quota is spent after 4 messages (with
 * --emailjs-quota 2, the fifth request finds it spent and nothing hangs). EmailJS sees few requests:
 * one per 1.5 s, and a message waiting more than 3 s goes to the second channel first.
 */
const emailJsFaults: FaultMix = { serverError: 0.2, rateLimited: 0.15, timeout: 0.15, quota, seed };

if (!existsSync("build/server/wrangler.json")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

console.log(machineSummary("at the start"));
const run = await runAgainstServedSite();
console.log(`\n${renderPhaseTable(run.phases)}\n`);
console.log(`${machineSummary("at the end")}\n`);
const { figures, problems } = report(run);
if (spam) {
  const spamFindings = spamProblems(run.ledger, run.alerts);
  figures.push(...spamFindings.figures);
  problems.push(...spamFindings.problems);
}
console.log(figures.join("\n"));
const resultsSection = faults ? "chaos" : spam || sharedIp ? undefined : "load";
if (resultsSection && !options["no-results"]) {
  const verdict =
    problems.length === 0 ? "No message lost." : `${problems.length} problem(s): ${problems.slice(0, 3).join("; ")}`;
  writeResults(
    resultsSection,
    `${duration} s × ${connections} connections per phase.\n\n${renderPhaseTable(run.phases)}\n\n${[...figures, verdict].map((line) => `- ${line}`).join("\n")}`,
  );
}
console.log(`State kept in ${stateDir} (npm run outbox -- --all --persist-to ${stateDir} --config ${run.config}).`);
if (problems.length > 0) {
  console.error(
    `\nFailed:\n${problems
      .slice(0, 20)
      .map((line) => `- ${line}`)
      .join("\n")}`,
  );
  if (problems.length > 20) console.error(`… and ${problems.length - 20} more.`);
  process.exitCode = 1;
} else {
  console.log("\nNo message lost.");
}

/** Serves the build (or its chaos copy) wired to the fake EmailJS, runs the phases, lets the cron settle, collects. */
async function runAgainstServedSite(): Promise<RunResult & { config: string }> {
  const emailjs = await startFakeEmailJs(faults ? { faults: emailJsFaults } : {});
  const config = faults
    ? writeChaosVariant({
        dir: ".wrangler/chaos-build",
        faults: { writeFailureRate: d1WriteFailureRate, bucketFailureRate, seed },
      })
    : "build/server/wrangler.json";
  try {
    const site = await serveBuiltSite({
      stateDir,
      config,
      vars: {
        EMAILJS_API_BASE: emailjs.url,
        ...(spam ? {} : fakeEmailJsCredentials),
        // A message still waiting after 3 s goes through the second channel, so the run settles in
        // minutes; one cron run may take 163 messages (a paid plan's subrequests, docs/decisions/021).
        CONTACT_MAX_WAIT_MINUTES: "0.05",
        WORKERS_SUBREQUEST_LIMIT: "1000",
        // The hourly sending budget (decision 020) would hold most of a load test's messages by design.
        CONTACT_HOURLY_CAP: "1000000",
        ...(spam ? { ...spamSettings.vars, CONTACT_WINDOW_MINUTES: spamWindowMinutes(duration) } : {}),
      },
    });
    try {
      const phases: PhaseResult[] = [];
      if (!faults && !spam)
        phases.push(
          await runPhase({
            title: `Pages (${publicPaths.length} routes)`,
            url: site.url,
            duration,
            connections,
            requests: publicPaths.map((path) => ({ method: "GET", path, headers: { accept: "text/html" } })),
          }),
        );
      const contact = spam ? await runSpamPhase(site.url, { duration, connections }) : await runContactPhase(site.url);
      const { api, ledger } = contact;
      phases.push(api);
      const settled = await settle(site);
      const accepted = (await (await fetch(`${emailjs.url}/__requests`)).json()) as {
        template_params: { msg: string };
      }[];
      const emails = await sentEmails(site.url);
      const [rows = [], fileRows = []] = await queryLocalD1(site.url, [
        "SELECT id, status, message FROM contact_outbox",
        "SELECT f.key, f.status, o.message FROM contact_files AS f JOIN contact_outbox AS o ON o.id = f.message_id",
      ]);
      const keyByEmail = new Map([...ledger].map(([key, sent]) => [sent.email, key]));
      return {
        config,
        faults,
        limited: sharedIp !== undefined || spam,
        phases,
        api,
        ledger,
        byEmailJs: accepted.map((request) => keyInMessage(request.template_params.msg) ?? "?"),
        bySecondChannel: emails
          .filter((email) => email.subject.startsWith("Demande de contact"))
          .map((email) => keyByEmail.get(email.replyTo ?? "") ?? "?"),
        alerts: emails
          .map((email) => email.subject)
          .filter((subject) => subject.startsWith(`[${company.name}] Alerte`)),
        outbox: rows.map(
          (row): OutboxEntry => ({
            key: keyInMessage(String(row.message)) ?? `row ${String(row.id)}`,
            status: String(row.status),
          }),
        ),
        ...settled,
        fakeAnswers: (await (await fetch(`${emailjs.url}/__answers`)).json()) as Record<string, number>,
        ...(faults
          ? {
              injectedD1Faults: (await (await fetch(`${site.url}/__chaos`)).json()) as InjectedFaults,
              files: await filesFound(site.url, fileRows),
            }
          : {}),
      };
    } finally {
      await site.stop();
    }
  } finally {
    await emailjs.stop();
  }
}

/** Each file row with its message's key, and whether its bytes are in the bucket. */
async function filesFound(siteUrl: string, rows: Record<string, unknown>[]): Promise<FileEntry[]> {
  const inBucket = new Set((await (await fetch(`${siteUrl}/__chaos/files`)).json()) as string[]);
  return rows.map((row) => ({
    message: keyInMessage(String(row.message)) ?? "?",
    status: String(row.status),
    inBucket: inBucket.has(String(row.key)),
  }));
}

/** The ordinary contact phase: every message from its own address, or all from one (--one-ip). */
async function runContactPhase(url: string) {
  // The chaos run sends one message in three with a PDF drawing, through the bucket's faults.
  const contact = contactRequest(url, sharedIp ? () => sharedIp : undefined, { filesEvery: faults ? 3 : 0 });
  const api = await runPhase({
    title: `POST /api/contact${sharedIp ? " (one IP)" : ""}${faults ? " (faults injected)" : ""}`,
    url,
    duration,
    connections,
    requests: [contact.request],
  });
  return { api, ledger: contact.ledger };
}

/**
 * Runs the Cron Trigger every two seconds until no message is pending, being sent or held (a message
 * whose attempt was cut short waits out its two-minute lease first), or until --settle seconds.
 */
async function settle(site: RunningSite): Promise<{ cronRuns: number; settledAfterSeconds: number }> {
  const started = Date.now();
  let cronRuns = 0;
  while (Date.now() - started < settleSeconds * 1000) {
    await triggerCron(site.url);
    cronRuns += 1;
    const [[counts] = []] = await queryLocalD1(site.url, [
      "SELECT COUNT(*) AS open FROM contact_outbox WHERE status IN ('pending', 'sending', 'held')",
    ]);
    if (Number(counts?.open ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return { cronRuns, settledAfterSeconds: Math.round((Date.now() - started) / 1000) };
}

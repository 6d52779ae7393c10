import { markdownTable } from "#scripts/lib/results-file.ts";
import { count, type Ledger, type PhaseResult, spam } from "#scripts/load/traffic.ts";

/** What one run sent and found downstream, each message named by the key written in its text. */
export interface RunResult {
  /** chaos: faults injected, so refusals and errors are expected and only losses count; spam: 429s expected. */
  mode: "load" | "chaos" | "spam";
  /** The last one posted the messages. */
  phases: PhaseResult[];
  ledger: Ledger;
  /** The keys found at the fake EmailJS, in the second channel's e-mails (once per copy), in the outbox. */
  byEmailJs: string[];
  bySecondChannel: string[];
  outbox: { key: string; status: string }[];
  /** Subjects of the alerts e-mailed to the owner. */
  alerts: string[];
  /** The chaos run's file rows, by their message's key, and whether the bucket holds their bytes. */
  files?: { message: string; status: string; inBucket: boolean }[];
}

/** A run's figures and problems: a message answered 2xx is lost when no copy arrived and it is not waiting. */
export function report(run: RunResult): { figures: string[]; problems: string[] } {
  const api = run.phases.at(-1)!;
  const accepted = [...run.ledger].filter(([, sent]) => isSuccess(sent.status)).map(([key]) => key);
  const statusOf = new Map(run.outbox.map((row) => [row.key, row.status]));
  const deliveries = [...run.byEmailJs, ...run.bySecondChannel];
  const delivered = new Set(deliveries);
  const viaEmailJs = new Set(run.byEmailJs);
  const undelivered = accepted.filter((key) => !delivered.has(key));
  // Stored and still owed to the company (any status but sent): the cron sends it, or `npm run outbox -- --retry`.
  const isWaiting = (key: string) => statusOf.has(key) && statusOf.get(key) !== "sent";
  const lost = undelivered.filter((key) => !isWaiting(key));
  const duplicates = Object.entries(count(deliveries)).flatMap(([key, n]) => (n > 1 ? [key] : []));
  const unanswered = run.outbox.filter((row) => !isSuccess(run.ledger.get(row.key)?.status)).length;
  const strangers = [...run.outbox.map((row) => row.key), ...deliveries].filter((key) => !run.ledger.has(key));

  const figures = [
    `Messages accepted / delivered by EmailJS / delivered by the second channel / waiting / lost: ${[
      accepted.length,
      accepted.filter((key) => viaEmailJs.has(key)).length,
      accepted.filter((key) => !viaEmailJs.has(key) && delivered.has(key)).length,
      undelivered.length - lost.length,
      lost.length,
    ].join(" / ")}`,
    `Outbox: ${run.outbox.length} row(s) (${describe(count(run.outbox.map((row) => row.status)))}), ${unanswered} of them stored without a 2xx answer received (cut off by the end of the phase or by a D1 fault after the write).`,
    `Delivered twice or more (at least once, decision 021): ${duplicates.length}.`,
    `Alerts sent to the owner: ${run.alerts.length}${run.alerts.length > 0 ? ` (${describe(count(run.alerts))})` : ""}.`,
  ];
  const problems = [
    ...lost.map(
      (key) =>
        `message lost: ${key} (${statusOf.has(key) ? `status ${statusOf.get(key)}` : "not in the outbox"}, never delivered)`,
    ),
    ...strangers.map((key) => `unexpected message: ${key}`),
    ...(accepted.length === (api.statuses["200"] ?? 0)
      ? []
      : [`${accepted.length} accepted key(s) tracked for ${api.statuses["200"] ?? 0} answer(s) 200`]),
  ];
  if (run.mode !== "chaos")
    problems.push(
      ...run.phases.flatMap((phase) =>
        phase.errors + phase.timeouts > 0
          ? [`${phase.title}: ${phase.errors} error(s), ${phase.timeouts} timeout(s)`]
          : [],
      ),
      ...run.phases.flatMap((phase) =>
        phase !== api && phase.non2xx > 0 ? [`${phase.title}: ${phase.non2xx} non-2xx answer(s)`] : [],
      ),
      ...Object.entries(api.statuses)
        .filter(([code]) => code !== "200" && !(run.mode === "spam" && code === "429"))
        .map(([code, n]) => `${api.title}: ${n} answer(s) ${code}`),
      ...duplicates.map((key) => `message delivered more than once: ${key}`),
    );
  if (run.files) fileFindings(run, accepted, figures, problems);
  if (run.mode === "spam") spamFindings(run, figures, problems);
  return { figures, problems };
}

/** A file is lost when its visitor was told it arrived and it is not stored in the bucket, or has no row at all. */
function fileFindings(run: RunResult, accepted: string[], figures: string[], problems: string[]) {
  const files = run.files ?? [];
  const stored = new Set(run.outbox.map((row) => row.key));
  const withFile = accepted.filter((key) => run.ledger.get(key)?.withFile);
  const toldToEmail = withFile.filter((key) => run.ledger.get(key)?.filesNotReceived).length;
  figures.push(
    `Messages accepted with a PDF: ${withFile.length}, ${toldToEmail} of them answered "files not received, send them by e-mail". File rows: ${describe(count(files.map((file) => file.status))) || "none"}.`,
  );
  for (const key of withFile.filter((each) => stored.has(each))) {
    const rows = files.filter((file) => file.message === key);
    if (rows.length === 0) problems.push(`file lost: ${key} (stored without its file's row)`);
    else if (!run.ledger.get(key)?.filesNotReceived)
      for (const file of rows.filter((row) => row.status !== "stored" || !row.inBucket))
        problems.push(
          `file lost: ${key} (${file.status}, ${file.inBucket ? "" : "not "}in the bucket, the visitor told it arrived)`,
        );
  }
}

/** The spam run must show every visitor taken, the flood held to its quota, and one "held" alert. */
function spamFindings(run: RunResult, figures: string[], problems: string[]) {
  const answers = [...run.ledger.values()];
  const flood = answers.filter((sent) => sent.source === spam.floodSource);
  const visitors = answers.filter((sent) => sent.source !== spam.floodSource);
  const floodTaken = flood.filter((sent) => sent.status === 200).length;
  const refused = visitors.filter((sent) => sent.status !== 200);
  const held = run.alerts.filter((subject) => subject.includes("retenus")).length;
  figures.push(
    `Spam: source ${spam.floodSource} sent ${flood.length} message(s), ${floodTaken} accepted, ${flood.length - floodTaken} refused; ${visitors.length} message(s) from ${spam.visitorsDuring.length + spam.visitorsAfter.length} visitors, ${visitors.length - refused.length} accepted.`,
    `"Messages retenus" (held messages) alerts: ${held}.`,
  );
  problems.push(...refused.map((sent) => `a visitor's message refused: ${sent.source}, answer ${sent.status}`));
  if (floodTaken > spam.perSource)
    problems.push(`the spam source got ${floodTaken} messages accepted, more than its quota (${spam.perSource})`);
  if (flood.length <= spam.perSource) problems.push("the spam source did not go over its quota");
  if (held !== 1) problems.push(`${held} "messages retenus" alert(s) instead of one`);
}

/** The phases as one markdown table, so the output can be pasted into a report as it is. */
export function phaseTable(phases: PhaseResult[]): string {
  const header = ["Phase", "Requests", "Req/s", "p50", "p99", "Non-2xx", "Errors / timeouts"];
  const lines = phases.map((phase) => [
    phase.title,
    String(phase.requests),
    phase.perSecond.toFixed(1),
    `${phase.p50Ms} ms`,
    `${phase.p99Ms} ms`,
    phase.non2xx === 0 ? "0" : `${phase.non2xx} (${describe(phase.statuses, (code) => !code.startsWith("2"))})`,
    `${phase.errors} / ${phase.timeouts}`,
  ]);
  return markdownTable(header, lines);
}

const isSuccess = (status = 0) => status >= 200 && status < 300;

/** "3 × sent, 1 × held". */
export const describe = (counts: Record<string, number>, keep = (_value: string) => true): string =>
  Object.entries(counts)
    .filter(([value, n]) => n > 0 && keep(value))
    .map(([value, n]) => `${n} × ${value}`)
    .join(", ");

import type { ContactLedger } from "#scripts/load/contact-load.ts";
import type { PhaseResult } from "#scripts/load/phase.ts";

/** One outbox row, named by the key written in its message. */
export interface OutboxEntry {
  key: string;
  /** pending, sending, sent, failed, or any status the Worker adds later: counted, never misread. */
  status: string;
}

/** One file of a stored message (the chaos run, issue 36), named by its message's key. */
export interface FileEntry {
  message: string;
  /** pending, stored, missing or dropped (migrations/0009_contact_files.sql). */
  status: string;
  /** Its bytes are in the bucket. */
  inBucket: boolean;
}

/** The faults the chaos Worker injected: D1 writes, and the bucket's puts. */
export interface InjectedFaults {
  before: number;
  after: number;
  bucket?: { before: number; after: number };
}

/** What one run measured and found, as `report` reads it. */
export interface RunResult {
  /** Faults injected (the chaos run): refusals and errors are then expected, only losses count. */
  faults: boolean;
  /** The rate limit is meant to bite: 429 answers are expected. */
  limited: boolean;
  phases: PhaseResult[];
  api: PhaseResult;
  ledger: ContactLedger;
  /** Keys of the messages the fake EmailJS accepted (answered "OK"), once per acceptance. */
  byEmailJs: string[];
  /** Keys of the messages the second channel sent, once per e-mail. */
  bySecondChannel: string[];
  /** Subjects of the alerts e-mailed to the owner. */
  alerts: string[];
  outbox: OutboxEntry[];
  cronRuns: number;
  settledAfterSeconds: number;
  fakeAnswers: Record<string, number>;
  injectedD1Faults?: InjectedFaults;
  /** The stored messages' files, in the chaos run. */
  files?: FileEntry[];
}

/**
 * The figures of a run, and what went wrong: a message answered 2xx and found neither delivered
 * nor waiting in the outbox is lost; so is one whose row says sent though no copy arrived.
 */
export function report(run: RunResult): { figures: string[]; problems: string[] } {
  const accepted = [...run.ledger].filter(([, sent]) => isSuccess(sent.status)).map(([key]) => key);
  const byKey = new Map(run.outbox.map((entry) => [entry.key, entry.status]));
  const delivered = new Set([...run.byEmailJs, ...run.bySecondChannel]);
  const emailjs = new Set(run.byEmailJs);
  const viaEmailJs = accepted.filter((key) => emailjs.has(key));
  const viaSecond = accepted.filter((key) => !emailjs.has(key) && delivered.has(key));
  const undelivered = accepted.filter((key) => !delivered.has(key));
  // Stored and still owed to the company: retried by the cron, released by it, or by `npm run outbox -- --retry`.
  const isWaiting = (key: string) => byKey.has(key) && byKey.get(key) !== "sent";
  const waiting = undelivered.filter(isWaiting);
  const lost = undelivered.filter((key) => !isWaiting(key));
  const deliveries = [...run.byEmailJs, ...run.bySecondChannel];
  const duplicates = Object.entries(count(deliveries))
    .filter(([, n]) => n > 1)
    .map(([key]) => key);
  const unacknowledged = run.outbox.filter((entry) => !isSuccess(run.ledger.get(entry.key)?.status));
  const strangers = [...run.outbox.map((entry) => entry.key), ...deliveries].filter((key) => !run.ledger.has(key));
  const api200 = run.api.statuses["200"] ?? 0;
  const sources = statusesBySource(run.ledger);

  const figures = [
    `Messages accepted / delivered by EmailJS / delivered by the second channel / waiting / lost: ${accepted.length} / ${viaEmailJs.length} / ${viaSecond.length} / ${waiting.length} / ${lost.length}`,
    `Cron ran ${run.cronRuns} time(s) in ${run.settledAfterSeconds} s after the load. Outbox: ${run.outbox.length} row(s) (${describe(count(run.outbox.map((entry) => entry.status)))}), ${unacknowledged.length} of them stored without a 2xx answer received (cut off by the end of the phase or by a D1 fault after the write).`,
    `Delivered twice or more (at least once, decision 021): ${duplicates.length}. Fake EmailJS answers: ${describe(run.fakeAnswers)}.`,
    `Alerts sent to the owner: ${run.alerts.length}${run.alerts.length > 0 ? ` (${describe(count(run.alerts))})` : ""}.`,
    ...(run.injectedD1Faults
      ? [
          `D1 write failures injected: ${run.injectedD1Faults.before} before the write, ${run.injectedD1Faults.after} after.`,
        ]
      : []),
    ...(run.injectedD1Faults?.bucket
      ? [
          `Bucket put failures injected: ${run.injectedD1Faults.bucket.before} before storing, ${run.injectedD1Faults.bucket.after} after.`,
        ]
      : []),
    ...(run.files ? [filesFigure(run, accepted)] : []),
    // Thousands of addresses in an ordinary run: listed only when a few share the load.
    ...(sources.size <= 10
      ? [...sources].map(([source, statuses]) => `Answers to ${source}: ${describe(statuses)}.`)
      : []),
  ];

  const problems = [
    ...lost.map(
      (key) =>
        `message lost: ${key} (${byKey.has(key) ? `status ${byKey.get(key)}` : "not in the outbox"}, never delivered)`,
    ),
    ...strangers.map((key) => `unexpected message: ${key}`),
    ...(run.faults
      ? []
      : [
          ...run.phases.flatMap((phase) =>
            phase.errors + phase.timeouts > 0
              ? [`${phase.title}: ${phase.errors} error(s), ${phase.timeouts} timeout(s)`]
              : [],
          ),
          ...run.phases
            .filter((phase) => phase !== run.api && phase.non2xx > 0)
            .map((phase) => `${phase.title}: ${phase.non2xx} non-2xx answer(s)`),
          ...Object.entries(run.api.statuses)
            .filter(([code]) => code !== "200" && !(run.limited && code === "429"))
            .map(([code, count]) => `${run.api.title}: ${count} answer(s) ${code}`),
          ...duplicates.map((key) => `message delivered more than once: ${key}`),
        ]),
    ...(accepted.length !== api200 ? [`${accepted.length} accepted key(s) tracked for ${api200} answer(s) 200`] : []),
    ...(run.files ? fileProblems(run, accepted) : []),
  ];
  return { figures, problems };
}

/**
 * A file is lost when its visitor heard "received" without being asked to send it by e-mail, and
 * its bytes are not in the bucket (or its row says it is not stored); a message stored with its
 * file's row missing altogether is a loss too.
 */
function fileProblems(run: RunResult, accepted: string[]): string[] {
  const byMessage = filesByMessage(run.files ?? []);
  const stored = new Set(run.outbox.map((entry) => entry.key));
  return accepted.flatMap((key) => {
    const sent = run.ledger.get(key);
    if (!sent?.withFile || !stored.has(key)) return [];
    const files = byMessage.get(key) ?? [];
    if (files.length === 0) return [`file lost: ${key} (stored without its file's row)`];
    if (sent.filesNotReceived) return [];
    return files
      .filter((file) => file.status !== "stored" || !file.inBucket)
      .map(
        (file) =>
          `file lost: ${key} (${file.status}, ${file.inBucket ? "" : "not "}in the bucket, the visitor told it arrived)`,
      );
  });
}

function filesFigure(run: RunResult, accepted: string[]): string {
  const withFile = accepted.filter((key) => run.ledger.get(key)?.withFile);
  const told = withFile.filter((key) => run.ledger.get(key)?.filesNotReceived).length;
  const statuses = count((run.files ?? []).map((file) => file.status));
  return `Messages accepted with a PDF: ${withFile.length}, ${told} of them answered "files not received, send them by e-mail". File rows: ${describe(statuses) || "none"}.`;
}

function filesByMessage(files: FileEntry[]): Map<string, FileEntry[]> {
  const byMessage = new Map<string, FileEntry[]>();
  for (const file of files) byMessage.set(file.message, [...(byMessage.get(file.message) ?? []), file]);
  return byMessage;
}

function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/** The API's answers to each client address, "no answer" for messages the end of the run cut off. */
function statusesBySource(ledger: ContactLedger): Map<string, Record<string, number>> {
  const sources = new Map<string, Record<string, number>>();
  for (const { source, status } of ledger.values()) {
    const statuses = sources.get(source) ?? {};
    const answer = status === undefined ? "no answer" : String(status);
    statuses[answer] = (statuses[answer] ?? 0) + 1;
    sources.set(source, statuses);
  }
  return sources;
}

function count(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function describe(counts: Record<string, number>): string {
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([value, n]) => `${n} × ${value}`)
    .join(", ");
}

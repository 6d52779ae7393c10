import type { ContactLedger } from "#scripts/load/contact-load.ts";
import type { PhaseResult } from "#scripts/load/phase.ts";

/** One outbox row, named by the key written in its message. */
export interface OutboxEntry {
  key: string;
  /** pending, sending, sent, failed, or any status the Worker adds later: counted, never misread. */
  status: string;
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
  injectedD1Faults?: { before: number; after: number };
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
    `Messages acceptés / livrés par EmailJS / livrés par le second canal / en attente / perdus\u00a0: ${accepted.length} / ${viaEmailJs.length} / ${viaSecond.length} / ${waiting.length} / ${lost.length}`,
    `Cron exécuté ${run.cronRuns} fois en ${run.settledAfterSeconds} s après la charge. Outbox\u00a0: ${run.outbox.length} ligne(s) (${describe(count(run.outbox.map((entry) => entry.status)))}), dont ${unacknowledged.length} stockée(s) sans réponse 2xx reçue (coupées par la fin de la phase ou par une panne D1 après écriture).`,
    `Livrés deux fois ou plus (au moins une fois, decision 022)\u00a0: ${duplicates.length}. Réponses du faux EmailJS\u00a0: ${describe(run.fakeAnswers)}.`,
    `Alertes envoyées au propriétaire\u00a0: ${run.alerts.length}${run.alerts.length > 0 ? ` (${describe(count(run.alerts))})` : ""}.`,
    ...(run.injectedD1Faults
      ? [
          `Écritures D1 en échec injectées\u00a0: ${run.injectedD1Faults.before} avant écriture, ${run.injectedD1Faults.after} après.`,
        ]
      : []),
    // Thousands of addresses in an ordinary run: listed only when a few share the load.
    ...(sources.size <= 10
      ? [...sources].map(([source, statuses]) => `Réponses à ${source}\u00a0: ${describe(statuses)}.`)
      : []),
  ];

  const problems = [
    ...lost.map(
      (key) =>
        `message perdu\u00a0: ${key} (${byKey.has(key) ? `statut ${byKey.get(key)}` : "absent de l’outbox"}, jamais livré)`,
    ),
    ...strangers.map((key) => `message inattendu\u00a0: ${key}`),
    ...(run.faults
      ? []
      : [
          ...run.phases.flatMap((phase) =>
            phase.errors + phase.timeouts > 0
              ? [`${phase.title}\u00a0: ${phase.errors} erreur(s), ${phase.timeouts} délai(s) dépassé(s)`]
              : [],
          ),
          ...run.phases
            .filter((phase) => phase !== run.api && phase.non2xx > 0)
            .map((phase) => `${phase.title}\u00a0: ${phase.non2xx} réponse(s) non-2xx`),
          ...Object.entries(run.api.statuses)
            .filter(([code]) => code !== "200" && !(run.limited && code === "429"))
            .map(([code, count]) => `${run.api.title}\u00a0: ${count} réponse(s) ${code}`),
          ...duplicates.map((key) => `message livré plusieurs fois\u00a0: ${key}`),
        ]),
    ...(accepted.length !== api200
      ? [`${accepted.length} clé(s) acceptée(s) suivies pour ${api200} réponse(s) 200`]
      : []),
  ];
  return { figures, problems };
}

function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/** The API's answers to each client address, "sans réponse" for messages the end of the run cut off. */
function statusesBySource(ledger: ContactLedger): Map<string, Record<string, number>> {
  const sources = new Map<string, Record<string, number>>();
  for (const { source, status } of ledger.values()) {
    const statuses = sources.get(source) ?? {};
    const answer = status === undefined ? "sans réponse" : String(status);
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

import { type ContactLedger, contactMessage, contactRequest } from "#scripts/load/contact-load.ts";
import { type PhaseResult, runPhase } from "#scripts/load/phase.ts";

/**
 * The spam run (`npm run chaos -- --spam`, decision 020): one source floods the form far above its
 * quota while real visitors, each from its own address, send up to their quota during the flood,
 * and a few more send once it is over. Together they pass the window's sending budget, so messages
 * are held and released by the cron. The Worker runs with a short window (the flood's duration and
 * 15 s more, instead of an hour) so that the run, held messages' release included, lasts about a
 * minute, and without EmailJS (the second channel delivers at once, where EmailJS's pace would add a
 * minute and a half).
 */
export const spamSettings = {
  /** Seconds the window lasts beyond the flood: every message of the run counts against one window. */
  windowMarginSeconds: 15,
  /** Worker variables of the run: production's budget and quota per source. */
  vars: {
    CONTACT_HOURLY_CAP: "30",
    CONTACT_SOURCE_HOURLY_CAP: "5",
    // Long enough that no released message counts as overdue: the one alert expected is "held".
    CONTACT_MAX_WAIT_MINUTES: "5",
  },
  perSource: 5,
  floodSource: "203.0.113.66",
  /** Visitors during the flood, each sending up to its quota; then visitors after it, once each. */
  visitorsDuring: Array.from({ length: 8 }, (_, n) => `198.51.100.${n + 1}`),
  visitorsAfter: Array.from({ length: 4 }, (_, n) => `198.51.100.${n + 101}`),
} as const;

/** The Worker's window for a flood of `duration` seconds: the flood, the late visitors and a margin. */
export function spamWindowMinutes(duration: number): string {
  return String((duration + spamSettings.windowMarginSeconds) / 60);
}

/** Runs the flood and the visitors side by side, then the late visitors; one ledger for all. */
export async function runSpamPhase(
  url: string,
  { duration, connections }: { duration: number; connections: number },
): Promise<{ api: PhaseResult; ledger: ContactLedger }> {
  const flood = contactRequest(url, () => spamSettings.floodSource);
  const ledger = flood.ledger;
  const visitors = async () => {
    // Spread over the flood's duration, every visitor's messages interleaved with the others'.
    const pause = (duration * 1000) / spamSettings.perSource;
    for (let round = 0; round < spamSettings.perSource; round++) {
      await Promise.all(spamSettings.visitorsDuring.map((source) => sendOne(url, source, ledger)));
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const [api] = await Promise.all([
    runPhase({ title: "POST /api/contact (spam)", url, duration, connections, requests: [flood.request] }),
    visitors(),
  ]);
  await Promise.all(spamSettings.visitorsAfter.map((source) => sendOne(url, source, ledger)));
  // The phase's answers, the visitors' included, so that every key the ledger holds is counted.
  const statuses: Record<string, number> = {};
  for (const { status } of ledger.values()) if (status !== undefined) statuses[status] = (statuses[status] ?? 0) + 1;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith("2"))
    .reduce((sum, [, n]) => sum + n, 0);
  return { api: { ...api, requests: ledger.size, statuses, non2xx }, ledger };
}

let sequence = 1_000_000;

/** One visitor's message through the JSON API, recorded in the ledger with its answer. */
async function sendOne(url: string, source: string, ledger: ContactLedger): Promise<void> {
  sequence += 1;
  const { key, body, email } = contactMessage(sequence);
  ledger.set(key, { source, email });
  const response = await fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "cf-connecting-ip": source },
    body,
  });
  await response.body?.cancel();
  ledger.set(key, { source, email, status: response.status });
}

/** What the spam run must show: visitors all taken, the flood held to its quota, one alert. */
export function spamProblems(ledger: ContactLedger, alerts: string[]): { figures: string[]; problems: string[] } {
  const answers = [...ledger.values()];
  const flood = answers.filter((sent) => sent.source === spamSettings.floodSource);
  const visitors = answers.filter((sent) => sent.source !== spamSettings.floodSource);
  const floodTaken = flood.filter((sent) => sent.status === 200).length;
  const visitorsRefused = visitors.filter((sent) => sent.status !== 200);
  const held = alerts.filter((subject) => subject.includes("retenus"));
  return {
    figures: [
      `Spam: source ${spamSettings.floodSource} sent ${flood.length} message(s), ${floodTaken} accepted, ${flood.length - floodTaken} refused; ${visitors.length} message(s) from ${spamSettings.visitorsDuring.length + spamSettings.visitorsAfter.length} visitors, ${visitors.length - visitorsRefused.length} accepted.`,
      `"Messages retenus" (held messages) alerts: ${held.length}.`,
    ],
    problems: [
      ...visitorsRefused.map((sent) => `a visitor's message refused: ${sent.source}, answer ${sent.status}`),
      ...(floodTaken > spamSettings.perSource
        ? [`the spam source got ${floodTaken} messages accepted, more than its quota (${spamSettings.perSource})`]
        : []),
      ...(flood.length <= spamSettings.perSource ? ["the spam source did not go over its quota"] : []),
      ...(held.length === 1 ? [] : [`${held.length} "messages retenus" alert(s) instead of one`]),
    ],
  };
}

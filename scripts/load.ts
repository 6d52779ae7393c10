/**
 * Load test of the production build served by `wrangler dev` (workerd, local D1),
 * wired to a local fake of EmailJS. Two phases, one after the other: every public
 * page in turn, then POST /api/contact with distinct valid messages. Then every
 * acknowledged message is looked up in the outbox and in what the fake received.
 *   npm run load                                   # 30 s × 50 connections per phase
 *   npm run load -- --duration 5 --connections 10  # a quick run
 *   npm run load -- --one-ip                       # every message from one address: the rate limit at work
 * Exits non-zero on any error, timeout, unexpected status or lost message.
 * Builds only when build/ is missing; run `npm run build` after changing the code.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";
import { publicPaths } from "#scripts/lib/public-paths.ts";
import { contactRequest, keyInMessage } from "#scripts/load/contact-load.ts";
import { readLocalOutbox } from "#scripts/load/outbox.ts";
import { machineSummary, renderPhaseTable, runPhase } from "#scripts/load/phase.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "30" },
    connections: { type: "string", default: "50" },
    "one-ip": { type: "boolean", default: false },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!(duration > 0) || !(connections > 0))
  throw new Error("--duration et --connections attendent des nombres positifs.");
// A documentation address (RFC 5737): never a real visitor's.
const sharedIp = options["one-ip"] ? "203.0.113.7" : undefined;
// Kept after the run: `npm run list-outbox -- --all --persist-to .wrangler/load-state`.
const stateDir = ".wrangler/load-state";

if (!existsSync("build/server/wrangler.json")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

console.log(machineSummary("au départ"));
const { phases, ledger, delivered } = await runBothPhases();
const outbox = await readLocalOutbox(stateDir);

console.log(`\n${renderPhaseTable([phases.pages, phases.api])}\n`);
console.log(`${machineSummary("à la fin")}\n`);

const { accepted, sent } = ledger;
const storedIds = new Set(outbox.map((row) => row.id));
const deliveries = new Map<string, number>();
for (const key of delivered) deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
const acceptedList = [...accepted];
const stored = acceptedList.filter((key) => storedIds.has(key));
const deliveredOnce = acceptedList.filter((key) => deliveries.get(key) === 1);
const lost = acceptedList.filter((key) => !storedIds.has(key) || !deliveries.has(key));
const deliveredTwice = [...deliveries].filter(([, count]) => count > 1).map(([key]) => key);
const notSent = outbox.filter((row) => row.status !== "sent");
const strangers = outbox.filter((row) => !sent.has(row.id));
// Requests still in flight when autocannon stopped: the Worker may have stored them after all.
const unacknowledged = outbox.filter((row) => sent.has(row.id) && !accepted.has(row.id));

console.log(
  `Messages acceptés / stockés / délivrés / perdus\u00a0: ${accepted.size} / ${stored.length} / ${deliveredOnce.length} / ${lost.length}`,
);
console.log(
  `Outbox\u00a0: ${outbox.length} ligne(s), dont ${notSent.length} non envoyée(s) et ${unacknowledged.length} stockée(s) sans réponse reçue (coupées par la fin de la phase).`,
);

const problems = [
  ...[phases.pages, phases.api].flatMap((phase) =>
    phase.errors + phase.timeouts > 0
      ? [`${phase.title}\u00a0: ${phase.errors} erreur(s), ${phase.timeouts} délai(s) dépassé(s)`]
      : [],
  ),
  ...(phases.pages.non2xx > 0 ? [`${phases.pages.title}\u00a0: ${phases.pages.non2xx} réponse(s) non-2xx`] : []),
  ...unexpectedContactStatuses(phases.api.statuses).map((line) => `${phases.api.title}\u00a0: ${line}`),
  ...(accepted.size !== (phases.api.statuses["200"] ?? 0)
    ? [`${accepted.size} clé(s) acceptée(s) suivies pour ${phases.api.statuses["200"] ?? 0} réponse(s) 200`]
    : []),
  ...lost.map(
    (key) => `message perdu\u00a0: ${key} (${storedIds.has(key) ? "stocké, non délivré" : "absent de l’outbox"})`,
  ),
  ...deliveredTwice.map((key) => `message délivré plusieurs fois\u00a0: ${key}`),
  ...strangers.map((row) => `ligne inattendue dans l’outbox\u00a0: ${row.id}`),
];
if (sharedIp) {
  console.log(
    `Une seule IP\u00a0: ${phases.api.statuses["429"] ?? 0} réponse(s) 429 pour ${accepted.size} message(s) accepté(s).`,
  );
}
console.log(`État conservé dans ${stateDir} (npm run list-outbox -- --all --persist-to ${stateDir}).`);
if (problems.length > 0) {
  console.error(
    `\nÉchec\u00a0:\n${problems
      .slice(0, 20)
      .map((line) => `- ${line}`)
      .join("\n")}`,
  );
  if (problems.length > 20) console.error(`… et ${problems.length - 20} autre(s).`);
  process.exitCode = 1;
} else {
  console.log("\nAucune erreur, aucun message perdu.");
}

/** Serves the build wired to a fake EmailJS, runs the pages phase then the contact phase, and stops both servers. */
async function runBothPhases() {
  const emailjs = await startFakeEmailJs();
  try {
    const site = await serveBuiltSite({ stateDir, vars: { EMAILJS_API_BASE: emailjs.url, ...fakeEmailJsCredentials } });
    try {
      const pages = await runPhase({
        title: `Pages (${publicPaths.length} routes)`,
        url: site.url,
        duration,
        connections,
        requests: publicPaths.map((path) => ({ method: "GET", path, headers: { accept: "text/html" } })),
      });
      const contact = contactRequest(site.url, { sharedIp });
      const api = await runPhase({
        title: sharedIp ? "POST /api/contact (une seule IP)" : "POST /api/contact",
        url: site.url,
        duration,
        connections,
        requests: [contact.request],
      });
      const delivered = await waitForDeliveries(emailjs.url, contact.ledger.accepted.size);
      return { phases: { pages, api }, ledger: contact.ledger, delivered };
    } finally {
      await site.stop();
    }
  } finally {
    await emailjs.stop();
  }
}

/** Statuses other than 200, and 429 when every message comes from one address on purpose. */
function unexpectedContactStatuses(statuses: Record<string, number>): string[] {
  return Object.entries(statuses)
    .filter(([code]) => code !== "200" && !(sharedIp && code === "429"))
    .map(([code, count]) => `${count} réponse(s) ${code}`);
}

/**
 * The keys of the messages the fake EmailJS received, once the Worker's background
 * sends have settled: at least `expected` of them and no new one for two seconds
 * (or after a minute, whatever arrived, so a missing one shows up as lost).
 */
async function waitForDeliveries(emailjsUrl: string, expected: number): Promise<string[]> {
  const deadline = Date.now() + 60_000;
  let keys: string[] = [];
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const response = await fetch(`${emailjsUrl}/__requests`);
    const received = (await response.json()) as { template_params: { msg: string } }[];
    const next = received.map((request) => keyInMessage(request.template_params.msg) ?? "");
    if (next.length !== keys.length) stableSince = Date.now();
    keys = next;
    if (keys.length >= expected && Date.now() - stableSince >= 2_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return keys;
}

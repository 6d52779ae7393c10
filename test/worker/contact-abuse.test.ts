import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "#app/content/company.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { turnstileField } from "#app/lib/contact-fields.ts";
import { handleScheduled } from "#functions/scheduled.ts";
import { turnstileOrigin } from "#functions/security-policy.ts";
import { releaseHeldSql } from "#scripts/lib/outbox-queries.ts";
import { createFakeSiteverify, turnstileTestKeys } from "#test/support/fake-siteverify.ts";
import { bindingsWith, fetchWithBindings, fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  expectAccepted,
  expectRefused,
  intakeBindings,
  outboxRows,
  postContact,
  send,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";
import { captureLogs, fakeClock, insertMessage, runDeliveryCron } from "#test/worker/support/delivery-harness.ts";

/** Issue 24, decision 020: one source cannot close the form for everyone; past the budget, messages wait, not fail. */

const { refusals } = contactFormCopy;
const siteverifyBase = "https://turnstile.test";

/** The bindings with Turnstile on (the always-pass secret, the local fake); intakeBindings skips EmailJS's pace. */
function withTurnstile(overrides: Record<string, string> = {}, makeBindings = bindingsWith) {
  return makeBindings({
    TURNSTILE_SITE_KEY: turnstileTestKeys.siteKeyPasses,
    TURNSTILE_SECRET_KEY: turnstileTestKeys.secretPasses,
    TURNSTILE_API_BASE: siteverifyBase,
    ...overrides,
  });
}

const minute = 60_000;
const hour = 60 * minute;

/** The production defaults but for the variables given (the test config lifts the sending budget). */
function defaults(overrides: Record<string, unknown> = {}) {
  return intakeBindings({ CONTACT_HOURLY_CAP: undefined, ...overrides });
}

/** A per-minute limiter that never bites: a sender paced under it (the probe) without waiting minutes. */
const pacedUnderTheMinuteLimit = { limit: async () => ({ success: true }) };

function message(n: number, extra: Record<string, string> = {}) {
  return { ...validMessage, msg: `Demande de devis n° ${n}`, idempotencyKey: `fair-intake-key-${n}-0000`, ...extra };
}

let sendEmail: ReturnType<typeof watchSendEmail>;
let siteverify: ReturnType<typeof createFakeSiteverify>;
let providerCalls: number;
let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  await clearOutbox();
  logs = captureLogs();
  vi.spyOn(console, "info").mockImplementation(() => {});
  siteverify = createFakeSiteverify();
  providerCalls = 0;
  // The network, faked: siteverify at turnstile.test, EmailJS at emailjs.test.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith(siteverifyBase)) return siteverify.handle(request);
    providerCalls += 1;
    return new Response("OK");
  });
  sendEmail = watchSendEmail();
});
afterEach(() => vi.restoreAllMocks());

describe("the per-source quota", () => {
  it("never refuses a repeat of a stored message, counts it once, and stores a keyed hash of the source only, no address, and nothing that links it to the message", async () => {
    const bindings = defaults({ CONTACT_SOURCE_HOURLY_CAP: "2", CONTACT_RATE_LIMITER: pacedUnderTheMinuteLimit });
    const ip = "203.0.113.68";
    for (const body of [message(1), message(1), message(1), message(2)])
      expect((await postContact(body, { ip, bindings })).status).toBe(200);
    expect(await outboxRows()).toHaveLength(2);
    expect((await postContact(message(3), { ip, bindings })).status).toBe(429);
    await postContact(message(4), { ip: "2001:db8:99:1::5", bindings });
    const { results } = await env.DB.prepare("SELECT * FROM contact_sources").all<Record<string, unknown>>();
    expect(results).toHaveLength(3);
    for (const row of results) {
      // The bytes of the message's files (issue 36): a size, nothing of the files themselves.
      expect(Object.keys(row).sort()).toEqual(["bytes", "counted_at", "source"]);
      expect(row.source).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(String(row.source)).not.toMatch(/203\.0\.113|2001:db8/);
    }
    // Not a plain hash of the address: without the day's key it cannot be recomputed.
    const plain = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("203.0.113.68"));
    expect(results.map((row) => row.source)).not.toContain(
      btoa(String.fromCharCode(...new Uint8Array(plain).subarray(0, 16))),
    );
  });

  it.for([
    [
      "the spellings of one IPv6 /64",
      [
        "2001:db8:a:b::1",
        "2001:0db8:000a:000b:0000:0000:0000:0001",
        "2001:db8:a:b:ffff:ffff:ffff:ffff",
        "2001:DB8:A:B:1:2:3:4",
        "[2001:db8:a:b::99]",
        "2001:db8:a:b::1%eth0",
        "2001:db8:a:b:0:0:192.0.2.1",
      ],
      "2001:db8:a:c::1",
    ],
    ["an IPv4 address and its IPv4-mapped spellings", ["203.0.113.7", "::ffff:203.0.113.7", "::ffff:cb00:7107"], "::1"],
  ] as const)(
    "the limits (the minute's and the hour's) take %s as one sender, and the next network as another",
    async ([, addresses, next]) => {
      const bindings = defaults();
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++)
        statuses.push((await postContact(message(n), { ip: addresses[n % addresses.length], bindings })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await postContact(message(7), { ip: next, bindings })).status).toBe(200);
    },
  );

  it("stops a spam run (the issue's own probe): one source, its hosts one IPv6 /64, paced under the minute's limit, is refused past 5 messages in the hour with the real wait (the no-JavaScript door keeping what was typed), and never shuts out the others, the next /64s included, on either door", async () => {
    // On main before decision 020, its 31st message shut the form for everyone (the hourly cap of 30).
    const bindings = defaults({ CONTACT_RATE_LIMITER: pacedUnderTheMinuteLimit });
    const botAnswers: Response[] = [];
    const visitorStatuses: number[] = [];
    for (let round = 0; round < 40; round++) {
      botAnswers.push(await postContact(message(1000 + round), { ip: `2001:db8:77:1::${round + 1}`, bindings }));
      if (round % 4 === 3) {
        const visitor = message(round, { email: `visiteur${round}@example.ma` });
        const door = round % 8 === 3 ? "form" : "api";
        visitorStatuses.push((await send(door, visitor, { ip: `2001:db8:77:${round + 2}::1`, bindings })).status);
      }
    }
    const typed = message(41, { msg: "La quarante et unième,\nà garder" });
    const refusedForm = await send("form", typed, { ip: "2001:db8:77:1::ffff", bindings });
    expectRefused("form", refusedForm, 429, refusals.sourceLimited(60), typed);
    expect(botAnswers.map((answer) => answer.status)).toEqual([...Array(5).fill(200), ...Array(35).fill(429)]);
    const refused = botAnswers.at(-1);
    const retryAfter = Number(refused?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(59 * 60);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(await refused?.json()).toEqual({ ok: false, error: refusals.sourceLimited(60) });
    expect(refusals.sourceLimited(60)).toBe(
      "Votre connexion a déjà envoyé plusieurs messages au cours de la dernière heure. Merci de réessayer dans 60\u00a0minutes.",
    );
    expect(visitorStatuses).toEqual(Array(10).fill(200));
    const visitors = (await outboxRows()).filter((row) => row.email.startsWith("visiteur"));
    expect(visitors.map((row) => row.status)).toEqual(Array(10).fill("sent"));
  });
});

describe("past the sending budget", () => {
  const bindings = () => defaults({ CONTACT_HOURLY_CAP: "3" });
  const delivered = () => sendEmail.sent.filter((mail) => mail.subject.startsWith("Demande de contact"));
  const alerts = () => sendEmail.sent.filter((mail) => mail.subject.includes("Alerte du site"));

  it("holds new messages with the same confirmation, releases them oldest first as the hour frees (no more than it has room for, each once), and alerts the owner once", async () => {
    for (let n = 1; n <= 7; n++)
      expect(await (await postContact(message(n), { bindings: bindings() })).json()).toEqual({ ok: true });
    expectAccepted("form", await send("form", message(8), { bindings: bindings() }));
    let rows = await outboxRows();
    const threeSentFiveHeld = ["sent", "sent", "sent", "held", "held", "held", "held", "held"];
    expect(rows.map((row) => row.status)).toEqual(threeSentFiveHeld);
    expect(rows.filter((row) => row.status === "held").every((row) => row.queued_at === null)).toBe(true);
    // Only the three queued ones went out (no EmailJS here: the second channel carried them).
    expect(delivered()).toHaveLength(3);
    const start = Date.now();

    // Within the hour: nothing released, one alert however many runs.
    for (const after of [5, 10, 15]) await runDeliveryCron(fakeClock(start + after * minute), bindings());
    expect((await outboxRows()).map((row) => row.status)).toEqual(threeSentFiveHeld);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]?.subject).toBe(
      `[${company.name}] Alerte du site\u202f: des messages de contact sont retenus, au-delà du plafond d’envoi horaire`,
    );
    // The owner learns how many and why, never a visitor's data.
    const text = JSON.stringify(alerts()[0]);
    expect(text).toContain("5 message(s) retenu(s)");
    expect(text).not.toContain(validMessage.name);

    // An hour later the budget has room for three again: the oldest three go, the others wait, in order.
    const firstRelease = start + hour + minute;
    await runDeliveryCron(fakeClock(firstRelease), bindings());
    rows = await outboxRows();
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent", "sent", "sent", "held", "held"]);
    expect(rows.slice(3, 6).map((row) => row.queued_at)).toEqual(Array(3).fill(firstRelease));
    expect(rows.slice(6).map((row) => row.message)).toEqual(["Demande de devis n° 7", "Demande de devis n° 8"]);

    // The next hour the rest go, each message delivered once.
    await runDeliveryCron(fakeClock(firstRelease + hour + minute), bindings());
    expect((await outboxRows()).map((row) => row.status)).toEqual(Array(8).fill("sent"));
    expect(delivered()).toHaveLength(8);
    // The episode is over: the incident closed, the next one alerts again.
    const { results } = await env.DB.prepare("SELECT kind FROM delivery_incidents").all();
    expect(results).toEqual([]);
    expect(alerts()).toHaveLength(1);
  });

  it("npm run outbox -- --release sends held messages at once, past the budget, when a maintainer says they are real", async () => {
    const bindings = defaults({ CONTACT_HOURLY_CAP: "1" });
    for (let n = 1; n <= 3; n++) await postContact(message(n), { bindings });
    expect((await outboxRows()).map((row) => row.status)).toEqual(["sent", "held", "held"]);
    const before = Date.now();
    await env.DB.prepare(releaseHeldSql).run();
    const released = (await outboxRows()).slice(1);
    expect(released.map((row) => row.status)).toEqual(["pending", "pending"]);
    for (const row of released) expect(row.queued_at).toBeGreaterThanOrEqual(before - 1_000);
    await runDeliveryCron(fakeClock(Date.now()), bindings);
    expect((await outboxRows()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });
});

describe("the byte budget", () => {
  /** The outbox database's size now, as the cron measures it (D1's size after a statement). */
  const outboxBytes = async () => (await env.DB.prepare("SELECT 1").run()).meta.size_after;

  /** The bindings with the outbox's budget set so that the database is at `share` of it. */
  async function atShare(share: number, overrides: Record<string, string> = {}) {
    const budgetMb = (await outboxBytes()) / share / (1024 * 1024);
    return defaults({ CONTACT_STORAGE_BUDGET_MB: String(budgetMb), CONTACT_HOURLY_CAP: "2", ...overrides });
  }

  const runCron = (bindings: Env) => handleScheduled({ scheduledTime: Date.now() }, bindings);

  const storageAlerts = () => sendEmail.sent.filter((mail) => mail.subject.includes("budget d’espace"));
  const storageAlertSubjects = () => storageAlerts().map((mail) => mail.subject);

  it("is measured by the cron, which alerts at 50 %, 80 % and 100 % once each; at 100 % stops holding messages but keeps taking those within the budget, and closes the vitals database to beacons; below, both reopen", async () => {
    expect(await outboxBytes()).toBeGreaterThan(0);
    await runCron(await atShare(0.4));
    expect(storageAlerts()).toHaveLength(0);
    await runCron(await atShare(0.55));
    await runCron(await atShare(0.6));
    expect(storageAlertSubjects()).toEqual([
      `[${company.name}] Alerte du site\u202f: la base des messages de contact atteint 50\u00a0% de son budget d’espace`,
    ]);
    await runCron(await atShare(0.85));
    await runCron(await atShare(0.9));
    expect(storageAlertSubjects()).toHaveLength(2);
    expect(storageAlertSubjects()[1]).toContain("atteint 80\u00a0%");
    expect(JSON.stringify(storageAlerts()[1])).toMatch(
      /occupe \d+,\d\u00a0Mo sur un budget de \d+,\d\u00a0Mo \(8\d\u00a0%\)/,
    );

    // At 100 % (the vitals database too): both alert once; the next run, knowing the level, closes vitals to beacons.
    const vitalsBytes = (await env.VITALS_DB.prepare("SELECT 1").run()).meta.size_after;
    const bothAt = (share: number) =>
      atShare(share, { VITALS_STORAGE_BUDGET_MB: String(vitalsBytes / share / (1024 * 1024)) });
    const count = async (sql: string) => (await env.VITALS_DB.prepare(sql).first<{ n: number }>())?.n;
    const storedVitals = () => count("SELECT COUNT(*) AS n FROM web_vitals");
    const closedDays = () => count("SELECT COUNT(*) AS n FROM vitals_daily WHERE rows >= 1e15");
    const vitalsBefore = await storedVitals();
    const full = await bothAt(1.2);
    for (const _run of [1, 2]) await runCron(full);
    expect(storageAlertSubjects().slice(2)).toEqual([
      expect.stringContaining("la base des messages de contact atteint 100\u00a0%"),
      expect.stringContaining("la base des mesures de vitesse atteint 100\u00a0%"),
    ]);
    expect(await closedDays()).toBe(1);
    const lcp = { name: "LCP", value: 900, rating: "good", navigationType: "navigate" };
    const beacon = await fetchWorker("/api/vitals", {
      method: "POST",
      headers: { "content-type": "application/json", origin: testOrigin, "cf-connecting-ip": "192.0.2.80" },
      // A new id: a stored beacon would add a row, not replace one.
      body: JSON.stringify({ route: "/", metrics: [{ id: `v5-${crypto.randomUUID()}`, ...lcp }] }),
    });
    expect(beacon.status).toBe(204);
    expect(await storedVitals()).toBe(vitalsBefore);
    // Holding stops (refused with the phone and e-mail), but messages within the budget are taken.
    const statuses: number[] = [];
    for (let n = 1; n <= 3; n++) statuses.push((await postContact(message(n), { bindings: full })).status);
    expect(statuses).toEqual([200, 200, 503]);
    expectRefused("form", await send("form", message(4), { bindings: full }), 503, refusals.busy, message(4));
    expect((await outboxRows()).map((row) => row.status)).toEqual(["sent", "sent"]);

    // Under the budget and its margin: incidents closed, holding resumed, vitals reopened (an isolate's memo lags).
    for (const _run of [1, 2]) await runCron(await bothAt(0.5));
    expect((await postContact(message(5), { bindings: await atShare(0.5) })).status).toBe(200);
    expect((await outboxRows()).map((row) => row.status)).toEqual(["sent", "sent", "held"]);
    expect(await closedDays()).toBe(0);
  });

  it("shortens the retention of held and unverified messages first, and never deletes one not yet delivered", async () => {
    const now = Date.now();
    const day = 24 * hour;
    const rows: [string, string, string, number][] = [
      ["held-old", "held", "off", now - 8 * day],
      ["held-recent", "held", "off", now - 2 * day],
      ["sent-unverified-old", "sent", "missing", now - 8 * day],
      ["sent-verified-old", "sent", "passed", now - 8 * day],
      ["pending-old", "pending", "off", now - 60 * day],
      ["failed-old", "failed", "off", now - 60 * day],
      // Sent just now: the hour's sending budget (1 here) is used, so the cron releases no held one.
      ["sent-now", "sent", "off", now],
    ];
    for (const [id, status, verification, createdAt] of rows)
      await insertMessage(id, createdAt, { status, verification });
    const ids = async () => (await outboxRows()).map((row) => row.id).sort();
    // Under half the budget: the usual retention (90 days for sent ones; held ones wait their turn).
    const bindings = (share: number) => atShare(share, { CONTACT_HOURLY_CAP: "1" });
    await runCron(await bindings(0.3));
    expect(await ids()).toHaveLength(7);
    // Past half: the level found by one run sets the next run's retention.
    await runCron(await bindings(0.6));
    await runCron(await bindings(0.6));
    expect(await ids()).toEqual(["failed-old", "held-recent", "pending-old", "sent-now", "sent-verified-old"]);
    // Past 80 %: held and unverified after a day, sent ones after a week; never pending or failed ones.
    await runCron(await bindings(0.85));
    await runCron(await bindings(0.85));
    expect(await ids()).toEqual(["failed-old", "pending-old", "sent-now"]);
  });
});

const withToken = (extra: Record<string, string> = {}) => ({
  ...validMessage,
  idempotencyKey: "7c1e2d3f-4a5b-4c6d-8e7f-901234567890",
  [turnstileField]: turnstileTestKeys.dummyToken,
  ...extra,
});

describe("Turnstile on", () => {
  it.for([
    ["api", "the always-fail test secret", turnstileTestKeys.secretFails],
    ["api", "the token-already-spent test secret", turnstileTestKeys.secretSpent],
    ["form", "the always-fail test secret", turnstileTestKeys.secretFails],
  ] as const)(
    "the %s door refuses a token failing with %s: a French 403, what was typed kept, nothing stored or sent",
    async ([door, , secret]) => {
      const answer = await send(door, withToken(), { bindings: withTurnstile({ TURNSTILE_SECRET_KEY: secret }) });
      expectRefused(door, answer, 403, refusals.challengeFailed, withToken());
      expect(await outboxRows()).toHaveLength(0);
      expect(providerCalls).toBe(0);
    },
  );

  it.for([
    ["it times out", { hang: true }, {}, /siteverify gave no verdict \(TimeoutError/],
    ["it answers 5xx", { status: 502 }, {}, /siteverify answered HTTP 502/],
    ["it refuses our secret", {}, { TURNSTILE_SECRET_KEY: "not-our-secret" }, /^/],
  ] as const)(
    "takes the message, marked unavailable, when siteverify gives no verdict: %s",
    async ([, behaviour, turnstileOverrides, warning]) => {
      Object.assign(siteverify.behaviour, behaviour);
      const bindings = withTurnstile({ ...turnstileOverrides, TURNSTILE_TIMEOUT_MS: "300" });
      const started = Date.now();
      expect((await postContact(withToken(), { bindings })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await outboxRows()).toMatchObject([{ verification: "unavailable" }]);
      expect(logs.warnings()).toMatch(warning);
    },
  );

  it("with the always-pass test secret, verifies the token before storing (idempotency key, address and secret sent; the row marked passed), a retry under the same key under it, an edited one under another; queues a message without a token (no JavaScript, or the widget did not load) within its own hourly budget, then holds it, which leaves verified visitors their room", async () => {
    const bindings = withTurnstile({ CONTACT_UNVERIFIED_HOURLY_CAP: "2", CONTACT_HOURLY_CAP: "5" }, intakeBindings);
    // The third is held, not refused: the visitor hears the same "received".
    for (const n of [1, 2, 3])
      expect((await send("form", { ...validMessage, msg: `Sans jeton ${n}` }, { bindings })).status).toBe(200);
    // The JSON API's token-less messages share that lane.
    const held = await postContact({ ...validMessage, msg: "Sans jeton, en JSON" }, { bindings });
    expect(held.status).toBe(200);
    expect(await held.json()).toEqual({ ok: true });
    // A verified message is queued at once (the whole budget still has room), its retry is the same, an edit another.
    for (const body of [withToken(), withToken(), withToken({ msg: "Version corrigée" })])
      expect((await postContact(body, { bindings, ip: "203.0.113.50" })).status).toBe(200);
    const rows = await outboxRows();
    expect(rows.map((row) => row.verification)).toEqual([...Array(4).fill("missing"), "passed", "passed"]);
    expect(rows.map((row) => row.status === "held")).toEqual([false, false, true, true, false, false]);
    expect(sendEmail.sent.filter((mail) => mail.subject.startsWith("Demande de contact"))).toHaveLength(4);
    const verified = { secret: turnstileTestKeys.secretPasses, response: turnstileTestKeys.dummyToken };
    expect(siteverify.calls).toEqual(
      [rows[4], rows[4], rows[5]].map((row) => ({ ...verified, remoteip: "203.0.113.50", idempotency_key: row?.id })),
    );
  });
});

describe("Turnstile and the pages' policy", () => {
  /** The sources of one directive. */
  const directive = (policy: string | null, name: string) =>
    (policy ?? "")
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];

  it("off (no keys, the local default): no siteverify, the row marked off, nothing of Turnstile in the home page; on: lets Turnstile in on the page with the form only, in script-src, frame-src and connect-src", async () => {
    expect((await postContact(withToken())).status).toBe(200);
    expect(siteverify.calls).toHaveLength(0);
    expect(await outboxRows()).toMatchObject([{ verification: "off" }]);
    const response = await fetchWorker("/");
    expect(response.headers.get("content-security-policy")).not.toContain(turnstileOrigin);
    expect(await response.text()).not.toContain(turnstileTestKeys.siteKeyPasses);

    const home = await fetchWithBindings(new Request(`${testOrigin}/`), withTurnstile());
    const policy = home.headers.get("content-security-policy");
    for (const name of ["script-src", "frame-src", "connect-src"])
      expect(directive(policy, name)).toContain(turnstileOrigin);
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "style-src")).not.toContain(turnstileOrigin);
    // The form learns the public site key from the page (never the secret).
    const html = await home.text();
    expect(html).toContain(turnstileTestKeys.siteKeyPasses);
    expect(html).not.toContain(turnstileTestKeys.secretPasses);
    for (const path of ["/404", "/ingenierie", "/api/contact"]) {
      const other = await fetchWithBindings(new Request(`${testOrigin}${path}`), withTurnstile());
      expect(other.headers.get("content-security-policy"), path).not.toContain(turnstileOrigin);
    }
  });
});

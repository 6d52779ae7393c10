import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimLeaseMs, type OutboxRow } from "#functions/contact/contact-outbox.ts";
import { deliverStoredMessage, maxAttempts, retryDelayMs } from "#functions/contact/delivery/contact-delivery.ts";
import { subrequestBudget } from "#functions/contact/delivery/delivery-config.ts";
import { deliverDueMessages, reviewDelivery } from "#functions/contact/delivery/delivery-cron.ts";
import { classifyRefusal, sendWithEmailJs } from "#functions/contact/delivery/emailjs.ts";
import { emailJsMinIntervalMs, emailJsPacingMs, quotaWindow } from "#functions/contact/delivery/emailjs-budget.ts";
import { readEmailJsConfig } from "#functions/contact/delivery/emailjs-config.ts";
import { handleScheduled, runScheduledJobs } from "#functions/scheduled.ts";
import { vitalsRetentionMs } from "#functions/vitals/web-vitals-store.ts";
import { requeueFailedSql } from "#scripts/lib/outbox-queries.ts";
import { bindingsWith, runCron } from "#test/worker/support/built-worker.ts";
import { insertVitals } from "#test/worker/support/console-harness.ts";
import {
  clearOutbox,
  outboxRows,
  type ProviderReply,
  postContact,
  stubProvider,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";
import { instrumentedDb } from "#test/worker/support/d1-faults.ts";
import {
  captureLogs,
  contextFor,
  fakeClock,
  insertMessage,
  noSecondChannel,
  recordingRoute,
  runDeliveryCron,
  settingsWith,
} from "#test/worker/support/delivery-harness.ts";

/** What becomes of a stored message (decisions 019 to 023): it reaches the company, or the owner hears why not. */

let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  await clearOutbox();
  logs = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const companyInbox = "contact@tingis-industry.ma";
const ownerInbox = "proprietaire@tingis-industry.ma";
/** A fixed moment for the tests on a fake clock: 10 September 2026, 12:00 UTC. */
const septemberNoon = Date.UTC(2026, 8, 10, 12);

/** CONTACT_MAX_WAIT_MINUTES and CONTACT_RETENTION_DAYS in the test Worker's wrangler.toml. */
const maxWaitMs = Number(env.CONTACT_MAX_WAIT_MINUTES) * minute;
const retentionMs = Number(env.CONTACT_RETENTION_DAYS) * day;

async function incidents() {
  const query = env.DB.prepare("SELECT kind, alerted_at FROM delivery_incidents ORDER BY kind");
  return (await query.all<{ kind: string; alerted_at: number | null }>()).results;
}

async function row(id: string): Promise<OutboxRow> {
  const found = await env.DB.prepare("SELECT * FROM contact_outbox WHERE id = ?1").bind(id).first<OutboxRow>();
  if (!found) throw new Error(`no row ${id}`);
  return found;
}

/** One batch of the cron's deliveries, with these settings, at the clock's time. */
function deliverBatch(...context: Parameters<typeof contextFor>) {
  return deliverDueMessages(contextFor(...context));
}

describe("when EmailJS fails for a temporary reason", () => {
  it.each<[string, ProviderReply]>([
    ["HTTP 500", { status: 500, body: "Internal error" }],
    ["HTTP 503", { status: 503, body: "Service Unavailable" }],
    ["HTTP 429 (one request per second)", { status: 429, body: "Too Many Requests" }],
    ["a timeout", { throws: new DOMException("The operation was aborted due to timeout", "TimeoutError") }],
    ["a network error", { throws: new TypeError("Network connection lost.") }],
  ])(
    "%s leaves the message pending, the visitor told it is received; the cron delivers it once EmailJS recovers, exactly once",
    async (_l, reply) => {
      const provider = stubProvider(reply, { status: 200, body: "OK" });
      const mail = watchSendEmail();
      expect(await (await postContact(validMessage)).json()).toEqual({ ok: true });
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: 1, failure_kind: "temporary", channel: null });
      expect(row?.last_error).toMatch(/EmailJS (HTTP \d{3}|timeout|unreachable)/);
      expect(row?.next_attempt_at).toBeGreaterThan(Date.now());

      // Not yet due: the cron leaves it alone.
      await runDeliveryCron(fakeClock(Date.now()));
      expect(provider.calls).toHaveLength(1);
      await runDeliveryCron(fakeClock(Date.now() + retryDelayMs(1) + 1_000));
      expect(provider.calls).toHaveLength(2);
      expect(provider.calls[1]?.body).toEqual(provider.calls[0]?.body);
      expect(await outboxRows()).toMatchObject([
        { status: "sent", channel: "emailjs", attempts: 2, last_error: null, failure_kind: null },
      ]);
      // Later runs never send it again; neither the second channel nor an alert was needed.
      await runDeliveryCron(fakeClock(Date.now() + day));
      expect(provider.calls).toHaveLength(2);
      expect(mail.sent).toHaveLength(0);
    },
  );

  it("backs off exponentially, then hands the message to the second channel once it has waited too long", async () => {
    const provider = stubProvider({ status: 503, body: "Service Unavailable" });
    const mail = watchSendEmail();
    await postContact(validMessage);
    const [stored] = await outboxRows();
    const handOver = stored!.created_at + maxWaitMs;
    let time = Date.now();
    for (let attempt = 1; ; attempt++) {
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      // Each delay doubles, never past the hand-over (the first attempt ran on the real clock, just before `time`).
      const expected = Math.min(time + retryDelayMs(attempt), handOver);
      if (attempt === 1) expect(Math.abs(row!.next_attempt_at - expected)).toBeLessThan(5_000);
      else expect(row!.next_attempt_at).toBe(expected);
      time = row!.next_attempt_at;
      await runDeliveryCron(fakeClock(time));
      if (time >= handOver) break;
    }
    // 1 + 2 + 4 + 8 + 16 minutes < 30 ≤ 1 + 2 + 4 + 8 + 16 + 32: five EmailJS attempts, then the second channel.
    expect(provider.calls).toHaveLength(5);
    expect(mail.sent.map((message) => message.to)).toEqual([companyInbox]);
    expect(await outboxRows()).toMatchObject([{ status: "sent", channel: "second-channel", attempts: 6 }]);
  });

  it("a slow EmailJS: each claim and next attempt uses the time it happens; a wait that ran out meanwhile hands over at the next run", async () => {
    const mail = watchSendEmail();
    const handOver = septemberNoon + maxWaitMs;
    const clock = fakeClock(handOver - 1_000);
    await insertMessage("slow-1", septemberNoon);
    await insertMessage("slow-2", clock.now());
    // Every call takes 8 s, then fails: slow-1's wait runs out during its own call.
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      clock.advance(8_000);
      return new Response("Service Unavailable", { status: 503 });
    });
    await runDeliveryCron(clock);
    // slow-1 is due again at once, not after the one-minute backoff. slow-2 was claimed after slow-1's
    // call (no pacing wait: 8 s > 1.5 s), and backs off from the end of its own call.
    expect(await row("slow-1")).toMatchObject({
      status: "pending",
      failure_kind: "temporary",
      next_attempt_at: handOver + 7_000,
    });
    expect((await row("slow-2")).next_attempt_at).toBe(handOver + 15_000 + retryDelayMs(1));
    await runDeliveryCron(fakeClock(handOver + 7_000));
    expect(await row("slow-1")).toMatchObject({ status: "sent", channel: "second-channel" });
    expect(mail.sent.filter((message) => message.subject.startsWith("Demande de contact"))).toHaveLength(1);
  });
});

describe("a permanent refusal (bad key, template or service)", () => {
  it("alerts the owner at once, from the visitor's own request, and the second channel carries the message", async () => {
    const provider = stubProvider({ status: 400, body: "The template ID is invalid" });
    const mail = watchSendEmail();
    expect(await (await postContact(validMessage)).json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(1);
    // The real send_email binding (simulated) got both: the alert, then the message.
    expect(mail.sent.map((message) => message.subject)).toEqual([
      "[TINGIS INDUSTRY] Alerte du site\u202f: EmailJS refuse les messages (clé, modèle ou service)",
      "Demande de contact\u202f: Samira El Idrissi",
    ]);
    expect(mail.sent[0]?.text).toContain("EmailJS HTTP 400: The template ID is invalid");
    expect(mail.sent[1]?.text).toContain("nous cherchons un devis pour une cabine de peinture.");
    expect(await outboxRows()).toMatchObject([{ status: "sent", channel: "second-channel", attempts: 1 }]);

    // The next visitors' own attempts, on a test clock: each waits EmailJS's pace on it, not on the real one.
    const clock = fakeClock(Date.now());
    const nextVisitor = async (id: string) => {
      await insertMessage(id, clock.now());
      return deliverStoredMessage(env, id, clock);
    };

    // The same cause again: the message goes through, no second alert.
    expect(await nextVisitor("second")).toBe("sent-second-channel");
    expect(mail.sent.map((message) => message.subject)).toHaveLength(3);
    expect(mail.sent[2]?.subject).toMatch(/^Demande de contact/);

    // EmailJS works again: the incident closes; the next refusal is a new incident, alerted again.
    provider.spy.mockResolvedValueOnce(new Response("OK", { status: 200 }));
    expect(await nextVisitor("third")).toBe("sent");
    expect(await incidents()).toEqual([]);
    await nextVisitor("fourth");
    expect(mail.sent.filter((message) => message.subject.includes("Alerte"))).toHaveLength(2);
  });

  it.for([
    ["no second channel", false, []],
    ["a second channel that fails too", true, [`second channel: send_email: email to ${companyInbox} not allowed`]],
  ] as const)(
    "with %s: retries with a backoff, then marks the message failed, every reason kept, never lost",
    async ([_, hasSecondChannel, otherReasons]) => {
      const provider = stubProvider({ status: 400, body: "The Public Key is invalid" });
      const company = recordingRoute(companyInbox, { fail: () => true });
      const owner = recordingRoute(ownerInbox);
      const secondChannel = hasSecondChannel ? company.route : undefined;
      const settings = settingsWith({ secondChannel, alerts: owner.route });
      const clock = fakeClock(septemberNoon);
      await insertMessage("refused", clock.now());
      for (let attempt = 1; attempt < maxAttempts; attempt++) {
        await deliverBatch(settings, clock);
        const stored = await row("refused");
        expect(stored).toMatchObject({ status: "pending", attempts: attempt, failure_kind: "permanent" });
        clock.advance(stored.next_attempt_at - clock.now());
      }
      await deliverBatch(settings, clock);
      const failed = await row("refused");
      expect(failed).toMatchObject({ status: "failed", failure_kind: "permanent", attempts: maxAttempts });
      for (const reason of ["EmailJS HTTP 400: The Public Key is invalid", ...otherReasons])
        expect(failed.last_error).toContain(reason);
      expect(failed.message).toBe("Demande refused");
      clock.advance(7 * day);
      await deliverBatch(settings, clock);
      expect(provider.calls).toHaveLength(maxAttempts);

      // `npm run outbox -- --retry` gives it back to the cron.
      await env.DB.prepare(requeueFailedSql).run();
      expect(await row("refused")).toMatchObject({ status: "pending", attempts: 0, next_attempt_at: 0 });
    },
  );
});

describe("sendWithEmailJs", () => {
  // The test Worker's own: service_test, template_test, public-key-test, private-key-test.
  const credentials = readEmailJsConfig(env).credentials!;
  const params = { name: "n", email: "e@example.com", numTele: "", msg: "m" };

  it("gives up after its timeout when EmailJS does not answer", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    const result = await sendWithEmailJs("https://emailjs.test", credentials, params, 50);
    const reason = "EmailJS timeout after 50 ms";
    expect(result).toEqual({ status: "error", kind: "temporary", reason, refused: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.for([
    ["bad key private-key-test for service_test", 403, "EmailJS HTTP 403: bad key [secret] for [secret]"],
    // The key starts at character 195 of 200: cutting before redacting would keep "priva".
    [`${"x".repeat(195)}private-key-test and more`, 400, `EmailJS HTTP 400: ${"x".repeat(195)}[secr`],
  ] as const)("never echoes a credential from the provider's answer « %s »", async ([text, status, reason]) => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(text, { status }));
    const result = await sendWithEmailJs("https://emailjs.test", credentials, params);
    expect(result).toEqual({ status: "error", kind: "permanent", reason, refused: true });
  });

  it.each([
    [500, "Internal error", "temporary"],
    [502, "", "temporary"],
    [408, "", "temporary"],
    [429, "Too Many Requests", "temporary"],
    [400, "The template ID is invalid", "permanent"],
    [403, "API calls are disabled for non-browser applications", "permanent"],
    [412, "Gmail_API: Invalid grant", "permanent"],
    [402, "", "quota"],
    [426, "The monthly request limit has been reached", "quota"],
    [429, "Quota exceeded", "quota"],
  ] as const)("classifies HTTP %i « %s » as %s", (status, text, kind) => {
    expect(classifyRefusal(status, text)).toBe(kind);
  });
});

describe("EMAILJS_API_BASE", () => {
  it.for([
    ["https://api.emailjs.com", true],
    ["https://emailjs.test/", true],
    ["http://127.0.0.1:8788", true],
    ["http://localhost:9000", true],
    ["http://api.emailjs.com", false],
    ["ftp://api.emailjs.com", false],
    ["https://user:pass@api.emailjs.com", false],
    ["api.emailjs.com", false],
  ] as const)("%s: accepted %s, a refusal naming the variable and never its value", ([base, accepted]) => {
    const apiBase = () => readEmailJsConfig({ EMAILJS_API_BASE: base }).apiBase;
    if (accepted) expect(apiBase()).toBe(base.replace(/\/$/, ""));
    else expect(apiBase).toThrow(/^Invalid EmailJS configuration: EMAILJS_API_BASE$/);
  });
});

describe("EmailJS's pace and monthly budget", () => {
  // All in one run (a paid plan's batch): the budget, not the batch, is under test.
  const twoRequestsAMonth = { quota: { monthlyQuota: 2, resetDay: 1 }, cronBatchSize: 5 };

  it("two visitors at the same moment: their EmailJS requests are more than a second apart", async () => {
    // Each visitor's attempt on a clock of its own, both at one moment: a wait for the pace moves only that clock.
    const start = Date.now();
    const clocks = new Map(["visitor-1", "visitor-2"].map((id) => [id, fakeClock(start)]));
    const times: number[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const { template_params } = (await new Request(input, init).json()) as { template_params: { msg: string } };
      // insertMessage writes "Demande <id>" as the message.
      times.push(clocks.get(template_params.msg.replace("Demande ", ""))!.now());
      return new Response("OK", { status: 200 });
    });
    for (const id of clocks.keys()) await insertMessage(id, start);
    const outcomes = await Promise.all([...clocks].map(([id, clock]) => deliverStoredMessage(env, id, clock)));
    expect(outcomes).toEqual(["sent", "sent"]);
    expect(times).toHaveLength(2);
    expect(Math.abs(times[1]! - times[0]!)).toBeGreaterThanOrEqual(emailJsMinIntervalMs);
    expect((await outboxRows()).map((stored) => stored.status)).toEqual(["sent", "sent"]);
  });

  it("once spent, sends through the second channel and alerts the owner once, paced at one request a second", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const company = recordingRoute(companyInbox);
    const owner = recordingRoute(ownerInbox);
    const settings = settingsWith({ ...twoRequestsAMonth, secondChannel: company.route, alerts: owner.route });
    const clock = fakeClock(septemberNoon);
    for (const n of [1, 2, 3, 4, 5]) await insertMessage(`budget-${n}`, clock.now());

    const outcomes = await deliverBatch(settings, clock);
    expect(outcomes).toEqual(["sent", "sent", "sent-second-channel", "sent-second-channel", "sent-second-channel"]);
    expect(provider.calls).toHaveLength(2);
    // The second EmailJS request waited for the next second, and so did the question that found the budget spent.
    expect(clock.slept.filter((ms) => ms > 0)).toEqual([emailJsPacingMs, emailJsPacingMs]);
    expect(company.sent.map((mail) => mail.subject)).toEqual(Array(3).fill("Demande de contact\u202f: Karim Benali"));
    expect(company.sent[0]?.replyTo).toBe("karim@example.ma");
    expect(company.sent[0]?.text).toContain("Demande budget-3");
    expect(company.sent[0]?.text).toContain("EmailJS monthly budget spent (2 requests)");
    expect(owner.sent).toHaveLength(1);
    expect(owner.sent[0]?.subject).toContain("le quota mensuel d’EmailJS est épuisé");
    expect(owner.sent[0]?.text).not.toContain("Karim");

    // Later runs, more messages: the incident is still open, no second alert.
    for (const n of [6, 7]) await insertMessage(`budget-${n}`, clock.now());
    clock.advance(5 * minute);
    await deliverBatch(settings, clock);
    expect(company.sent).toHaveLength(5);
    expect(owner.sent).toHaveLength(1);
    expect(provider.calls).toHaveLength(2);
  });

  it("without a second channel, messages wait for the quota window to reset and are then retried", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const owner = recordingRoute(ownerInbox);
    const settings = settingsWith({ ...twoRequestsAMonth, secondChannel: undefined, alerts: owner.route });
    const lateInSeptember = Date.UTC(2026, 8, 30, 22);
    const reset = Date.UTC(2026, 9, 1);
    expect(quotaWindow(lateInSeptember, 1).end).toBe(reset);
    const clock = fakeClock(lateInSeptember);
    for (const n of [1, 2, 3, 4]) await insertMessage(`reset-${n}`, clock.now());

    expect(await deliverBatch(settings, clock)).toEqual(["sent", "sent", "waiting-quota", "waiting-quota"]);
    expect(await row("reset-3")).toMatchObject({ status: "pending", failure_kind: "quota", next_attempt_at: reset });
    expect(owner.sent).toHaveLength(1);

    // Still September: nothing is due, nothing goes to EmailJS.
    clock.advance(90 * minute);
    expect(await deliverBatch(settings, clock)).toEqual([]);
    expect(provider.calls).toHaveLength(2);

    // October: the new window's budget carries them; the success closes the incident.
    clock.advance(reset - clock.now() + 1_000);
    expect(await deliverBatch(settings, clock)).toEqual(["sent", "sent"]);
    expect(provider.calls).toHaveLength(4);
    expect(await incidents()).toEqual([]);
    expect(owner.sent).toHaveLength(1);
  });

  it("when EmailJS itself says its quota is spent, stops calling it for the rest of the window", async () => {
    const provider = stubProvider({ status: 426, body: "The monthly request limit has been reached" });
    const company = recordingRoute(companyInbox);
    const owner = recordingRoute(ownerInbox);
    const settings = settingsWith({ secondChannel: company.route, alerts: owner.route });
    const clock = fakeClock(septemberNoon);
    for (const n of [1, 2, 3]) await insertMessage(`said-${n}`, clock.now());

    expect(await deliverBatch(settings, clock)).toEqual(Array(3).fill("sent-second-channel"));
    // Our own count was far from 200: EmailJS's word is enough.
    expect(provider.calls).toHaveLength(1);
    expect(owner.sent).toHaveLength(1);
    // The refused request was given back; the window is closed.
    const usage = await env.DB.prepare("SELECT requests, exhausted FROM emailjs_usage").first();
    expect(usage).toEqual({ requests: 0, exhausted: 1 });
  });
});

describe("messages that wait too long", () => {
  it("alert the owner once per incident, not once per cron run, trying an unsent alert again at a later run; without a second channel, never given up, whatever the attempts", async () => {
    const provider = stubProvider({ status: 500, body: "Internal error" });
    let ownerUnreachable = true;
    const owner = recordingRoute(ownerInbox, { fail: () => ownerUnreachable });
    const settings = settingsWith({ secondChannel: undefined, alerts: owner.route });
    const runCronAt = async (time: number) => {
      const context = contextFor(settings, fakeClock(time));
      await deliverDueMessages(context);
      await reviewDelivery(context);
    };
    await insertMessage("late", septemberNoon - 2 * hour);

    // The owner's inbox refuses the first alert: the incident is open, its alert not marked sent.
    await runCronAt(septemberNoon);
    expect(await incidents()).toEqual([{ kind: "overdue", alerted_at: null }]);
    ownerUnreachable = false;
    // Then every five minutes for three hours: the next run sends it, and only that one.
    for (let time = septemberNoon + 5 * minute; time <= septemberNoon + 3 * hour; time += 5 * minute)
      await runCronAt(time);
    expect(await incidents()).toEqual([{ kind: "overdue", alerted_at: septemberNoon + 5 * minute }]);
    expect(owner.sent).toHaveLength(1);
    expect(owner.sent[0]?.subject).toContain("des messages de contact attendent ou ont échoué");
    expect(owner.sent[0]?.text).toContain("0 message(s) en échec et 1 en attente depuis plus de 30\u00a0min");
    expect(owner.sent[0]?.text).toContain("Aucun canal de secours n’est configuré.");

    // Past the attempts that fail a refused message: still pending, the backoff doubling up to six hours.
    let due = 0;
    while ((await row("late")).attempts <= maxAttempts) {
      due = (await row("late")).next_attempt_at;
      await runCronAt(due);
    }
    const late = await row("late");
    expect(late).toMatchObject({ status: "pending", failure_kind: "temporary", next_attempt_at: due + 6 * hour });
    expect(provider.calls).toHaveLength(maxAttempts + 1);
    expect(owner.sent).toHaveLength(1);

    // EmailJS recovers: the message goes, the incident closes on the next review.
    provider.spy.mockResolvedValue(new Response("OK", { status: 200 }));
    await runDeliveryCron(fakeClock(late.next_attempt_at), bindingsWith(noSecondChannel));
    expect(await row("late")).toMatchObject({ status: "sent" });
    expect(await incidents()).toEqual([]);
  });
});

describe("faults in the cron run", () => {
  it("a D1 error on one message does not stop the batch; an attempt that died mid-way (D1 lost EmailJS's yes) is sent again once its lease expires, never lost", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const clock = fakeClock(septemberNoon);
    for (const n of [1, 2, 3]) await insertMessage(`batch-${n}`, clock.now() - n);
    let ackFailures = 1;
    const flaky = instrumentedDb(env.DB, {
      failWhen: (sql, [id]) =>
        (sql.includes("SET status = 'sending'") && id === "batch-2") ||
        (sql.includes("SET status = 'sent'") && id === "batch-3" && ackFailures-- > 0),
    });
    const deliver = () => deliverBatch(settingsWith(), clock, flaky.db);
    // Oldest first: batch-3 (its yes lost), batch-2 (its claim failing each time), batch-1.
    expect(await deliver()).toEqual(["error", "error", "sent"]);
    expect(provider.calls).toHaveLength(2);
    expect(logs.errors()).toContain("Contact message batch-2: attempt aborted (D1_ERROR: Network connection lost.)");
    expect(await row("batch-2")).toMatchObject({ status: "pending" });
    expect(await row("batch-3")).toMatchObject({ status: "sending", attempts: 1 });
    // batch-3, claimed at noon, is left alone until its lease runs out.
    clock.advance(septemberNoon + claimLeaseMs - 1 - clock.now());
    expect(await deliver()).toEqual(["error"]);
    expect(await row("batch-3")).toMatchObject({ status: "sending", attempts: 1 });
    clock.advance(1);
    expect(await deliver()).toEqual(["error", "sent"]);
    expect(provider.calls).toHaveLength(3);
    expect(await row("batch-3")).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("the costliest cron run (a full batch, every alert at once) stays within the Workers Free subrequest limit", async () => {
    const provider = stubProvider({ status: 400, body: "The template ID is invalid" });
    const counted = instrumentedDb(env.DB);
    const countedVitals = instrumentedDb(env.VITALS_DB);
    const failingBinding = { send: vi.fn().mockRejectedValue(new Error("destination address not verified")) };
    const environment = bindingsWith({
      DB: counted.db,
      VITALS_DB: countedVitals.db,
      CONTACT_EMAIL: failingBinding,
      ALERT_EMAIL_TO: ownerInbox,
      // Both databases over their budget, and the hour's sending budget used: every alert opens.
      CONTACT_STORAGE_BUDGET_MB: "0.01",
      VITALS_STORAGE_BUDGET_MB: "0.01",
      CONTACT_HOURLY_CAP: "5",
    });
    const clock = fakeClock(septemberNoon);
    const batch = settingsWith().cronBatchSize;
    expect(batch).toBe(3);
    // More due than a run takes, each refused by both channels; overdue ones; a held one; an earlier unsent alert.
    for (let n = 0; n < batch + 2; n++) await insertMessage(`costly-${n}`, clock.now() - 1_000);
    for (let n = 0; n < 3; n++)
      await insertMessage(`overdue-${n}`, clock.now() - 2 * hour, { dueAt: clock.now() + day });
    await insertMessage("held-1", clock.now() - 1_000, { status: "held" });
    await env.DB.prepare(
      "INSERT INTO delivery_incidents (kind, opened_at, alerted_at, detail) VALUES ('config', 0, NULL, 'old')",
    ).run();

    await runScheduledJobs(environment, clock.now(), clock);
    const mailCalls = failingBinding.send.mock.calls.length;
    const subrequests = counted.counter.queries + countedVitals.counter.queries + provider.calls.length + mailCalls;
    expect(provider.calls).toHaveLength(batch);
    const opened = (await incidents()).map((incident) => incident.kind);
    expect(opened).toEqual(["emailjs-permanent", "held", "outbox-storage-100", "overdue", "vitals-storage-100"]);
    expect(subrequests).toBeLessThanOrEqual(subrequestBudget.freePlanLimit);
    expect(subrequests).toBeLessThanOrEqual(subrequestBudget.perRun + batch * subrequestBudget.perMessage);
    console.info(`Costliest cron run: ${subrequests} subrequests for ${batch} messages.`);
  });
});

describe("the Worker's scheduled() handler", () => {
  it(`applies the retention (sent messages after ${env.CONTACT_RETENTION_DAYS} days, never one still waiting; old vitals) even when the delivery configuration is invalid, and says so; the real Cron Trigger then delivers`, async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const mail = watchSendEmail();
    const now = Date.now();
    await insertVitals([{ id: "old-vital", at: now - vitalsRetentionMs - 1 }]);
    await insertMessage("due", now - 1_000);
    await insertMessage("sent-too-old", now - retentionMs - minute, { status: "sent", sentAt: now - retentionMs - 1 });
    await insertMessage("sent-recently", now - retentionMs, { status: "sent", sentAt: now - retentionMs + day });
    // Waiting far longer than the retention: kept until it reaches the company.
    await insertMessage("waiting-forever", now - 2 * retentionMs, { dueAt: now + day, status: "failed" });

    const broken = bindingsWith({ EMAILJS_API_BASE: "http://api.emailjs.com" });
    await expect(handleScheduled({ scheduledTime: now }, broken)).rejects.toThrow("1 scheduled job(s) failed");
    expect(await env.VITALS_DB.prepare("SELECT id FROM web_vitals WHERE id = 'old-vital'").first()).toBeNull();
    const ids = (await outboxRows()).map((stored) => stored.id).sort();
    expect(ids).toEqual(["due", "sent-recently", "waiting-forever"]);
    expect(logs.errors()).toContain(
      'Scheduled job "contact delivery" failed: Invalid EmailJS configuration: EMAILJS_API_BASE',
    );
    expect(mail.sent.map((message) => message.subject)).toEqual([
      "[TINGIS INDUSTRY] Alerte du site\u202f: la configuration de l’envoi des messages est invalide",
    ]);
    expect(mail.sent[0]?.text).not.toContain("http://api.emailjs.com");

    // With the test Worker's own configuration, the real Cron Trigger entry point delivers the due message.
    expect(provider.calls).toHaveLength(0);
    await runCron(now);
    expect(provider.calls).toHaveLength(1);
    expect(await row("due")).toMatchObject({ status: "sent", channel: "emailjs" });
  });
});

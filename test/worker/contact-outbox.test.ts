import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { maxAttempts, retryDelayMs } from "#functions/contact/delivery/contact-delivery.ts";
import { classifyRefusal, sendWithEmailJs } from "#functions/contact/delivery/emailjs.ts";
import { readEmailJsConfig } from "#functions/contact/delivery/emailjs-config.ts";
import { runCron } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  outboxRows,
  type ProviderReply,
  postContact,
  stubProvider,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";
import {
  captureLogs,
  envWithoutSecondChannel,
  fakeClock,
  insertMessage,
  runDeliveryCron,
} from "#test/worker/support/delivery-harness.ts";

beforeEach(async () => {
  await clearOutbox();
  captureLogs();
});
afterEach(() => vi.restoreAllMocks());

const minute = 60_000;
/** CONTACT_MAX_WAIT_MINUTES in the test Worker's wrangler.toml. */
const maxWaitMs = Number(env.CONTACT_MAX_WAIT_MINUTES) * minute;

const temporaryFailures: [string, ProviderReply][] = [
  ["HTTP 500", { status: 500, body: "Internal error" }],
  ["HTTP 503", { status: 503, body: "Service Unavailable" }],
  ["HTTP 429 (one request per second)", { status: 429, body: "Too Many Requests" }],
  ["a timeout", { throws: new DOMException("The operation was aborted due to timeout", "TimeoutError") }],
  ["a network error", { throws: new TypeError("Network connection lost.") }],
];

describe("when EmailJS fails for a temporary reason", () => {
  it.each(temporaryFailures)(
    "%s leaves the message pending, the visitor still told it is received",
    async (_l, reply) => {
      const provider = stubProvider(reply);
      const mail = watchSendEmail();
      const response = await postContact(validMessage);
      expect(await response.json()).toEqual({ ok: true });
      expect(provider.calls).toHaveLength(1);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: 1, failure_kind: "temporary", channel: null });
      expect(row?.last_error).toMatch(/EmailJS (HTTP \d{3}|timeout|unreachable)/);
      expect(row?.next_attempt_at).toBeGreaterThan(Date.now());
      // Not yet a reason for the second channel or an alert.
      expect(mail.sent).toHaveLength(0);
    },
  );

  it.each(temporaryFailures)(
    "after %s, the cron delivers it once EmailJS recovers, exactly once",
    async (_l, reply) => {
      const provider = stubProvider(reply, { status: 200, body: "OK" });
      await postContact(validMessage);

      // Not yet due: the cron leaves it alone.
      await runDeliveryCron(fakeClock(Date.now()));
      expect(provider.calls).toHaveLength(1);

      await runDeliveryCron(fakeClock(Date.now() + retryDelayMs(1) + 1_000));
      expect(provider.calls).toHaveLength(2);
      expect(provider.calls[1]?.body).toEqual(provider.calls[0]?.body);
      expect(await outboxRows()).toMatchObject([
        { status: "sent", channel: "emailjs", attempts: 2, last_error: null, failure_kind: null },
      ]);

      // Later runs never send it again.
      await runDeliveryCron(fakeClock(Date.now() + 24 * 60 * minute));
      expect(provider.calls).toHaveLength(2);
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
      // Each delay doubles, but never past the moment the second channel takes over. (The first
      // attempt ran on the real clock, a few milliseconds before `time` was read.)
      const expected = Math.min(time + retryDelayMs(attempt), handOver);
      if (attempt === 1) expect(Math.abs(row!.next_attempt_at - expected)).toBeLessThan(5_000);
      else expect(row!.next_attempt_at).toBe(expected);
      time = row!.next_attempt_at;
      await runDeliveryCron(fakeClock(time));
      if (time >= handOver) break;
    }
    // 1 + 2 + 4 + 8 + 16 minutes < 30 ≤ 1 + 2 + 4 + 8 + 16 + 32: five EmailJS attempts, then the second channel.
    expect(provider.calls).toHaveLength(5);
    expect(mail.sent.map((message) => message.to)).toEqual(["contact@tingis-industry.ma"]);
    expect(await outboxRows()).toMatchObject([{ status: "sent", channel: "second-channel", attempts: 6 }]);
  });

  it("hands a message to the second channel at the next run when its wait ran out during a slow EmailJS attempt", async () => {
    const mail = watchSendEmail();
    const start = Date.UTC(2026, 8, 10, 12);
    const handOver = start + maxWaitMs;
    await insertMessage("slow-emailjs", start);
    // EmailJS answers 503 only after 8 s, by which time the message's wait has run out.
    const clock = fakeClock(handOver - 1_000);
    const provider = stubProvider({ status: 503, body: "Service Unavailable" });
    provider.spy.mockImplementation(async () => {
      clock.advance(8_000);
      return new Response("Service Unavailable", { status: 503 });
    });
    await runDeliveryCron(clock);
    // Due again at once, not after the one-minute backoff; the next run hands it over.
    expect(await outboxRows()).toMatchObject([
      { status: "pending", failure_kind: "temporary", next_attempt_at: handOver + 7_000 },
    ]);
    await runDeliveryCron(fakeClock(handOver + 7_000));
    expect(await outboxRows()).toMatchObject([{ status: "sent", channel: "second-channel" }]);
    const messages = mail.sent.filter((message) => message.subject.startsWith("Demande de contact"));
    expect(messages).toHaveLength(1);
  });

  it("never gives up without a second channel: the message stays pending, whatever the attempts", async () => {
    const provider = stubProvider({ status: 500, body: "Internal error" });
    const environment = envWithoutSecondChannel();
    await postContact(validMessage, { bindings: environment });
    for (let attempt = 1; attempt <= maxAttempts + 3; attempt++) {
      const [row] = await outboxRows();
      await runDeliveryCron(fakeClock(row!.next_attempt_at), environment);
    }
    expect(provider.calls).toHaveLength(maxAttempts + 4);
    expect(await outboxRows()).toMatchObject([{ status: "pending", failure_kind: "temporary" }]);
  });

  it("retries a message whose attempt died mid-way once its lease has expired", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at)
       VALUES ('stuck-row-0000000001', 'A', 'a@example.com', '', 'm', 'sending', 1, ?1, ?2)`,
    )
      .bind(now + 60_000, now)
      .run();
    await runDeliveryCron(fakeClock(now));
    expect(provider.calls).toHaveLength(0);
    await runDeliveryCron(fakeClock(now + 61_000));
    expect(provider.calls).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 2 }]);
  });
});

describe("when EmailJS refuses for a permanent reason and there is no second channel", () => {
  it("retries with a backoff, then marks the message failed after the last attempt", async () => {
    const provider = stubProvider({ status: 412, body: "Gmail_API: Invalid grant" });
    const environment = envWithoutSecondChannel();
    await postContact(validMessage, { bindings: environment });
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: attempt, failure_kind: "permanent" });
      await runDeliveryCron(fakeClock(row!.next_attempt_at), environment);
    }
    expect(provider.calls).toHaveLength(maxAttempts);
    expect(await outboxRows()).toMatchObject([{ status: "failed", attempts: maxAttempts, failure_kind: "permanent" }]);
    await runDeliveryCron(fakeClock(Date.now() + 7 * 24 * 60 * minute), environment);
    expect(provider.calls).toHaveLength(maxAttempts);
  });
});

describe("the Worker's scheduled() handler", () => {
  it("delivers a due message through the real Cron Trigger entry point", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at)
       VALUES ('due-row-000000000001', 'A', 'a@example.com', '', 'm', 'pending', 1, ?1, ?1)`,
    )
      .bind(now - 1_000)
      .run();
    await runCron(now);
    expect(provider.calls).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "sent", channel: "emailjs" }]);
  });
});

describe("retryDelayMs", () => {
  it("doubles from one minute and caps at six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});

describe("sendWithEmailJs", () => {
  const credentials = {
    serviceId: "service_abc",
    templateId: "template_abc",
    publicKey: "public-abc",
    privateKey: "private-key-xyz",
  };
  const params = { name: "n", email: "e@example.com", numTele: "", msg: "m" };

  it("gives up after its timeout when EmailJS does not answer", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    const result = await sendWithEmailJs("https://emailjs.test", credentials, params, 50);
    expect(result).toEqual({
      status: "error",
      kind: "temporary",
      reason: "EmailJS timeout after 50 ms",
      refused: false,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("never echoes a credential from the provider's answer", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("bad key private-key-xyz for service_abc", { status: 403 }),
    );
    const result = await sendWithEmailJs("https://emailjs.test", credentials, params);
    expect(result).toEqual({
      status: "error",
      kind: "permanent",
      reason: "EmailJS HTTP 403: bad key [secret] for [secret]",
      refused: true,
    });
  });

  it("redacts before shortening, so a secret cut by the length limit leaves no prefix behind", async () => {
    // The key starts at character 195 of 200: cutting first would keep "priva".
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(`${"x".repeat(195)}private-key-xyz and more`, { status: 400 }),
    );
    const result = await sendWithEmailJs("https://emailjs.test", credentials, params);
    expect(result.status === "error" && result.reason).not.toMatch(/priva/);
    expect(result.status === "error" && result.reason).toMatch(/x{195}\[secr$/);
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
  it.each(["https://api.emailjs.com", "https://emailjs.test/", "http://127.0.0.1:8788", "http://localhost:9000"])(
    "accepts %s",
    (base) => {
      expect(readEmailJsConfig({ EMAILJS_API_BASE: base }).apiBase).toBe(base.replace(/\/$/, ""));
    },
  );

  it.each(["http://api.emailjs.com", "ftp://api.emailjs.com", "https://user:pass@api.emailjs.com", "api.emailjs.com"])(
    "refuses %s, naming the variable and never its value",
    (base) => {
      expect(() => readEmailJsConfig({ EMAILJS_API_BASE: base })).toThrow(
        "Invalid EmailJS configuration: EMAILJS_API_BASE",
      );
    },
  );
});

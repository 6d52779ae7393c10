import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { maxAttempts, retryDelayMs } from "#functions/services/contact-delivery.ts";
import { sendWithEmailJs } from "#functions/services/emailjs.ts";
import { runCron } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  outboxRows,
  type ProviderReply,
  postContact,
  stubProvider,
  validMessage,
} from "#test/worker/support/contact-harness.ts";

beforeEach(async () => {
  await clearOutbox();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const failures: [string, ProviderReply][] = [
  ["HTTP 500", { status: 500, body: "Internal error" }],
  ["HTTP 429 (rate limited)", { status: 429, body: "Too Many Requests" }],
  ["HTTP 412 (precondition failed)", { status: 412, body: "Gmail_API: Invalid grant" }],
  ["a timeout", { throws: new DOMException("The operation was aborted due to timeout", "TimeoutError") }],
  ["a network error", { throws: new TypeError("Network connection lost.") }],
];

describe("when EmailJS fails", () => {
  it.each(failures)("%s leaves the message pending, the visitor still told it is received", async (_label, reply) => {
    const provider = stubProvider(reply);
    const response = await postContact(validMessage);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.last_error).toMatch(/EmailJS (HTTP \d{3}|timeout|unreachable)/);
    expect(row?.next_attempt_at).toBeGreaterThan(Date.now());
  });

  it.each(failures)("after %s, the cron delivers it once EmailJS recovers, exactly once", async (_label, reply) => {
    const provider = stubProvider(reply, { status: 200, body: "OK" });
    await postContact(validMessage);

    // Not yet due: the cron leaves it alone.
    await runCron(Date.now());
    expect(provider.calls).toHaveLength(1);

    await runCron(Date.now() + retryDelayMs(1) + 1_000);
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[1]?.body).toEqual(provider.calls[0]?.body);
    expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 2, last_error: null }]);

    // Later runs never send it again.
    await runCron(Date.now() + 24 * 60 * 60_000);
    expect(provider.calls).toHaveLength(2);
  });

  it("backs off exponentially and marks the message failed after the last attempt", async () => {
    const provider = stubProvider({ status: 503, body: "Service Unavailable" });
    await postContact(validMessage);
    let time = Date.now();
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      expect(row!.next_attempt_at - time).toBeGreaterThanOrEqual(retryDelayMs(attempt) - 5_000);
      time = row!.next_attempt_at;
      await runCron(time);
    }
    expect(provider.calls).toHaveLength(maxAttempts);
    expect(await outboxRows()).toMatchObject([{ status: "failed", attempts: maxAttempts }]);
    await runCron(time + 7 * 24 * 60 * 60_000);
    expect(provider.calls).toHaveLength(maxAttempts);
  });

  it("retries a message whose attempt died mid-way once its lease has expired", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const { env } = await import("cloudflare:workers");
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO contact_outbox (id, name, email, phone, message, status, attempts, next_attempt_at, created_at)
       VALUES ('stuck-row-0000000001', 'A', 'a@example.com', '', 'm', 'sending', 1, ?1, ?1)`,
    )
      .bind(now + 60_000)
      .run();
    await runCron(now);
    expect(provider.calls).toHaveLength(0);
    await runCron(now + 61_000);
    expect(provider.calls).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: "sent", attempts: 2 }]);
  });
});

describe("retryDelayMs", () => {
  it("doubles from one minute and caps at six hours", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });
});

describe("sendWithEmailJs", () => {
  it("gives up after its timeout when EmailJS does not answer", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason))),
    );
    const started = Date.now();
    const result = await sendWithEmailJs(
      "https://emailjs.test",
      { serviceId: "s", templateId: "t", publicKey: "p", privateKey: "k" },
      { name: "n", email: "e@example.com", numTele: "", msg: "m" },
      50,
    );
    expect(result).toEqual({ status: "error", reason: "EmailJS timeout after 50 ms" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("never echoes a credential from the provider's answer", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response("bad key private-key-xyz for service_abc", { status: 403 }),
    );
    const result = await sendWithEmailJs(
      "https://emailjs.test",
      { serviceId: "service_abc", templateId: "template_abc", publicKey: "public-abc", privateKey: "private-key-xyz" },
      { name: "n", email: "e@example.com", numTele: "", msg: "m" },
    );
    expect(result).toEqual({ status: "error", reason: "EmailJS HTTP 403: bad key [secret] for [secret]" });
  });
});

import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "#app/content/company.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { contactBodyLimits } from "#app/lib/contact-fields.ts";
import { outboxId, storeAttempts } from "#functions/contact/intake/contact-service.ts";
import { rateLimitKey } from "#functions/rate-limit-key.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import {
  bindingsWith,
  clearOutbox,
  failingStore,
  fetchWithBindings,
  intakeBindings,
  outboxRows,
  postContact,
  postForm,
  stubProvider,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { fakeClock, runDeliveryCron } from "#test/worker/support/delivery-harness.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

const { refusals, failure } = contactFormCopy;

/** The refusal's notice in the page: its text, then the phone and e-mail as links. */
function expectFailureNotice(html: string, message: string) {
  const notice =
    /<div class="contact-form__notice contact-form__notice--failed" role="alert">(.*?)<\/div><\/div>/s.exec(html)?.[1];
  expect(notice, "the failure notice").toBeDefined();
  expect(notice).toContain(message);
  // Each isolated left to right, whatever the page's direction (decision 013).
  expect(notice).toContain(`<a href="tel:${company.phone.e164}"><bdi dir="ltr">${company.phone.display}</bdi></a>`);
  expect(notice).toContain(`<a href="mailto:${company.email}"><bdi dir="ltr">${company.email}</bdi></a>`);
}

/** Each field holds again what the visitor typed. */
function expectTypedValues(html: string, typed: Record<"name" | "email" | "numTele" | "msg", string>) {
  for (const field of ["name", "email", "numTele"] as const) {
    const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0];
    expect(input, field).toContain(`value="${typed[field]}"`);
  }
  expect(html).toMatch(new RegExp(`<textarea[^>]*name="msg"[^>]*>${typed.msg.replaceAll("\n", "\\n")}</textarea>`));
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await clearOutbox();
  vi.spyOn(console, "warn").mockImplementation(() => {});
  errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
  // Every test reaches the provider stub, never the network; tests that count its calls stub it again.
  stubProvider({ status: 200, body: "OK" });
});
afterEach(() => vi.restoreAllMocks());

describe("rate-limit keys", () => {
  it("are whole IPv4 addresses", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("203.0.113.8")).not.toBe(rateLimitKey("203.0.113.7"));
  });

  it("group IPv6 addresses by /64, whatever their spelling", () => {
    const sameNetwork = [
      "2001:db8:a:b::1",
      "2001:0db8:000a:000b:0000:0000:0000:0001",
      "2001:db8:a:b:ffff:ffff:ffff:ffff",
      "2001:DB8:A:B:1:2:3:4",
      "[2001:db8:a:b::99]",
      "2001:db8:a:b::1%eth0",
      "2001:db8:a:b:0:0:192.0.2.1",
    ];
    for (const address of sameNetwork) expect(rateLimitKey(address), address).toBe("2001:db8:a:b::/64");
    expect(rateLimitKey("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
  });

  it("count IPv4-mapped IPv6 as the IPv4 address, and leave what does not parse as it is", () => {
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    for (const junk of ["unknown", "1:2:3", "1::2::3", "2001:db8::g", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3"]) {
      expect(rateLimitKey(junk)).toBe(junk);
    }
  });
});

describe("the per-visitor limit on IPv6", () => {
  it("refuses a sixth message from another address of the same /64, not from the next /64", async () => {
    stubProvider({ status: 200, body: "OK" });
    const statuses: number[] = [];
    for (let host = 1; host <= 6; host++) {
      const response = await postContact(
        { ...validMessage, msg: `Message ${host}` },
        {
          ip: `2001:db8:64:1::${host}`,
          bindings: intakeBindings(),
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await postContact(validMessage, { ip: "2001:db8:64:2::1", bindings: intakeBindings() })).status).toBe(200);
    expect(await outboxRows()).toHaveLength(6);
  });
});

describe("idempotency bound to the content", () => {
  const key = "4a9e6c1d-2b3f-4c5d-8e9f-0a1b2c3d4e5f";

  it("stores a repeat of the same fill once, and the same fill edited as a second message", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const first = { ...validMessage, idempotencyKey: key };
    const edited = { ...first, msg: `${validMessage.msg}\nPS : le devis est urgent.` };
    // Stored with no way to send, then delivered by the cron on a test clock: the second message
    // waits EmailJS's pace on that clock, not on the real one.
    const storeOnly = intakeBindings({
      CONTACT_EMAIL: undefined,
      CONTACT_EMAIL_FROM: undefined,
      CONTACT_EMAIL_TO: undefined,
    });
    for (const body of [first, first, edited, edited])
      expect((await postContact(body, { bindings: storeOnly })).status).toBe(200);
    const rows = await outboxRows();
    expect(rows.map((row) => row.message)).toEqual([first.msg, edited.msg]);
    await runDeliveryCron(fakeClock(Date.now()));
    expect(
      provider.calls.map((call) => (call.body as { template_params: { msg: string } }).template_params.msg),
    ).toEqual([first.msg, edited.msg]);
  });

  it("binds every field: another name, e-mail or phone under the same key is another message", async () => {
    stubProvider({ status: 200, body: "OK" });
    const base = { ...validMessage, idempotencyKey: key };
    for (const body of [
      base,
      { ...base, name: "S. El Idrissi" },
      { ...base, email: "autre@example.ma" },
      { ...base, numTele: "" },
    ])
      expect((await postContact(body, { bindings: intakeBindings() })).status).toBe(200);
    expect(await outboxRows()).toHaveLength(4);
  });

  it("is the same on the no-JavaScript door", async () => {
    const fields = { ...validMessage, idempotencyKey: key };
    for (const body of [fields, fields, { ...fields, msg: "Version corrigée" }]) {
      expect((await postForm(body, { bindings: intakeBindings() })).status).toBe(200);
    }
    expect((await outboxRows()).map((row) => row.message)).toEqual([validMessage.msg, "Version corrigée"]);
  });

  it("gives ids that depend on key and content only", async () => {
    const message = { name: "A", email: "a@example.ma", numTele: "", msg: "B" };
    expect(await outboxId(key, message)).toBe(await outboxId(key, { ...message }));
    expect(await outboxId(key, message)).not.toBe(await outboxId(key, { ...message, msg: "C" }));
    expect(await outboxId(key, message)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe("when D1 fails at store", () => {
  it(`retries the API's store up to ${storeAttempts} times, then answers as usual`, async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const store = failingStore(storeAttempts - 1);
    const response = await postContact(validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(response.status).toBe(200);
    expect(store.calls()).toBe(storeAttempts);
    expect(await outboxRows()).toHaveLength(1);
    expect(provider.calls).toHaveLength(1);
  });

  it(`answers the API 503 with the failure text after ${storeAttempts} failed attempts, and logs it`, async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const store = failingStore(Number.POSITIVE_INFINITY);
    const response = await postContact(validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: failure.text });
    expect(store.calls()).toBe(storeAttempts);
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
    expect(errorLog.mock.calls.flat().join(" ")).toContain("could not be stored");
  });

  it("retries on the no-JavaScript door as well, and confirms once stored", async () => {
    stubProvider({ status: 200, body: "OK" });
    const store = failingStore(storeAttempts - 1);
    const response = await postForm(validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(response.status).toBe(200);
    expect(decodeEntities(await response.text())).toContain(contactFormCopy.success.text);
    expect(store.calls()).toBe(storeAttempts);
    expect(await outboxRows()).toHaveLength(1);
  });

  it("answers the no-JavaScript door 503 with the failure text, the typed values kept and the phone and e-mail", async () => {
    const store = failingStore(Number.POSITIVE_INFINITY);
    const response = await postForm(validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(response.status).toBe(503);
    const html = decodeEntities(await response.text());
    expectFailureNotice(html, failure.text);
    expectTypedValues(html, validMessage);
    expect(store.calls()).toBe(storeAttempts);
    expect(await outboxRows()).toHaveLength(0);
  });
});

describe("the no-JavaScript door", () => {
  /** A body of `size` bytes in 16 KB chunks, with no Content-Length; records how much was pulled. */
  function chunkedBody(size: number) {
    const chunk = new TextEncoder().encode(`msg=${"x".repeat(16 * 1024 - 4)}`);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= size) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it("refuses a chunked body over its limit with a French 413 page, without reading it whole", async () => {
    const body = chunkedBody(4 * 1024 * 1024);
    const request = new Request(`${testOrigin}/?index`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body: body.stream,
    });
    expect(request.headers.get("content-length")).toBeNull();
    const response = await fetchWithBindings(request, env as Env);
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectFailureNotice(decodeEntities(await response.text()), refusals.tooLarge.form);
    // Read up to the limit and one chunk more, not the 4 MB.
    expect(body.pulled()).toBeLessThanOrEqual(contactBodyLimits.form + 2 * 16 * 1024);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("refuses a declared Content-Length over its limit before reading anything", async () => {
    const response = await postForm({ ...validMessage, msg: "x".repeat(contactBodyLimits.form) });
    expect(response.status).toBe(413);
    expectFailureNotice(decodeEntities(await response.text()), refusals.tooLarge.form);
  });

  it("takes a chunked body under the limit like any other", async () => {
    const encoded = new TextEncoder().encode(new URLSearchParams(validMessage).toString());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoded.subarray(0, 20));
        controller.enqueue(encoded.subarray(20));
        controller.close();
      },
    });
    const request = new Request(`${testOrigin}/?index`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body: stream,
    });
    const response = await fetchWithBindings(request, env as Env);
    expect(response.status).toBe(200);
    expect(await outboxRows()).toMatchObject([{ name: validMessage.name, message: validMessage.msg }]);
  });

  it("keeps what the visitor typed on a 429, with Retry-After, the message and the phone and e-mail", async () => {
    const ip = "203.0.113.129";
    for (let n = 1; n <= 5; n++)
      expect((await postForm({ ...validMessage, msg: `Essai ${n}` }, { ip, bindings: intakeBindings() })).status).toBe(
        200,
      );
    const typed = { ...validMessage, msg: "Le sixième, à garder\nsur deux lignes" };
    const refused = await postForm(typed, { ip, bindings: intakeBindings() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    const html = decodeEntities(await refused.text());
    expectFailureNotice(html, refusals.rateLimited);
    expectTypedValues(html, typed);
  });
});

import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "#app/content/company.ts";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { httpRefusals, otherCharsetRefusal } from "#app/content/refusals.ts";
import { contactFormCopyContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, locales } from "#app/i18n/locales.ts";
import {
  contactBodyLimits,
  contactLimits,
  honeypotField,
  idempotencyKeyMaxLength,
  turnstileField,
  turnstileTokenMaxLength,
} from "#app/lib/contact-fields.ts";
import { outboxId, storeAttempts } from "#functions/contact/intake/contact-service.ts";
import { bindingsWith, fetchWithBindings, testOrigin } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  doors,
  freshIp,
  intakeBindings,
  outboxRows,
  postContact,
  postForm,
  postFormBody,
  send,
  stubProvider,
  textWithLineBreaks,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";
import { failingStore } from "#test/worker/support/d1-faults.ts";
import { fakeClock, runDeliveryCron } from "#test/worker/support/delivery-harness.ts";
import { decodeEntities, texts } from "#test/worker/support/html.ts";
import { burstWithinOneMinute } from "#test/worker/support/minute-burst.ts";

/**
 * The contact form's two doors (decisions 016 to 020): the island's JSON post to /api/contact and
 * the page's plain form post without JavaScript. Each takes the same messages, refuses the same
 * way in the page's language, and keeps what the visitor typed.
 */

const { errors, refusals } = contactFormCopy;
const copyIn = (locale: Locale) => contactFormCopyContent[locale].contactFormCopy;

let provider: ReturnType<typeof stubProvider>;
let errorLog: ReturnType<typeof vi.spyOn>;
let warnLog: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  await clearOutbox();
  warnLog = vi.spyOn(console, "warn").mockImplementation(() => {});
  errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
  provider = stubProvider({ status: 200, body: "OK" });
});
afterEach(() => vi.restoreAllMocks());

/** The template parameters of each EmailJS request. */
const sentParams = () =>
  provider.calls.map((call) => (call.body as { template_params: Record<string, string> }).template_params);

/** The no-JavaScript door's failure notice: its text, then the phone and e-mail as links. */
function expectFailureNotice(html: string, message: string) {
  const notice =
    /<div class="contact-form__notice contact-form__notice--failed" role="alert">(.*?)<\/div><\/div>/s.exec(html)?.[1];
  expect(notice, "the failure notice").toContain(message);
  // Each isolated left to right, whatever the page's direction (decision 013).
  expect(notice).toContain(`<a href="tel:${company.phone.e164}"><bdi dir="ltr">${company.phone.display}</bdi></a>`);
  expect(notice).toContain(`<a href="mailto:${company.email}"><bdi dir="ltr">${company.email}</bdi></a>`);
}

/** Each field of the no-JavaScript door's answer holds again what the visitor typed. */
function expectGivenBack(html: string, typed: Record<"name" | "email" | "numTele" | "msg", string>) {
  for (const field of ["name", "email", "numTele"] as const) {
    const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0];
    expect(input, field).toContain(`value="${typed[field]}"`);
  }
  expect(/<textarea[^>]*name="msg"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]?.replaceAll("\r\n", "\n")).toBe(typed.msg);
}

describe("a valid message", () => {
  it("is stored, answered { ok: true } and sent to EmailJS as the exact payload", async () => {
    const response = await postContact({ ...validMessage, idempotencyKey: "f3b2a1c0-1111-4222-8333-944455556666" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toEqual([
      {
        url: "https://emailjs.test/api/v1.0/email/send",
        body: {
          service_id: "service_test",
          template_id: "template_test",
          user_id: "public-key-test",
          accessToken: "private-key-test",
          template_params: {
            name: "Samira El Idrissi",
            email: "samira.elidrissi@example.ma",
            numTele: "+212 6 12 34 56 78",
            msg: "Bonjour,\nnous cherchons un devis pour une cabine de peinture.",
          },
        },
      },
    ]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({
      // The fill's key bound to the content (decision 020).
      id: await outboxId("f3b2a1c0-1111-4222-8333-944455556666", {
        ...validMessage,
        email: "samira.elidrissi@example.ma",
      }),
      status: "sent",
      attempts: 1,
      last_error: null,
    });
    expect(row?.sent_at).toBeTypeOf("number");
  });

  // One message per test: a second one would wait out EmailJS's pace (emailJsPacingMs) for nothing.
  const { numTele: _omitted, ...withoutPhone } = validMessage;
  it.for([
    ["without a phone number", withoutPhone, ""],
    ["with an empty phone number", { ...validMessage, numTele: "" }, ""],
    [
      "with its e-mail trimmed and lower-cased",
      { ...validMessage, email: "\t CONTACT@TINGIS-INDUSTRY.MA  " },
      "+212 6 12 34 56 78",
    ],
  ] as const)("is taken %s", async ([, message, phone]) => {
    expect((await postContact(message)).status).toBe(200);
    expect(sentParams().map((params) => params.numTele)).toEqual([phone]);
    expect((await outboxRows())[0]?.email).toBe(message.email.trim().toLowerCase());
  });

  it("binds its idempotency key to every field: another name, e-mail or phone under the same key is another message", async () => {
    const base = { ...validMessage, idempotencyKey: "4a9e6c1d-2b3f-4c5d-8e9f-0a1b2c3d4e5f" };
    for (const body of [
      base,
      { ...base, name: "S. El Idrissi" },
      { ...base, email: "autre@example.ma" },
      { ...base, numTele: "" },
    ])
      expect((await postContact(body, { bindings: intakeBindings() })).status).toBe(200);
    expect(await outboxRows()).toHaveLength(4);
  });

  it("is stored and logged as not sent when no EmailJS secrets are configured", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bindings = intakeBindings({
      CONTACT_EMAIL: undefined,
      CONTACT_EMAIL_FROM: undefined,
      CONTACT_EMAIL_TO: undefined,
    });
    const response = await postContact(validMessage, { bindings });
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(warn.mock.calls.flat().join(" ")).toContain("not sent");
  });
});

describe.for(doors)("the %s door", (door) => {
  it("stores a fill once per idempotency key, however often or at once it is sent, and an edited one as a second message", async () => {
    const first = { ...validMessage, idempotencyKey: "5d0f9a3e-7a8b-4c1d-9e2f-0a1b2c3d4e5f" };
    const edited = { ...first, msg: `${validMessage.msg}\nPS : le devis est urgent.` };
    // Stored with no way to send, then delivered by the cron on a test clock: the second message
    // waits EmailJS's pace on that clock, not on the real one.
    const bindings = intakeBindings({
      CONTACT_EMAIL: undefined,
      CONTACT_EMAIL_FROM: undefined,
      CONTACT_EMAIL_TO: undefined,
    });
    const answers = [
      ...(await Promise.all([send(door, first, { bindings }), send(door, first, { bindings })])),
      await send(door, first, { bindings }),
      await send(door, edited, { bindings }),
      await send(door, edited, { bindings }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.said).toContain(door === "api" ? '{"ok":true}' : contactFormCopy.success.text);
    }
    expect((await outboxRows()).map((row) => row.message)).toEqual([first.msg, edited.msg]);
    await runDeliveryCron(fakeClock(Date.now()));
    expect(sentParams().map((params) => params.msg)).toEqual([first.msg, edited.msg]);
  });

  it("answers a robot that fills the honeypot as it answers people, storing and sending nothing", async () => {
    const answer = await send(door, { ...validMessage, [honeypotField]: "http://spam" });
    expect(answer.status).toBe(200);
    expect(answer.said).toContain(door === "api" ? '{"ok":true}' : contactFormCopy.success.text);
    expect(await outboxRows()).toHaveLength(0);
    expect(provider.calls).toHaveLength(0);
  });

  it.for([
    ["email", { email: "pas-une-adresse" }, errors.email],
    ["email", { email: "   " }, errors.email],
    ["name", { name: "" }, errors.name],
    ["name", { name: "   \n " }, errors.name],
    ["msg", { msg: "" }, errors.msg],
    ["name", { name: "x".repeat(contactLimits.name + 1) }, errors.nameTooLong],
    ["numTele", { numTele: "1".repeat(contactLimits.numTele + 1) }, errors.numTeleTooLong],
    ["msg", { msg: "x".repeat(contactLimits.msg + 1) }, errors.msgTooLong],
  ] as const)("refuses %s %j with « %s », storing and sending nothing", async ([field, change, message]) => {
    const answer = await send(door, { ...validMessage, ...change });
    expect(answer.status).toBe(400);
    if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: false, errors: { [field]: message } });
    else expect(answer.said).toContain(message);
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("counts a line break as one, as the form does, and stores LF", async () => {
    const typed = textWithLineBreaks(contactLimits.msg, 60);
    const answer = await send(
      door,
      { ...validMessage, msg: typed.replaceAll("\n", "\r\n") },
      { bindings: intakeBindings() },
    );
    expect(answer.status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe(typed);
  });

  it(`retries its store up to ${storeAttempts} times when D1 fails, then confirms once stored`, async () => {
    const store = failingStore(storeAttempts - 1);
    const answer = await send(door, validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(answer.status).toBe(200);
    expect(store.calls()).toBe(storeAttempts);
    expect(await outboxRows()).toHaveLength(1);
  });

  it(`answers 503 with the failure text, and logs it, after ${storeAttempts} failed stores`, async () => {
    const store = failingStore(Number.POSITIVE_INFINITY);
    const answer = await send(door, validMessage, { bindings: bindingsWith({ DB: store.db }) });
    expect(answer.status).toBe(503);
    if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: false, error: contactFormCopy.failure.text });
    else {
      expectFailureNotice(answer.said, contactFormCopy.failure.text);
      expectGivenBack(answer.said, validMessage);
    }
    expect(store.calls()).toBe(storeAttempts);
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
    expect(errorLog.mock.calls.flat().join(" ")).toContain("could not be stored");
  });

  it("stores the message when the per-minute limiter fails to answer, and logs it", async () => {
    const broken = { limit: () => Promise.reject(new Error("limiter unreachable")) } as unknown as RateLimit;
    const answer = await send(door, validMessage, { bindings: bindingsWith({ CONTACT_RATE_LIMITER: broken }) });
    expect(answer.status).toBe(200);
    expect(await outboxRows()).toHaveLength(1);
    expect(warnLog.mock.calls.flat().join(" ")).toContain("Rate limiter unavailable");
  });

  it("refuses a sixth message within a minute from one address, in the sender's language, Retry-After 60", async () => {
    // The per-minute limit (wrangler.toml's CONTACT_RATE_LIMITER) refuses a burst from one address
    // if the burst stays within one minute; otherwise the hourly quota answers first. Without EmailJS
    // (intakeBindings), no accepted message of the burst waits out its 1.5 s pace.
    const locale = door === "api" ? "ar" : "fr";
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    const typed = { ...validMessage, msg: "Le sixième, à garder\nsur deux lignes" };
    const { statuses } = await burstWithinOneMinute(async () => {
      const ip = freshIp();
      const sent: number[] = [];
      for (let n = 1; n <= 5; n++)
        sent.push(
          (await send(door, { ...validMessage, msg: `Essai ${n}`, locale }, { ip, bindings: intakeBindings() })).status,
        );
      refused = await send(door, { ...typed, locale }, { ip, bindings: intakeBindings() });
      return [...sent, refused.status];
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refused?.headers.get("retry-after")).toBe("60");
    const message = copyIn(locale).refusals.rateLimited;
    if (door === "api") expect(JSON.parse(refused?.body ?? "")).toEqual({ ok: false, error: message });
    else {
      expectFailureNotice(refused?.said ?? "", message);
      expectGivenBack(refused?.said ?? "", typed);
    }
    // Another visitor is not affected.
    expect((await send(door, validMessage, { bindings: intakeBindings() })).status).toBe(200);
  });

  it.for(locales)("refuses a body over its limit before reading it, in %s", async (locale) => {
    const limit = door === "api" ? contactBodyLimits.json : contactBodyLimits.form;
    const answer = await send(door, { ...validMessage, msg: "x".repeat(limit), locale }, { locale });
    expect(answer.status).toBe(413);
    const copy = copyIn(locale);
    if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: false, error: copy.refusals.tooLarge.json });
    else expectFailureNotice(answer.said, copy.refusals.tooLarge.form);
    expect(provider.calls).toHaveLength(0);
  });

  it.for(locales)("answers field errors in %s", async (locale) => {
    const answer = await send(door, { name: "", email: "faux", numTele: "", msg: "", locale }, { locale });
    expect(answer.status).toBe(400);
    const copy = copyIn(locale);
    if (door === "api")
      expect(JSON.parse(answer.body)).toEqual({
        ok: false,
        errors: { name: copy.errors.name, email: copy.errors.email, msg: copy.errors.msg },
      });
    else {
      expect(await texts(answer.body, ".contact-form__summary-title")).toEqual([copy.errorSummary.title]);
      expect(await texts(answer.body, ".contact-form__error")).toEqual([
        copy.errors.name,
        copy.errors.email,
        copy.errors.msg,
      ]);
    }
    expect(await outboxRows()).toHaveLength(0);
  });

  it.for(locales)("stores a message with the language it was written in (%s)", async (locale) => {
    const answer = await send(
      door,
      { ...validMessage, msg: `Message ${locale}`, locale },
      { locale, bindings: intakeBindings() },
    );
    expect(answer.status).toBe(200);
    if (door === "form") expect(answer.said).toContain(copyIn(locale).success.text);
    expect((await outboxRows()).map((row) => row.locale)).toEqual([locale]);
  });
});

describe("the no-JavaScript door", () => {
  it("renders the errors beside the fields with the typed values kept", async () => {
    const response = await postForm({ name: "Youssef", email: "faux", numTele: "0539", msg: "" });
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    expect(html).toContain(`<p id="contact-email-error" class="contact-form__error">${errors.email}</p>`);
    expect(html).toContain(`<p id="contact-message-error" class="contact-form__error">${errors.msg}</p>`);
    expect(html).not.toContain("contact-name-error");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"[^>]*value="faux"/);
    expect(html).toMatch(/name="name"[^>]*value="Youssef"/);
    expect(html).toMatch(/name="numTele"[^>]*value="0539"/);
  });

  it("refuses a message one past the limit, and gives it back whole", async () => {
    const typed = textWithLineBreaks(contactLimits.msg + 1, 60);
    const response = await postForm({ ...validMessage, msg: typed.replaceAll("\n", "\r\n") });
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    expect(html).toContain(errors.msgTooLong);
    expectGivenBack(html, { ...validMessage, msg: typed });
  });

  it("takes 10,000 CJK characters form-encoded (90 KB) and stores them", async () => {
    const typed = "中".repeat(contactLimits.msg);
    expect((await postForm({ ...validMessage, msg: typed }, { bindings: intakeBindings() })).status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe(typed);
  });

  it("reads whole a fill at every limit in the costliest encoding, within the body limit", async () => {
    // Every unit 3 UTF-8 bytes, so 9 once percent-encoded; only the e-mail is then invalid.
    const fields = {
      name: "中".repeat(contactLimits.name),
      email: "中".repeat(contactLimits.email),
      numTele: "中".repeat(contactLimits.numTele),
      msg: "中".repeat(contactLimits.msg),
      [honeypotField]: "",
      idempotencyKey: "中".repeat(idempotencyKeyMaxLength),
      [turnstileField]: "中".repeat(turnstileTokenMaxLength),
    };
    expect(new TextEncoder().encode(new URLSearchParams(fields).toString()).byteLength).toBeLessThanOrEqual(
      contactBodyLimits.form,
    );
    const response = await postForm(fields);
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    expect(html).toContain(errors.email);
    expect(html).not.toContain(errors.msgTooLong);
    expectGivenBack(html, fields);
  });

  const multipart = (message: Uint8Array<ArrayBuffer>) => {
    const encoder = new TextEncoder();
    const part = (name: string, value: Uint8Array<ArrayBuffer>) => [
      encoder.encode(`--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      encoder.encode("\r\n"),
    ];
    return new Blob([
      ...part("name", encoder.encode(validMessage.name)),
      ...part("email", encoder.encode(validMessage.email)),
      ...part("msg", message),
      encoder.encode("--x--\r\n"),
    ]);
  };

  it("takes a multipart body in UTF-8 like a form-encoded one", async () => {
    const response = await postFormBody(
      multipart(new TextEncoder().encode("Hélène")),
      "multipart/form-data; boundary=x",
      {
        bindings: intakeBindings(),
      },
    );
    expect(response.status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe("Hélène");
  });

  /** A body of `size` bytes in 16 KB chunks, with no Content-Length; records how much was pulled. */
  function chunkedPost(size: number, first?: Uint8Array) {
    const chunk = new TextEncoder().encode(`msg=${"x".repeat(16 * 1024 - 4)}`);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        if (first) controller.enqueue(first);
      },
      pull(controller) {
        if (pulled >= size) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request(`${testOrigin}/?index`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body,
    });
    expect(request.headers.get("content-length")).toBeNull();
    return { request, pulled: () => pulled };
  }

  it("refuses a chunked body over its limit with a French 413 page, without reading it whole", async () => {
    const post = chunkedPost(4 * 1024 * 1024);
    const response = await fetchWithBindings(post.request, env as Env);
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectFailureNotice(decodeEntities(await response.text()), refusals.tooLarge.form);
    // Read up to the limit and one chunk more, not the 4 MB.
    expect(post.pulled()).toBeLessThanOrEqual(contactBodyLimits.form + 2 * 16 * 1024);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("takes a chunked body under the limit like any other", async () => {
    const post = chunkedPost(0, new TextEncoder().encode(new URLSearchParams(validMessage).toString()));
    expect((await fetchWithBindings(post.request, env as Env)).status).toBe(200);
    expect(await outboxRows()).toMatchObject([{ name: validMessage.name, message: validMessage.msg }]);
  });

  it("refuses bytes that are not UTF-8 with a 400, and another charset with a 415, storing nothing", async () => {
    const cases: [BodyInit, string, number, string][] = [
      [
        "name=H%E9l%E8ne&email=h%40example.ma&msg=Bonjour",
        "application/x-www-form-urlencoded",
        400,
        refusals.malformed,
      ],
      [Uint8Array.of(0x6d, 0x73, 0x67, 0x3d, 0xe9), "application/x-www-form-urlencoded", 400, refusals.malformed],
      [multipart(Uint8Array.of(0x48, 0xe9, 0x6c)), "multipart/form-data; boundary=x", 400, refusals.malformed],
      [
        new URLSearchParams(validMessage),
        "application/x-www-form-urlencoded; charset=iso-8859-1",
        415,
        otherCharsetRefusal,
      ],
      [
        new URLSearchParams(validMessage),
        "multipart/form-data; boundary=x; charset=windows-1252",
        415,
        otherCharsetRefusal,
      ],
    ];
    for (const [body, contentType, status, message] of cases) {
      const response = await postFormBody(body, contentType);
      expect(response.status, contentType).toBe(status);
      expect(decodeEntities(await response.text())).toContain(message);
    }
    expect(await outboxRows()).toHaveLength(0);
  });
});

describe("the JSON door", () => {
  it("refuses malformed JSON, a body that is not an object, and bytes that are not UTF-8, with a 400", async () => {
    const latin1 = new TextEncoder().encode(JSON.stringify({ ...validMessage, name: "H_l_ne" }));
    // « Hélène » in Latin-1: é is the lone byte 0xE9, never valid UTF-8.
    latin1.set([0xe9], latin1.indexOf(0x5f));
    latin1.set([0xe9], latin1.lastIndexOf(0x5f));
    for (const body of ["{ nom: ", "[1, 2]", "null", '"texte"', "", latin1]) {
      const response = await postContact(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, errors: {}, error: refusals.malformed });
    }
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
  });

  // multipart/form-data is the door for files (contact-files.test.ts).
  it.for([
    ["text/plain", httpRefusals[415]],
    ["application/x-www-form-urlencoded", httpRefusals[415]],
    ["", httpRefusals[415]],
    ["application/json; charset=iso-8859-1", otherCharsetRefusal],
    ['application/json; charset="windows-1252"', otherCharsetRefusal],
  ])("refuses content type %j with a 415", async ([contentType, message]) => {
    const response = await postContact(validMessage, { contentType });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ok: false, error: message });
    expect(await outboxRows()).toHaveLength(0);
  });

  it.for(["application/json; charset=utf-8", "application/json;charset=UTF-8", 'application/json; charset="utf8"'])(
    "takes UTF-8 under any of its labels: %s",
    async (contentType) => {
      expect((await postContact({ ...validMessage, msg: contentType }, { contentType })).status).toBe(200);
    },
  );

  it("takes every field at its limit with every unit escaped, within the JSON body limit", async () => {
    /** Every UTF-16 unit of `text` written as a \\uXXXX escape: JSON's costliest spelling. */
    const escaped = (text: string) =>
      Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
    const fields = {
      name: "中".repeat(contactLimits.name),
      email: `${"a".repeat(contactLimits.email - "@example.ma".length)}@example.ma`,
      numTele: "6".repeat(contactLimits.numTele),
      msg: "中".repeat(contactLimits.msg),
      idempotencyKey: "k".repeat(idempotencyKeyMaxLength),
      [turnstileField]: "t".repeat(turnstileTokenMaxLength),
    };
    const body = `{${Object.entries(fields)
      .map(([name, value]) => `"${name}":"${escaped(value)}"`)
      .join(",")}}`;
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(contactBodyLimits.json);
    expect((await postContact(body)).status).toBe(200);
    expect((await outboxRows())[0]).toMatchObject({ name: fields.name, email: fields.email, message: fields.msg });
  });

  it("stores a lone surrogate as U+FFFD: valid UTF-8 that D1 reads back", async () => {
    const body = JSON.stringify({ ...validMessage, msg: "Pièce X" }).replace("X", "\\ud83d");
    expect((await postContact(body)).status).toBe(200);
    const row = await env.DB.prepare("SELECT hex(message) AS bytes FROM contact_outbox").first<{ bytes: string }>();
    const bytes = Uint8Array.from(row?.bytes.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe("Pièce \ufffd");
  });

  it("answers in French when the language is missing or unknown", async () => {
    for (const locale of [undefined, "de", 42]) {
      const response = await postContact({ name: "", email: "a@b.ma", msg: "Bonjour", locale });
      expect(await response.json()).toMatchObject({ errors: { name: copyIn(defaultLocale).errors.name } });
    }
  });
});

describe("the e-mails a message becomes", () => {
  it("keep line breaks and markup from injecting headers or HTML; the outbox keeps what was typed", async () => {
    await postContact({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      numTele: "<img src=x onerror=alert(1)>",
      msg: "<script>alert('x')</script>\r\nLigne 2\u0000",
    });
    const [params] = sentParams();
    expect(params.name).toBe("Eve Bcc: victim@example.com");
    expect(params.numTele).not.toMatch(/[<>]/);
    expect(params.msg).toBe("‹script›alert('x')‹/script›\nLigne 2");
    expect((await outboxRows())[0]?.message).toContain("<script>");
  });

  it("turn a tab into a space, and keep bidi overrides and C1 controls out of the name and the subject, in both channels", async () => {
    const spoofed = {
      ...validMessage,
      name: "Samira\u202egpj.exe\u0085\u009b\u2066El Idrissi\u200f",
      numTele: "\u202d+212 6 12\u0080",
      msg: "Pièce \u200fقطعة\u200e 12\u009b\tAZ16",
    };
    await postContact(spoofed);
    expect(sentParams()[0]).toMatchObject({
      name: "Samiragpj.exe El Idrissi",
      numTele: "+212 6 12",
      msg: "Pièce \u200fقطعة\u200e 12 AZ16",
    });

    const mail = watchSendEmail();
    await postContact({ ...spoofed, msg: "Référence AZ16\t12 bis" }, { bindings: intakeBindings() });
    expect(mail.sent[0]?.subject).toBe("Demande de contact\u202f: Samiragpj.exe El Idrissi");
    expect(mail.sent[0]?.text).toContain("Nom\u202f: Samiragpj.exe El Idrissi\n");
    expect(mail.sent[0]?.text).toContain("\nRéférence AZ16 12 bis\n");
  });

  it("stay French and name the visitor's language when it is not French", async () => {
    await postContact({ ...validMessage, locale: "ar" });
    // EmailJS's next second free, as for a visitor a while later.
    await env.DB.prepare("DELETE FROM emailjs_usage").run();
    await postContact({ ...validMessage, msg: "En français" });
    expect(sentParams().map((params) => params.langue)).toEqual(["arabe", undefined]);
    const mail = watchSendEmail();
    for (const locale of ["en", "fr"])
      await postContact({ ...validMessage, msg: locale, locale }, { bindings: intakeBindings() });
    expect(mail.sent.map((message) => /Langue du visiteur\u202f: (\p{L}+)/u.exec(message.text ?? "")?.[1])).toEqual([
      "anglais",
      "français",
    ]);
  });
});

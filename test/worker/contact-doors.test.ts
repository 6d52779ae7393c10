import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { httpRefusals, otherCharsetRefusal } from "#app/content/refusals.ts";
import { defaultLocale, locales } from "#app/i18n/locales.ts";
import {
  contactBodyLimits,
  contactLimits,
  honeypotField,
  idempotencyKeyMaxLength,
  turnstileField,
  turnstileTokenMaxLength,
} from "#app/lib/contact-fields.ts";
import { outboxId, storeAttempts } from "#functions/contact/intake/contact-service.ts";
import { bindingsWith } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  copyIn,
  type DoorAnswer,
  doors,
  expectAccepted,
  expectGivenBack,
  expectRefused,
  freshIp,
  intakeBindings,
  outboxRows,
  postContact,
  postFormBody,
  readAnswer,
  send,
  streamedBody,
  stubProvider,
  textWithLineBreaks,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";
import { failingStore } from "#test/worker/support/d1-faults.ts";
import { captureLogs, fakeClock, noSecondChannel, runDeliveryCron } from "#test/worker/support/delivery-harness.ts";
import { multipart, contentType as multipartType } from "#test/worker/support/files-harness.ts";
import { decodeEntities, texts } from "#test/worker/support/html.ts";
import { burstWithinOneMinute } from "#test/worker/support/minute-burst.ts";

/** The island's JSON post and the page's plain form post (decisions 016 to 020): alike, whether JavaScript runs. */

const { errors, refusals } = contactFormCopy;

let provider: ReturnType<typeof stubProvider>;
let logs: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  await clearOutbox();
  logs = captureLogs();
  provider = stubProvider({ status: 200, body: "OK" });
});
afterEach(() => vi.restoreAllMocks());

/** The id of each field of the page's form. */
const fieldIds = { name: "contact-name", email: "contact-email", numTele: "contact-phone", msg: "contact-message" };

async function expectNothingStoredOrSent() {
  expect(await outboxRows()).toHaveLength(0);
  expect(provider.calls).toHaveLength(0);
}

describe("a valid message", () => {
  it("is stored, answered { ok: true } and sent to EmailJS as the exact payload, its e-mail trimmed and lower-cased, its phone optional; its key is bound to every field", async () => {
    const idempotencyKey = "f3b2a1c0-1111-4222-8333-944455556666";
    const normalized = { ...validMessage, email: "samira.elidrissi@example.ma" };
    const response = await postContact({ ...validMessage, idempotencyKey });
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
          template_params: normalized,
        },
      },
    ]);
    const [row] = await outboxRows();
    // The fill's key bound to the content (decision 020).
    const id = await outboxId(idempotencyKey, normalized);
    expect(row).toMatchObject({ id, status: "sent", attempts: 1, last_error: null });
    expect(row?.sent_at).toBeTypeOf("number");

    // Another name, e-mail or phone under the same key is another message; a fill may leave the phone out.
    const { numTele: _omitted, ...withoutPhone } = validMessage;
    const others = [{ name: "S. El Idrissi" }, { email: "\t CONTACT@TINGIS-INDUSTRY.MA  " }, { numTele: "" }];
    for (const fill of [...others.map((other) => ({ ...validMessage, idempotencyKey, ...other })), withoutPhone]) {
      // EmailJS's next second free, as for a visitor a while later (its pace would wait 1.5 s for nothing).
      await env.DB.prepare("DELETE FROM emailjs_usage").run();
      expect((await postContact(fill)).status).toBe(200);
    }
    const { name, email, numTele } = normalized;
    expect(provider.params().map((params) => [params.name, params.email, params.numTele])).toEqual([
      [name, email, numTele],
      ["S. El Idrissi", email, numTele],
      [name, "contact@tingis-industry.ma", numTele],
      [name, email, ""],
      [name, email, ""],
    ]);
    expect((await outboxRows()).map((row) => row.email)).toEqual(provider.params().map((params) => params.email));
  });
});

describe.for(doors)("the %s door", (door) => {
  it("stores a fill once per idempotency key, however often or at once it is sent, and an edited one as a second message; answers a robot that fills the honeypot alike, storing and sending nothing; with no way to send, keeps them pending and logs it", async () => {
    const first = { ...validMessage, idempotencyKey: "5d0f9a3e-7a8b-4c1d-9e2f-0a1b2c3d4e5f" };
    const edited = { ...first, msg: `${validMessage.msg}\nPS : le devis est urgent.` };
    const robot = { ...validMessage, msg: "Achetez", [honeypotField]: "http://spam" };
    // Stored with no way to send, then delivered by the cron on a test clock (EmailJS's pace waited on that clock).
    const bindings = intakeBindings(noSecondChannel);
    const answers = await Promise.all([send(door, first, { bindings }), send(door, first, { bindings })]);
    for (const fill of [first, edited, edited, robot]) answers.push(await send(door, fill, { bindings }));
    for (const answer of answers) expectAccepted(door, answer);
    const pending = [first.msg, edited.msg].map((message) => ({ message, status: "pending", attempts: 0 }));
    expect(await outboxRows()).toMatchObject(pending);
    expect(provider.calls).toHaveLength(0);
    expect(logs.warnings()).toContain("not sent");
    await runDeliveryCron(fakeClock(Date.now()));
    expect(provider.params().map((params) => params.msg)).toEqual([first.msg, edited.msg]);
  });

  it.for([
    ["an e-mail that is no address", errors.email, "email", { email: "pas-une-adresse" }],
    ["a blank e-mail", errors.email, "email", { email: "   " }],
    ["an empty name", errors.name, "name", { name: "" }],
    ["a blank name", errors.name, "name", { name: "   \n " }],
    ["an empty message", errors.msg, "msg", { msg: "" }],
    ["a name past its limit", errors.nameTooLong, "name", { name: "x".repeat(contactLimits.name + 1) }],
    ["a phone past its limit", errors.numTeleTooLong, "numTele", { numTele: "1".repeat(contactLimits.numTele + 1) }],
    ["a message past its limit", errors.msgTooLong, "msg", { msg: "x".repeat(contactLimits.msg + 1) }],
  ] as const)("refuses %s with « %s », storing and sending nothing", async ([, message, field, change]) => {
    const answer = await send(door, { ...validMessage, ...change });
    expect(answer.status).toBe(400);
    if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: false, errors: { [field]: message } });
    else {
      // The one error beside its field, which points to it; every value typed kept.
      const id = fieldIds[field];
      expect(await texts(answer.body, ".contact-form__error")).toEqual([message]);
      expect(answer.said).toContain(`<p id="${id}-error" class="contact-form__error">${message}</p>`);
      expect(answer.said).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true" aria-describedby="${id}-error"`));
      expectGivenBack(answer.said, { ...validMessage, ...change });
    }
    await expectNothingStoredOrSent();
  });

  it("counts a line break as one, as the form does: stores a message at the limit with LF, refuses one past it", async () => {
    const atLimit = textWithLineBreaks(contactLimits.msg, 60);
    const onePast = textWithLineBreaks(contactLimits.msg + 1, 60);
    const bindings = intakeBindings();
    // A browser posts each line break as CRLF.
    const post = (msg: string) => send(door, { ...validMessage, msg: msg.replaceAll("\n", "\r\n") }, { bindings });
    expect((await post(atLimit)).status).toBe(200);
    const refused = await post(onePast);
    expect(refused.status).toBe(400);
    expect(refused.said).toContain(errors.msgTooLong);
    if (door === "form") expectGivenBack(refused.said, { ...validMessage, msg: onePast });
    expect((await outboxRows()).map((row) => row.message)).toEqual([atLimit]);
  });

  it(`stores the message past a limiter that fails to answer, retrying its store up to ${storeAttempts} times when D1 fails: confirms once stored, else answers 503; logs each`, async () => {
    const recovering = failingStore(storeAttempts - 1);
    const broken = { limit: () => Promise.reject(new Error("limiter unreachable")) } as unknown as RateLimit;
    const bindings = intakeBindings({ DB: recovering.db, CONTACT_RATE_LIMITER: broken });
    expect((await send(door, validMessage, { bindings })).status).toBe(200);
    expect(recovering.calls()).toBe(storeAttempts);
    expect(await outboxRows()).toHaveLength(1);
    expect(logs.warnings()).toContain("Rate limiter unavailable");

    const down = failingStore(Number.POSITIVE_INFINITY);
    const answer = await send(door, validMessage, { bindings: bindingsWith({ DB: down.db }) });
    expectRefused(door, answer, 503, contactFormCopy.failure.text, validMessage);
    expect(down.calls()).toBe(storeAttempts);
    // Nothing more stored, and nothing sent to EmailJS.
    expect(await outboxRows()).toHaveLength(1);
    expect(provider.calls).toHaveLength(0);
    expect(logs.errors()).toContain("could not be stored");
  });

  it("refuses a sixth message within a minute from one address, in the sender's language, Retry-After 60", async () => {
    // Only a burst within one minute meets the minute's limit before the hour's quota; no EmailJS, so no 1.5 s pace.
    const locale = door === "api" ? "ar" : "fr";
    let refused: DoorAnswer | undefined;
    const typed = { ...validMessage, msg: "Le sixième, à garder\nsur deux lignes" };
    const bindings = intakeBindings();
    const { statuses } = await burstWithinOneMinute(async () => {
      const ip = freshIp();
      const sent: number[] = [];
      for (let n = 1; n <= 5; n++)
        sent.push((await send(door, { ...validMessage, msg: `Essai ${n}`, locale }, { ip, bindings })).status);
      refused = await send(door, { ...typed, locale }, { ip, bindings });
      return [...sent, refused.status];
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(refused?.headers.get("retry-after")).toBe("60");
    expectRefused(door, refused!, 429, copyIn(locale).refusals.rateLimited, typed);
    // Another visitor is not affected.
    expect((await send(door, validMessage, { bindings })).status).toBe(200);
  });

  it.for(locales)("speaks %s: field errors, a too large body refused unread, the stored language", async (locale) => {
    const copy = copyIn(locale);
    const invalid = await send(door, { name: "", email: "faux", numTele: "", msg: "", locale }, { locale });
    expect(invalid.status).toBe(400);
    const { name, email, msg } = copy.errors;
    if (door === "api") expect(JSON.parse(invalid.body)).toEqual({ ok: false, errors: { name, email, msg } });
    else {
      expect(await texts(invalid.body, ".contact-form__summary-title")).toEqual([copy.errorSummary.title]);
      expect(await texts(invalid.body, ".contact-form__error")).toEqual([name, email, msg]);
    }

    const limit = door === "api" ? contactBodyLimits.json : contactBodyLimits.form;
    const tooLarge = await send(door, { ...validMessage, msg: "x".repeat(limit), locale }, { locale });
    expectRefused(door, tooLarge, 413, door === "api" ? copy.refusals.tooLarge.json : copy.refusals.tooLarge.form);
    await expectNothingStoredOrSent();

    const bindings = intakeBindings();
    const accepted = await send(door, { ...validMessage, msg: `Message ${locale}`, locale }, { locale, bindings });
    expectAccepted(door, accepted, locale);
    expect((await outboxRows()).map((row) => row.locale)).toEqual([locale]);
  });
});

describe("the no-JavaScript door", () => {
  it("reads whole a fill at every limit in the costliest encoding, within the body limit, and stores 10,000 CJK characters (90 KB)", async () => {
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
    const formEncoded = new URLSearchParams(fields).toString();
    expect(new TextEncoder().encode(formEncoded).byteLength).toBeLessThanOrEqual(contactBodyLimits.form);
    const { status, said } = await send("form", fields);
    expect(status).toBe(400);
    expect(said).toContain(errors.email);
    expect(said).not.toContain(errors.msgTooLong);
    expectGivenBack(said, fields);
    expect((await send("form", { ...validMessage, msg: fields.msg }, { bindings: intakeBindings() })).status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe(fields.msg);
  });

  /** A body of `size` bytes in 16 KB chunks of form data, with no Content-Length. */
  const chunked = (size: number, ...head: Uint8Array[]) =>
    streamedBody(new TextEncoder().encode(`msg=${"x".repeat(16 * 1024 - 4)}`), size, ...head);
  const urlEncoded = "application/x-www-form-urlencoded";

  it("refuses a chunked body over its limit with a French 413 page, without reading it whole, and takes one under it", async () => {
    const tooLarge = chunked(4 * 1024 * 1024);
    const refused = await readAnswer("form", await postFormBody(tooLarge.body, urlEncoded));
    expect(refused.headers.get("content-type")).toContain("text/html");
    expectRefused("form", refused, 413, refusals.tooLarge.form);
    // Read up to the limit and one chunk more, not the 4 MB.
    expect(tooLarge.pulled()).toBeLessThanOrEqual(contactBodyLimits.form + 2 * 16 * 1024);
    const underLimit = chunked(0, new TextEncoder().encode(new URLSearchParams(validMessage).toString()));
    expect((await postFormBody(underLimit.body, urlEncoded)).status).toBe(200);
    // Only the one under the limit is stored.
    expect(await outboxRows()).toMatchObject([{ name: validMessage.name, message: validMessage.msg }]);
  });

  it("takes a multipart body in UTF-8 like a form-encoded one; refuses bytes that are not UTF-8 with a 400, and another charset with a 415", async () => {
    const { name, email } = validMessage;
    const inUtf8 = await postFormBody(multipart({ name, email, msg: "Hélène" }), multipartType, {
      bindings: intakeBindings(),
    });
    expect(inUtf8.status).toBe(200);
    const cases: [BodyInit, string, number, string][] = [
      ["name=H%E9l%E8ne&email=h%40example.ma&msg=Bonjour", urlEncoded, 400, refusals.malformed],
      [Uint8Array.of(0x6d, 0x73, 0x67, 0x3d, 0xe9), urlEncoded, 400, refusals.malformed],
      [multipart({ name, email, msg: Uint8Array.of(0x48, 0xe9, 0x6c) }), multipartType, 400, refusals.malformed],
      [new URLSearchParams(validMessage), `${urlEncoded}; charset=iso-8859-1`, 415, otherCharsetRefusal],
      [new URLSearchParams(validMessage), `${multipartType}; charset=windows-1252`, 415, otherCharsetRefusal],
    ];
    for (const [body, contentType, status, message] of cases) {
      const response = await postFormBody(body, contentType);
      expect(response.status, contentType).toBe(status);
      expect(decodeEntities(await response.text())).toContain(message);
    }
    // Only the UTF-8 one is stored.
    expect((await outboxRows()).map((row) => row.message)).toEqual(["Hélène"]);
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
    await expectNothingStoredOrSent();
  });

  // multipart/form-data is the door for files (contact-files.test.ts).
  it.for([
    ["text/plain", 415, httpRefusals[415]],
    ["application/x-www-form-urlencoded", 415, httpRefusals[415]],
    ["", 415, httpRefusals[415]],
    ["application/json; charset=iso-8859-1", 415, otherCharsetRefusal],
    ['application/json; charset="windows-1252"', 415, otherCharsetRefusal],
    ["application/json; charset=utf-8", 200],
    ["application/json;charset=UTF-8", 200],
    ['application/json; charset="utf8"', 200],
  ] as const)("answers content type %j with %i (only UTF-8 JSON is taken)", async ([contentType, status, error]) => {
    const response = await postContact(validMessage, { contentType });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(error ? { ok: false, error } : { ok: true });
    expect(await outboxRows()).toHaveLength(error ? 0 : 1);
  });

  it("takes every field at its limit with every unit escaped, within the JSON body limit, a lone surrogate stored as U+FFFD: valid UTF-8 that D1 reads back", async () => {
    /** Every UTF-16 unit of `text` written as a \\uXXXX escape: JSON's costliest spelling. */
    const escaped = (text: string) =>
      Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
    const fields = {
      name: "中".repeat(contactLimits.name),
      email: `${"a".repeat(contactLimits.email - "@example.ma".length)}@example.ma`,
      numTele: "6".repeat(contactLimits.numTele),
      msg: `${"中".repeat(contactLimits.msg - 1)}\ud83d`,
      idempotencyKey: "k".repeat(idempotencyKeyMaxLength),
      [turnstileField]: "t".repeat(turnstileTokenMaxLength),
    };
    const body = `{${Object.entries(fields)
      .map(([name, value]) => `"${name}":"${escaped(value)}"`)
      .join(",")}}`;
    expect(new TextEncoder().encode(body).byteLength).toBeLessThanOrEqual(contactBodyLimits.json);
    expect((await postContact(body)).status).toBe(200);
    expect((await outboxRows())[0]).toMatchObject({ name: fields.name, email: fields.email });
    const row = await env.DB.prepare("SELECT hex(message) AS bytes FROM contact_outbox").first<{ bytes: string }>();
    const bytes = Uint8Array.from(row?.bytes.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(fields.msg.replace("\ud83d", "\ufffd"));
  });

  it("answers in French when the language is missing or unknown", async () => {
    for (const locale of [undefined, "de", 42]) {
      const response = await postContact({ name: "", email: "a@b.ma", msg: "Bonjour", locale });
      expect(await response.json()).toMatchObject({ errors: { name: copyIn(defaultLocale).errors.name } });
    }
  });
});

describe("the e-mails a message becomes", () => {
  it("keep line breaks and markup from injecting headers or HTML (the outbox keeping what was typed), turn a tab into a space, and keep bidi overrides and C1 controls out of the name and the subject, in both channels; stay French, naming the visitor's language when it is not French", async () => {
    const spoofed = {
      ...validMessage,
      name: "Samira\u202egpj.exe\u0085\u009b\u2066El Idrissi\u200f",
      numTele: "\u202d+212 6 12\u0080",
      msg: "Pièce \u200fقطعة\u200e 12\u009b\tAZ16",
    };
    await postContact({ ...spoofed, locale: "ar" });
    // EmailJS's next second free, as for a visitor a while later.
    await env.DB.prepare("DELETE FROM emailjs_usage").run();
    await postContact({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      numTele: "<img src=x onerror=alert(1)>",
      msg: "<script>alert('x')</script>\r\nLigne 2\u0000",
    });
    const [spoofedParams, injected] = provider.params();
    expect(spoofedParams).toMatchObject({
      name: "Samiragpj.exe El Idrissi",
      numTele: "+212 6 12",
      msg: "Pièce \u200fقطعة\u200e 12 AZ16",
      langue: "arabe",
    });
    expect(injected.langue).toBeUndefined();
    expect(injected.name).toBe("Eve Bcc: victim@example.com");
    expect(injected.numTele).not.toMatch(/[<>]/);
    expect(injected.msg).toBe("‹script›alert('x')‹/script›\nLigne 2");
    expect((await outboxRows())[1]?.message).toContain("<script>");

    const mail = watchSendEmail();
    for (const locale of ["en", "fr"])
      await postContact({ ...spoofed, msg: "Référence AZ16\t12 bis", locale }, { bindings: intakeBindings() });
    expect(mail.sent[0]?.subject).toBe("Demande de contact\u202f: Samiragpj.exe El Idrissi");
    expect(mail.sent[0]?.text).toContain("Nom\u202f: Samiragpj.exe El Idrissi\n");
    expect(mail.sent[0]?.text).toContain("\nRéférence AZ16 12 bis\n");
    expect(mail.sent.map((message) => /Langue du visiteur\u202f: (\p{L}+)/u.exec(message.text ?? "")?.[1])).toEqual([
      "anglais",
      "français",
    ]);
  });
});

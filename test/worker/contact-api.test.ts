import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { httpRefusals, otherCharsetRefusal } from "#app/content/refusals.ts";
import {
  contactBodyLimits,
  contactLimits,
  honeypotField,
  idempotencyKeyMaxLength,
  turnstileField,
  turnstileTokenMaxLength,
} from "#app/lib/contact-fields.ts";
import { outboxId } from "#functions/contact/intake/contact-service.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  intakeBindings,
  intakeOnlyBindings,
  outboxRows,
  postContact,
  stubProvider,
  textWithLineBreaks,
  validMessage,
  watchSendEmail,
} from "#test/worker/support/contact-harness.ts";

const { errors, refusals } = contactFormCopy;

beforeEach(clearOutbox);
afterEach(() => vi.restoreAllMocks());

describe("POST /api/contact with a valid message", () => {
  it("stores it, answers { ok: true } and sends EmailJS the exact payload", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
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
    ["a missing", withoutPhone],
    ["an empty", { ...validMessage, numTele: "" }],
  ] as const)("accepts %s phone number", async ([, message]) => {
    const provider = stubProvider({ status: 200, body: "OK" });
    expect((await postContact(message)).status).toBe(200);
    expect(
      provider.calls.map((call) => (call.body as { template_params: { numTele: string } }).template_params.numTele),
    ).toEqual([""]);
  });

  it("sends a double submission (same idempotency key) only once", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const message = { ...validMessage, idempotencyKey: "0a1b2c3d-aaaa-4bbb-8ccc-ddddeeeeffff" };
    const [first, second] = await Promise.all([postContact(message), postContact(message)]);
    const third = await postContact(message);
    for (const response of [first, second, third]) expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
  });

  it("keeps line breaks and markup from injecting headers or HTML into the e-mail", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    await postContact({
      name: "Eve\r\nBcc: victim@example.com",
      email: "eve@example.com",
      numTele: "<img src=x onerror=alert(1)>",
      msg: "<script>alert('x')</script>\r\nLigne 2\u0000",
    });
    const params = (provider.calls[0].body as { template_params: Record<string, string> }).template_params;
    expect(params.name).toBe("Eve Bcc: victim@example.com");
    expect(params.numTele).not.toMatch(/[<>]/);
    expect(params.msg).toBe("‹script›alert('x')‹/script›\nLigne 2");
    // The outbox keeps what the visitor typed; only the e-mail is neutralized.
    expect((await outboxRows())[0]?.message).toContain("<script>");
  });

  it("stores and logs as not sent when no EmailJS secrets are configured", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const bindings = {
      DB: env.DB,
      CONTACT_RATE_LIMITER: env.CONTACT_RATE_LIMITER,
      EMAILJS_API_BASE: "https://emailjs.test",
    } as unknown as Env;
    const response = await postContact(validMessage, { bindings });
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(warn.mock.calls.flat().join(" ")).toContain("not sent");
  });
});

describe("POST /api/contact with invalid fields", () => {
  const cases = [
    { field: "email", body: { ...validMessage, email: "pas-une-adresse" }, message: errors.email },
    { field: "email", body: { ...validMessage, email: "   " }, message: errors.email },
    { field: "name", body: { ...validMessage, name: "" }, message: errors.name },
    { field: "name", body: { ...validMessage, name: "   \n " }, message: errors.name },
    { field: "msg", body: { ...validMessage, msg: "" }, message: errors.msg },
    { field: "name", body: { ...validMessage, name: "x".repeat(contactLimits.name + 1) }, message: errors.nameTooLong },
    {
      field: "numTele",
      body: { ...validMessage, numTele: "1".repeat(contactLimits.numTele + 1) },
      message: errors.numTeleTooLong,
    },
    { field: "msg", body: { ...validMessage, msg: "x".repeat(contactLimits.msg + 1) }, message: errors.msgTooLong },
  ];

  it.each(cases)("400 for $field with « $message » and no provider call", async ({ field, body, message }) => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const response = await postContact(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { [field]: message } });
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("reports name, email and msg at once, in correct French", async () => {
    const provider = stubProvider();
    const response = await postContact({});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      errors: {
        name: "Le champ nom est obligatoire.",
        email: "L’adresse e-mail est incorrecte.",
        msg: "Le champ message est obligatoire.",
      },
    });
    expect(provider.calls).toHaveLength(0);
  });

  it("accepts the e-mail only after trimming and lower-casing it", async () => {
    stubProvider({ status: 200, body: "OK" });
    expect((await postContact({ ...validMessage, email: "\t CONTACT@TINGIS-INDUSTRY.MA  " })).status).toBe(200);
    expect((await outboxRows())[0]?.email).toBe("contact@tingis-industry.ma");
  });
});

describe("refusals", () => {
  it("400 JSON for malformed JSON or a body that is not an object", async () => {
    for (const body of ["{ nom: ", "[1, 2]", "null", '"texte"', ""]) {
      const response = await postContact(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, errors: {}, error: refusals.malformed });
    }
  });

  it("413 for a body over its limit, before parsing it", async () => {
    const provider = stubProvider();
    const response = await postContact({ ...validMessage, msg: "x".repeat(contactBodyLimits.json) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: refusals.tooLarge.json });
    expect(provider.calls).toHaveLength(0);
  });

  // multipart/form-data is the door for files (contact-files.test.ts).
  it.each(["text/plain", "application/x-www-form-urlencoded", ""])("415 for content type %j", async (contentType) => {
    const response = await postContact(validMessage, { contentType });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ ok: false, error: httpRefusals[415] });
  });

  it("accepts application/json with a charset", async () => {
    stubProvider({ status: 200, body: "OK" });
    expect((await postContact(validMessage, { contentType: "application/json; charset=utf-8" })).status).toBe(200);
  });

  it.each(["GET", "PUT", "DELETE", "PATCH"])(
    "405 with Allow: POST for %s, through the whole Worker",
    async (method) => {
      const response = await fetchWorker("/api/contact", { method });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({ ok: false, error: `${httpRefusals[405]} Utilisez\u00a0: POST.` });
    },
  );

  it("gives robots that fill the honeypot a normal success, storing and sending nothing", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const response = await postContact({ ...validMessage, [honeypotField]: "Offre spéciale" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("429 in French after 5 accepted messages from one address within a minute", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // No delivery configured: only the intake is under test, not EmailJS's one request per second.
    const bindings = intakeOnlyBindings();
    const ip = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postContact(validMessage, { ip, bindings })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await postContact(validMessage, { ip, bindings });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({ ok: false, error: refusals.rateLimited });
    // Another visitor is not affected.
    expect((await postContact(validMessage, { bindings })).status).toBe(200);
  });
});

describe("text as the visitor typed it (decision 017)", () => {
  /** Every UTF-16 unit of `text` written as a \\uXXXX escape: JSON's costliest spelling. */
  const escaped = (text: string) =>
    Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");

  it("counts a line break as one, as the form does, and stores LF", async () => {
    stubProvider({ status: 200, body: "OK" });
    const typed = textWithLineBreaks(contactLimits.msg, 60);
    const response = await postContact({ ...validMessage, msg: typed.replaceAll("\n", "\r\n") });
    expect(response.status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe(typed);
  });

  it("takes every field at its limit with every unit escaped, within the JSON body limit", async () => {
    stubProvider({ status: 200, body: "OK" });
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

  it.each(["application/json; charset=iso-8859-1", 'application/json; charset="windows-1252"'])(
    "415 for %j, nothing stored",
    async (contentType) => {
      const response = await postContact(validMessage, { contentType });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ ok: false, error: otherCharsetRefusal });
      expect(await outboxRows()).toHaveLength(0);
    },
  );

  it.for(["application/json;charset=UTF-8", 'application/json; charset="utf8"'])(
    "takes UTF-8 under any of its labels: %s",
    async (contentType) => {
      stubProvider({ status: 200, body: "OK" });
      expect((await postContact({ ...validMessage, msg: contentType }, { contentType })).status).toBe(200);
    },
  );

  it("400 for bytes that are not UTF-8, nothing stored", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const json = new TextEncoder().encode(JSON.stringify({ ...validMessage, name: "H_l_ne" }));
    // « Hélène » in Latin-1: é is the lone byte 0xE9, never valid UTF-8.
    json.set([0xe9], json.indexOf(0x5f));
    json.set([0xe9], json.lastIndexOf(0x5f));
    const response = await postContact(json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: {}, error: refusals.malformed });
    expect(provider.calls).toHaveLength(0);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("stores a lone surrogate as U+FFFD: valid UTF-8 that D1 reads back", async () => {
    stubProvider({ status: 200, body: "OK" });
    const body = JSON.stringify({ ...validMessage, msg: "Pièce X" }).replace("X", "\\ud83d");
    expect((await postContact(body)).status).toBe(200);
    const row = await env.DB.prepare("SELECT hex(message) AS bytes FROM contact_outbox").first<{ bytes: string }>();
    const bytes = Uint8Array.from(row?.bytes.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe("Pièce \ufffd");
  });

  it("turns a tab into a space in both channels' e-mails, never deletes it", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    await postContact({ ...validMessage, msg: "Référence AZ16\t12" });
    const params = (provider.calls[0].body as { template_params: Record<string, string> }).template_params;
    expect(params.msg).toBe("Référence AZ16 12");

    const mail = watchSendEmail();
    await postContact({ ...validMessage, msg: "Référence AZ16\t12 bis" }, { bindings: intakeBindings() });
    expect(mail.sent[0]?.text).toContain("\nRéférence AZ16 12 bis\n");
  });

  it("keeps bidi overrides and C1 controls out of the name and the subject, and bidi marks in the message", async () => {
    const provider = stubProvider({ status: 200, body: "OK" });
    const spoofed = {
      ...validMessage,
      name: "Samira\u202egpj.exe\u0085\u009b\u2066El Idrissi\u200f",
      numTele: "\u202d+212 6 12\u0080",
      msg: "Pièce \u200fقطعة\u200e 12\u009b",
    };
    await postContact(spoofed);
    const params = (provider.calls[0].body as { template_params: Record<string, string> }).template_params;
    expect(params).toMatchObject({
      name: "Samiragpj.exe El Idrissi",
      numTele: "+212 6 12",
      msg: "Pièce \u200fقطعة\u200e 12",
    });

    const mail = watchSendEmail();
    await postContact({ ...spoofed, msg: "Seconde" }, { bindings: intakeBindings() });
    expect(mail.sent[0]?.subject).toBe("Demande de contact\u202f: Samiragpj.exe El Idrissi");
    expect(mail.sent[0]?.text).toContain("Nom\u202f: Samiragpj.exe El Idrissi\n");
  });
});

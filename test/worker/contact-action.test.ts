import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { otherCharsetRefusal } from "#app/content/refusals.ts";
import {
  contactBodyLimits,
  contactLimits,
  honeypotField,
  idempotencyKeyMaxLength,
  turnstileField,
  turnstileTokenMaxLength,
} from "#app/lib/contact-fields.ts";
import { outboxId } from "#functions/contact/intake/contact-service.ts";
import {
  clearOutbox,
  intakeBindings,
  outboxRows,
  postForm,
  postFormBody,
  textWithLineBreaks,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

beforeEach(async () => {
  await clearOutbox();
  // The real provider is not reachable from tests; the outbox is what matters here.
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("OK"));
});
afterEach(() => vi.restoreAllMocks());

describe("the home page's form action (no JavaScript)", () => {
  it("renders the errors beside the fields with the typed values kept, storing nothing", async () => {
    const response = await postForm({ name: "Youssef", email: "faux", numTele: "0539", msg: "" });
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    expect(html).toContain(
      `<p id="contact-email-error" class="contact-form__error">${contactFormCopy.errors.email}</p>`,
    );
    expect(html).toContain(
      `<p id="contact-message-error" class="contact-form__error">${contactFormCopy.errors.msg}</p>`,
    );
    expect(html).not.toContain("contact-name-error");
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"[^>]*value="faux"/);
    expect(html).toMatch(/name="name"[^>]*value="Youssef"/);
    expect(html).toMatch(/name="numTele"[^>]*value="0539"/);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("stores a valid message once per idempotency key and renders the confirmation", async () => {
    const fields = {
      name: "Youssef Alaoui",
      email: "Youssef@Exemple.MA",
      numTele: "",
      msg: "Bonjour",
      [honeypotField]: "",
      idempotencyKey: "5d0f9a3e-7a8b-4c1d-9e2f-0a1b2c3d4e5f",
    };
    for (const attempt of [1, 2]) {
      const response = await postForm(fields);
      expect(response.status, `attempt ${attempt}`).toBe(200);
      const html = decodeEntities(await response.text());
      expect(html).toMatch(/role="status"[^>]*>.*Merci, votre message nous a bien été transmis\./s);
    }
    expect(await outboxRows()).toMatchObject([
      {
        id: await outboxId(fields.idempotencyKey, {
          name: "Youssef Alaoui",
          email: "youssef@exemple.ma",
          numTele: "",
          msg: "Bonjour",
        }),
        email: "youssef@exemple.ma",
        name: "Youssef Alaoui",
      },
    ]);
  });

  it("treats a filled honeypot as a success without storing anything", async () => {
    const response = await postForm({
      name: "Bot",
      email: "bot@example.com",
      msg: "Achetez",
      [honeypotField]: "http://spam",
    });
    expect(response.status).toBe(200);
    expect(decodeEntities(await response.text())).toContain("Merci, votre message nous a bien été transmis.");
    expect(await outboxRows()).toHaveLength(0);
  });
});

describe("text as the visitor typed it, without JavaScript (decision 017)", () => {
  /** The textarea's content in the page, line breaks as the HTML parser reads them. */
  const refilledMessage = (html: string) =>
    /<textarea[^>]*name="msg"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]?.replaceAll("\r\n", "\n");

  it("takes 9,950 characters with 60 line breaks, posted as CRLF, and stores them whole with LF", async () => {
    const typed = textWithLineBreaks(9_950, 60);
    const response = await postForm(
      { ...validMessage, msg: typed.replaceAll("\n", "\r\n") },
      { bindings: intakeBindings() },
    );
    expect(response.status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe(typed);
  });

  it("refuses a message one past the limit, and gives it back whole", async () => {
    const typed = textWithLineBreaks(contactLimits.msg + 1, 60);
    const response = await postForm({ ...validMessage, msg: typed.replaceAll("\n", "\r\n") });
    expect(response.status).toBe(400);
    const html = decodeEntities(await response.text());
    expect(html).toContain(contactFormCopy.errors.msgTooLong);
    expect(refilledMessage(html)).toBe(typed);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("takes 10,000 CJK characters form-encoded (90 KB) and stores them", async () => {
    const typed = "中".repeat(contactLimits.msg);
    const response = await postForm({ ...validMessage, msg: typed }, { bindings: intakeBindings() });
    expect(response.status).toBe(200);
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
    expect(html).toContain(contactFormCopy.errors.email);
    expect(html).not.toContain(contactFormCopy.errors.msgTooLong);
    expect(refilledMessage(html)).toBe(fields.msg);
  });

  it.each([
    "application/x-www-form-urlencoded; charset=iso-8859-1",
    "multipart/form-data; boundary=x; charset=windows-1252",
  ])("refuses %j with a 415 page, storing nothing", async (contentType) => {
    const response = await postFormBody(new URLSearchParams(validMessage), contentType);
    expect(response.status).toBe(415);
    expect(decodeEntities(await response.text())).toContain(otherCharsetRefusal);
    expect(await outboxRows()).toHaveLength(0);
  });

  const multipart = (message: Uint8Array<ArrayBuffer>) => {
    const encoder = new TextEncoder();
    const part = (name: string, value: Uint8Array<ArrayBuffer>) => [
      encoder.encode(`--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      encoder.encode("\r\n"),
    ];
    const parts = [
      ...part("name", encoder.encode(validMessage.name)),
      ...part("email", encoder.encode(validMessage.email)),
      ...part("msg", message),
      encoder.encode("--x--\r\n"),
    ];
    return new Blob(parts);
  };

  it.each([
    ["percent-encoded", "application/x-www-form-urlencoded", "name=H%E9l%E8ne&email=h%40example.ma&msg=Bonjour"],
    ["raw in a form-encoded body", "application/x-www-form-urlencoded", Uint8Array.of(0x6d, 0x73, 0x67, 0x3d, 0xe9)],
    ["raw in a multipart body", "multipart/form-data; boundary=x", multipart(Uint8Array.of(0x48, 0xe9, 0x6c))],
  ])("refuses bytes that are not UTF-8 (%s) with a 400 page, storing nothing", async (_, contentType, body) => {
    const response = await postFormBody(body, contentType);
    expect(response.status).toBe(400);
    expect(decodeEntities(await response.text())).toContain(contactFormCopy.refusals.malformed);
    expect(await outboxRows()).toHaveLength(0);
  });

  it("takes a multipart body in UTF-8 like a form-encoded one", async () => {
    const response = await postFormBody(
      multipart(new TextEncoder().encode("Hélène")),
      "multipart/form-data; boundary=x",
      { bindings: intakeBindings() },
    );
    expect(response.status).toBe(200);
    expect((await outboxRows())[0]?.message).toBe("Hélène");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form.ts";
import { honeypotField } from "#app/lib/contact-fields.ts";
import { outboxId } from "#functions/services/contact-service.ts";
import { clearOutbox, outboxRows, postForm } from "#test/worker/support/contact-harness.ts";
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

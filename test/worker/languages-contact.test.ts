import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopyContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, locales, localizedPath } from "#app/i18n/locales.ts";
import { contactBodyLimits } from "#app/lib/contact-fields.ts";
import { messageEmail } from "#functions/contact/delivery/delivery-emails.ts";
import { toTemplateParams } from "#functions/contact/delivery/email-params.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  fetchWithBindings,
  freshIp,
  intakeBindings,
  outboxRows,
  postContact,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { decodeEntities, texts } from "#test/worker/support/html.ts";
import { burstWithinOneMinute } from "#test/worker/support/minute-burst.ts";

/**
 * The contact form in every language (issue 22, decision 018): the no-JavaScript door answers in
 * its page's language, the API in the language the island sends, the outbox keeps it and the
 * company's French e-mail names it. One refusal path per language is enough: the table behind
 * every refusal is the same for all (app/lib/contact-outcome.ts).
 */

const copyIn = (locale: Locale) => contactFormCopyContent[locale].contactFormCopy;

beforeEach(async () => {
  await clearOutbox();
  // The real provider is not reachable from tests; what is stored and answered is what matters here.
  vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("OK"));
});
afterEach(() => vi.restoreAllMocks());

/** The plain POST of a page's form, through the whole built Worker, waiting for what it does in the background. */
function postFormIn(locale: Locale, body: BodyInit) {
  const request = new Request(`${testOrigin}${localizedPath("/", locale)}?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin, "cf-connecting-ip": freshIp() },
    body,
  });
  return fetchWithBindings(request, intakeBindings());
}

describe("the form without JavaScript, in every language", () => {
  it.each(locales)("%s: posts to its own page, whose errors and summary are in its language", async (locale) => {
    const home = await (await fetchWorker(localizedPath("/", locale))).text();
    expect(home).toContain(`action="${localizedPath("/", locale)}?index"`);

    const response = await postFormIn(locale, new URLSearchParams({ name: "", email: "faux", numTele: "", msg: "" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    const copy = copyIn(locale);
    expect(await texts(html, ".contact-form__summary-title")).toEqual([copy.errorSummary.title]);
    expect(await texts(html, ".contact-form__error")).toEqual([copy.errors.name, copy.errors.email, copy.errors.msg]);
    expect(await outboxRows()).toHaveLength(0);
  });

  it.each(locales)("%s: a body over the limit is refused in the page's language", async (locale) => {
    const response = await postFormIn(locale, new URLSearchParams({ msg: "x".repeat(contactBodyLimits.form + 1) }));
    expect(response.status).toBe(413);
    const html = decodeEntities(await response.text());
    expect(html).toContain(copyIn(locale).failure.notice(copyIn(locale).refusals.tooLarge.form));
  });

  it.each(locales)("%s: a message sent is stored with its language, and confirmed in it", async (locale) => {
    const response = await postFormIn(locale, new URLSearchParams({ ...validMessage, msg: `Message ${locale}` }));
    expect(response.status).toBe(200);
    expect(decodeEntities(await response.text())).toContain(copyIn(locale).success.text);
    expect((await outboxRows()).map((row) => row.locale)).toEqual([locale]);
  });
});

describe("the API in every language", () => {
  it.each(locales)("%s: field errors in the language the form sends", async (locale) => {
    const response = await postContact({ name: "", email: "faux", msg: "", locale });
    expect(response.status).toBe(400);
    const copy = copyIn(locale);
    expect(await response.json()).toEqual({
      ok: false,
      errors: { name: copy.errors.name, email: copy.errors.email, msg: copy.errors.msg },
    });
  });

  it("French when the language is missing or unknown", async () => {
    for (const locale of [undefined, "de", 42]) {
      const response = await postContact({ name: "", email: "a@b.ma", msg: "Bonjour", locale });
      expect(await response.json()).toMatchObject({ errors: { name: copyIn(defaultLocale).errors.name } });
    }
  });

  it.each(locales)("%s: refusals before the body is read follow Content-Language", async (locale) => {
    const { api } = await import("#functions/api/app.ts");
    const response = await api.request(
      "/contact",
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-language": locale, "cf-connecting-ip": freshIp() },
        body: JSON.stringify({ msg: "x".repeat(contactBodyLimits.json + 1) }),
      },
      env as Env,
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: copyIn(locale).refusals.tooLarge.json });
  });

  it("the rate limit's refusal in the sender's language", async () => {
    let last: Response | undefined;
    // The per-minute limit (wrangler.toml's CONTACT_RATE_LIMITER) refuses a burst from one address,
    // if the burst stays within one minute; otherwise the hourly quota answers first. Without EmailJS
    // (intakeBindings), no accepted message of the burst waits out its 1.5 s pace.
    await burstWithinOneMinute(async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      last = undefined;
      for (let n = 0; n < 8 && last?.status !== 429; n++) {
        last = await postContact(
          { ...validMessage, msg: `Burst ${n}`, locale: "ar" },
          { ip, bindings: intakeBindings() },
        );
        statuses.push(last.status);
      }
      return statuses;
    });
    expect(last?.status).toBe(429);
    expect(await last?.json()).toEqual({ ok: false, error: copyIn("ar").refusals.rateLimited });
  });

  it("stores the language the form sent", async () => {
    expect((await postContact({ ...validMessage, locale: "en" })).status).toBe(200);
    expect((await outboxRows()).map((row) => row.locale)).toEqual(["en"]);
  });
});

describe("the company's e-mails stay French and name the visitor's language", () => {
  const row = {
    id: "ref-1",
    name: "Samira",
    email: "s@example.ma",
    phone: "",
    message: "Hello",
    created_at: Date.UTC(2026, 10, 25, 9),
  };

  it("the second channel's text says it", () => {
    expect(messageEmail({ ...row, locale: "en" }, "test").text).toContain("Langue du visiteur\u202f: anglais");
    expect(messageEmail({ ...row, locale: "ar" }, "test").text).toContain("Langue du visiteur\u202f: arabe");
    expect(messageEmail(row, "test").text).toContain("Langue du visiteur\u202f: français");
  });

  it("EmailJS gets {{langue}} when the visitor did not write from a French page", () => {
    expect(toTemplateParams({ ...row, locale: "ar" }).langue).toBe("arabe");
    expect(toTemplateParams({ ...row, locale: "fr" })).not.toHaveProperty("langue");
  });
});

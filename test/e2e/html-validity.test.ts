import { beforeAll, describe, expect, inject, it } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { defaultLocale, locales, localizedPath } from "#app/i18n/locales.ts";
import { contactBodyLimits, idempotencyField } from "#app/lib/contact-fields.ts";
import { consoleDocuments, consoleScreens } from "#test/support/console-screens.ts";
import { type CheckerMessage, checkHtml } from "#test/support/html-checker.ts";

// Every page as the served build answers it, the home page as the no-JavaScript contact form gets
// it back, and the console's screens pass the W3C Nu HTML checker, in one run of it (decision 026).
const baseURL = inject("baseURL");

/**
 * Warnings the site accepts, each with its reason. HTML errors are never accepted.
 * Empty today: the checker reports no warning on any page. (Its "info" notes,
 * such as the trailing slash React writes on void elements, are not warnings.)
 */
const acceptedWarnings: { message: RegExp; why: string }[] = [];

/**
 * The content pages carry their CSS in `<style>` (decision 004), which the checker passes to its
 * CSS validator; these are the CSS rules newer than that validator, each with its reason.
 */
const acceptedCssErrors: { message: RegExp; why: string }[] = [
  {
    message: /^CSS: Unrecognized at-rule “@view-transition”/,
    why: "CSS View Transitions Level 2 (decision 005), shipped by Chromium and Safari, unknown to the validator",
  },
];

/**
 * Every page of the registry in every language, so a page or a language added is checked without
 * touching this file. French keeps the short names (`page-home`).
 */
const pages = locales.flatMap((locale) =>
  (Object.keys(pageMeta) as PageKey[]).map((key) => ({
    name: locale === defaultLocale ? `page-${key}` : `page-${locale}-${key}`,
    path: localizedPath(pageMeta[key].path, locale),
    notFound: key === "notFound",
  })),
);
const translated = locales.filter((locale) => locale !== defaultLocale);

/**
 * The no-JavaScript contact form's answers: the home page with errors, a refusal, or the
 * confirmation; in English and Arabic, the home page with errors.
 */
const formStates = ["form-invalid", "form-too-large", "form-sent"] as const;
const translatedFormStates = translated.map((locale) => `${locale}-form-invalid`);

/** A document that must fail, to prove the checker ran and its report is read. */
const canary = {
  name: "canary-invalid",
  html: '<!DOCTYPE html><html lang="fr"><head><title>Témoin</title></head><body><span><h3>Titre</h3></span></body></html>',
};

/** A documentation address of its own, so the other files' messages do not spend this one's rate limit. */
const clientIp = "192.0.2.61";

let reports: Record<string, CheckerMessage[]> = {};
/** The console's screens, a message's page and the erasure's confirmation (issue 23). */
const consoleNames = [
  ...consoleScreens.map((path) => path.replaceAll("/", "_")),
  "_console_message",
  "_console_erasure_confirm",
];

beforeAll(async () => {
  const documents: Record<string, string> = {};
  for (const { name, path, notFound } of pages) {
    const response = await fetch(baseURL + path);
    assertHtml(response, path, notFound ? 404 : 200);
    documents[name] = await response.text();
  }
  Object.assign(documents, await postFormWithoutJavaScript(documents["page-home"] ?? ""));
  for (const locale of translated)
    documents[`${locale}-form-invalid`] = await postInvalidForm(documents[`page-${locale}-home`] ?? "");
  Object.assign(documents, await consoleDocuments());
  // Last, so that a checker stopping early is noticed.
  documents[canary.name] = canary.html;
  reports = await checkHtml(documents);
}, 120_000);

describe("valid HTML (W3C Nu HTML checker)", () => {
  it("the checker runs and reports an invalid document", () => {
    expect(reports[canary.name]?.some((message) => message.type === "error" && /“h3”/.test(message.message))).toBe(
      true,
    );
  });

  it.each([...pages.map((page) => page.name), ...formStates, ...translatedFormStates, ...consoleNames])(
    "%s: no error, no unexplained warning",
    (name) => {
      const problems = (reports[name] ?? [{ type: "error", message: "document not checked" }])
        .filter((message) => message.type !== "info" || message.subType === "warning")
        .filter((message) => !acceptedWarnings.some((accepted) => accepted.message.test(message.message)))
        .filter(
          (message) =>
            message.type !== "error" || !acceptedCssErrors.some((accepted) => accepted.message.test(message.message)),
        )
        .map(
          (message) => `${message.type} l.${message.lastLine ?? "?"}: ${message.message} [${message.extract ?? ""}]`,
        );
      expect(problems).toEqual([]);
    },
  );
});

/**
 * Posts the home page's form as a browser without JavaScript would (urlencoded,
 * to the form's own action, with its idempotency key) and keeps each answer.
 */
async function postFormWithoutJavaScript(homeHtml: string): Promise<Record<(typeof formStates)[number], string>> {
  const post = (fields: Record<string, string>, expectedStatus: number) =>
    postForm(homeHtml, fields, expectedStatus).then((response) => response.text());

  const tooLarge = await post({ name: "Youssef Alaoui", msg: "x".repeat(contactBodyLimits.form + 1) }, 413);
  assertContains(tooLarge, contactFormCopy.refusals.tooLarge.form);
  // The Worker refuses that body without reading it, and wrangler dev then drops its next
  // connection to the Worker: a GET is retried by wrangler, a POST would fail with 500.
  // (Not seen on Cloudflare; the door that counts the body while streaming, issue 12, reads it.)
  assertHtml(await fetch(`${baseURL}/`), "/", 200);
  const invalid = await postInvalidForm(homeHtml);
  const message = { name: "Validation HTML", email: "youssef@exemple.ma", numTele: "", msg: "Validation du HTML." };
  const sent = await post(message, 200);
  assertContains(sent, contactFormCopy.success.text);
  return { "form-invalid": invalid, "form-too-large": tooLarge, "form-sent": sent };
}

/** Posts an invalid message through a home page's no-JavaScript form: the page with its errors (nothing stored). */
async function postInvalidForm(homeHtml: string): Promise<string> {
  const response = await postForm(
    homeHtml,
    { name: "Youssef Alaoui", email: "pas une adresse", numTele: "", msg: "" },
    400,
  );
  const invalid = await response.text();
  assertContains(invalid, 'class="contact-form__error"');
  return invalid;
}

/** Posts `fields` to the form's own action in `homeHtml`, with its idempotency key, urlencoded. */
async function postForm(homeHtml: string, fields: Record<string, string>, expectedStatus: number): Promise<Response> {
  const action = /<form[^>]*class="contact-form"[^>]*action="([^"]+)"/.exec(homeHtml)?.[1]?.replaceAll("&amp;", "&");
  const key = new RegExp(`name="${idempotencyField}" value="([^"]+)"`).exec(homeHtml)?.[1];
  if (!action || !key) throw new Error("The home page's contact form was not found.");
  const url = new URL(action, baseURL);
  const response = await fetch(url, {
    method: "POST",
    headers: { Origin: new URL(baseURL).origin, "cf-connecting-ip": clientIp },
    body: new URLSearchParams({ [idempotencyField]: key, ...fields }),
  });
  assertHtml(response, `POST ${url.pathname}${url.search}`, expectedStatus);
  return response;
}

/** Collecting the documents is not the test, but it must see what it expects, or the checks mean nothing. */
function assertHtml(response: Response, what: string, expectedStatus: number) {
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== expectedStatus || !type.startsWith("text/html"))
    throw new Error(`${what}: expected ${expectedStatus} text/html, got ${response.status} ${type}`);
}

function assertContains(html: string, text: string) {
  if (!html.includes(text)) throw new Error(`Answer without "${text}"`);
}

import { env } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { company } from "#app/content/company.ts";
import { contactFormCopyContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, localizedPath } from "#app/i18n/locales.ts";
import type { OutboxRow } from "#functions/contact/contact-outbox.ts";
import { bindingsWith, fetchWithBindings, testOrigin } from "#test/worker/support/built-worker.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

/** What the stubbed EmailJS answers to one call. */
export type ProviderReply = { status: number; body?: string } | { throws: Error };

/** Replaces fetch with a fake EmailJS that answers from `replies` in turn (the last repeats), recording each call. */
export function stubProvider(...replies: ProviderReply[]) {
  const calls: { url: string; body: unknown }[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, body: await request.json() });
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? { status: 200, body: "OK" };
    if ("throws" in reply) throw reply.throws;
    return new Response(reply.body ?? "", { status: reply.status });
  });
  /** The template parameters of each request. */
  const params = () => calls.map((call) => (call.body as { template_params: Record<string, string> }).template_params);
  return { calls, spy, params };
}

let ipCounter = 0;
/** A fresh client address per call, so the per-IP rate limit only bites where a test wants it. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

/** POSTs to the API through the built Worker and waits for the background sending attempt to finish. */
export function postContact(
  body: unknown,
  {
    ip = freshIp(),
    contentType = "application/json",
    bindings = env as Env,
    headers = {} as Record<string, string>,
  } = {},
) {
  const init = { method: "POST", headers: { "content-type": contentType, "cf-connecting-ip": ip, ...headers } };
  // A string or bytes go as they are (malformed JSON, bytes that are not UTF-8); anything else as JSON.
  const sent = typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body);
  return fetchWithBindings(new Request(`${testOrigin}/api/contact`, { ...init, body: sent }), bindings);
}

export async function outboxRows(): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM contact_outbox ORDER BY created_at").all<OutboxRow>();
  return results;
}

/** Empties the outbox and the intake's and delivery's own state (quotas, EmailJS usage, open incidents, files). */
export async function clearOutbox() {
  const tables = ["contact_outbox", "contact_sources", "emailjs_usage", "delivery_incidents", "contact_files"];
  await env.DB.batch(tables.map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
  const { objects } = await env.CONTACT_FILES.list();
  if (objects.length > 0) await env.CONTACT_FILES.delete(objects.map((object) => object.key));
}

/** Records each e-mail to miniflare's send_email (it checks sender and recipients). */
export function watchSendEmail() {
  const binding = env.CONTACT_EMAIL;
  // Typed optional (staging has no such binding); the test Worker's production config has it.
  if (!binding) throw new Error("CONTACT_EMAIL (send_email) is missing from the test Worker");
  const original = binding.send;
  const sent: EmailMessageBuilder[] = [];
  vi.spyOn(binding, "send").mockImplementation(async (message) => {
    const builder = message as EmailMessageBuilder;
    sent.push(builder);
    // The binding is an RPC stub: its methods are called with Reflect.apply, not .call/.apply.
    return Reflect.apply(original, binding, [builder]);
  });
  return { sent };
}

/** A text of `length` UTF-16 units as the form counts them, `breaks` of them LF (a browser posts each as CRLF). */
export function textWithLineBreaks(length: number, breaks: number): string {
  const lines = breaks + 1;
  const letters = length - breaks;
  return Array.from({ length: lines }, (_, line) =>
    String(line % 10).repeat(Math.floor(letters / lines) + (line < letters % lines ? 1 : 0)),
  ).join("\n");
}

export const validMessage = {
  name: "Samira El Idrissi",
  email: "  Samira.ElIdrissi@Example.MA ",
  numTele: "+212 6 12 34 56 78",
  msg: "Bonjour,\nnous cherchons un devis pour une cabine de peinture.",
};

/** The bindings without EmailJS (the second channel at once), for tests that send many: its 1.5 s pace slows each. */
export function intakeBindings(overrides: Partial<Record<keyof Env, unknown>> & Record<string, unknown> = {}): Env {
  return bindingsWith({
    EMAILJS_SERVICE_ID: undefined,
    EMAILJS_TEMPLATE_ID: undefined,
    EMAILJS_PUBLIC_KEY: undefined,
    EMAILJS_PRIVATE_KEY: undefined,
    ...overrides,
  });
}

/** The contact form's two doors: the island's JSON post to the API, the page's plain form post. */
export type Door = "api" | "form";
export const doors: Door[] = ["api", "form"];

/** What a door answered; `said` is the answer's text as a visitor reads it (entities decoded). */
export interface DoorAnswer {
  status: number;
  headers: Headers;
  body: string;
  said: string;
}

/**
 * Sends a fill through a door, from the page of `locale` (the API is told by Content-Language, as the island does;
 * the fill's own `locale` field is the island's, not the form's).
 */
export async function send(
  door: Door,
  { locale: field, ...fields }: Record<string, unknown>,
  { ip = freshIp(), bindings = env as Env, locale }: { ip?: string; bindings?: Env; locale?: Locale } = {},
): Promise<DoorAnswer> {
  const response =
    door === "api"
      ? await postContact(field === undefined ? fields : { ...fields, locale: field }, {
          ip,
          bindings,
          headers: locale ? { "content-language": locale } : {},
        })
      : await postFormBody(new URLSearchParams(fields as Record<string, string>), "application/x-www-form-urlencoded", {
          ip,
          bindings,
          path: localizedPath("/", (locale ?? field ?? "fr") as Locale),
        });
  return readAnswer(door, response);
}

/** A door's answer as a visitor reads it. */
export async function readAnswer(door: Door, response: Response): Promise<DoorAnswer> {
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    said: door === "api" ? body : decodeEntities(body),
  };
}

/** A POST to the home page's action with this body and Content-Type (bytes that are not UTF-8, another charset). */
export function postFormBody(
  body: BodyInit,
  contentType: string,
  {
    ip = freshIp(),
    bindings,
    path = "/",
    headers = {},
  }: { ip?: string; bindings?: Env; path?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`${testOrigin}${path}?index`, {
    method: "POST",
    headers: { "content-type": contentType, origin: testOrigin, "cf-connecting-ip": ip, ...headers },
    body,
  });
  return fetchWithBindings(request, bindings ?? (env as Env));
}

/** A body with no Content-Length: `head`, then `chunk` until `size` bytes; `pulled()` says how much was read. */
export function streamedBody(chunk: Uint8Array, size: number, ...head: Uint8Array[]) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of head) controller.enqueue(part);
    },
    pull(controller) {
      if (pulled >= size) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

export const copyIn = (locale: Locale) => contactFormCopyContent[locale].contactFormCopy;

/** A door's thanks: the API's { ok: true }, the page's success notice in its language. */
export function expectAccepted(door: Door, answer: DoorAnswer, locale: Locale = defaultLocale) {
  expect(answer.status).toBe(200);
  if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: true });
  else expect(answer.said).toContain(copyIn(locale).success.text);
}

type Fill = Pick<typeof validMessage, "name" | "email" | "numTele" | "msg">;

/** A door's refusal of the whole fill: the API's JSON error, or the page's notice giving back what was `typed`. */
export function expectRefused(door: Door, answer: DoorAnswer, status: number, message: string, typed?: Fill) {
  expect(answer.status).toBe(status);
  if (door === "api") expect(JSON.parse(answer.body)).toEqual({ ok: false, error: message });
  else {
    expectFailureNotice(answer.said, message);
    if (typed) expectGivenBack(answer.said, typed);
  }
}

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
export function expectGivenBack(html: string, typed: Fill) {
  for (const field of ["name", "email", "numTele"] as const) {
    const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(html)?.[0];
    expect(input, field).toContain(`value="${typed[field]}"`);
  }
  expect(/<textarea[^>]*name="msg"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]?.replaceAll("\r\n", "\n")).toBe(typed.msg);
}

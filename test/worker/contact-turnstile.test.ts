import { exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactFormCopy } from "#app/content/contact-form-copy.ts";
import { turnstileField } from "#app/lib/contact-fields.ts";
import { outboxId } from "#functions/contact/intake/contact-service.ts";
import { turnstileOrigin } from "#functions/security-policy.ts";
import { createFakeSiteverify, turnstileTestKeys } from "#test/support/fake-siteverify.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import {
  bindingsWith,
  clearOutbox,
  fetchWithBindings,
  intakeBindings,
  outboxRows,
  postContact,
  postForm,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

const { refusals } = contactFormCopy;
const siteverifyBase = "https://turnstile.test";

/**
 * The Worker's bindings with Turnstile on, verifying with `secret` against the local fake. With
 * `storing`, without EmailJS (intakeBindings): a test of what is stored then sends several
 * messages in a row without each waiting out EmailJS's pace.
 */
function withTurnstile(
  secret: string = turnstileTestKeys.secretPasses,
  extra: Record<string, string> = {},
  { storing = false } = {},
) {
  return (storing ? intakeBindings : bindingsWith)({
    TURNSTILE_SITE_KEY: turnstileTestKeys.siteKeyPasses,
    TURNSTILE_SECRET_KEY: secret,
    TURNSTILE_API_BASE: siteverifyBase,
    ...extra,
  });
}

let siteverify: ReturnType<typeof createFakeSiteverify>;
let providerCalls: number;
let warnings: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await clearOutbox();
  siteverify = createFakeSiteverify();
  providerCalls = 0;
  // The network, faked: siteverify at turnstile.test, EmailJS at emailjs.test.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url.startsWith(siteverifyBase)) return siteverify.handle(request);
    providerCalls += 1;
    return new Response("OK");
  });
  warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const withToken = (extra: Record<string, string> = {}) => ({
  ...validMessage,
  idempotencyKey: "7c1e2d3f-4a5b-4c6d-8e7f-901234567890",
  [turnstileField]: turnstileTestKeys.dummyToken,
  ...extra,
});

describe("Turnstile on, with the always-pass test secret", () => {
  it("verifies the token before storing: idempotency key, address and secret sent; the row marked passed", async () => {
    const response = await postContact(withToken(), { bindings: withTurnstile(), ip: "203.0.113.50" });
    expect(response.status).toBe(200);
    const [row] = await outboxRows();
    expect(row?.verification).toBe("passed");
    expect(siteverify.calls).toEqual([
      {
        secret: turnstileTestKeys.secretPasses,
        response: turnstileTestKeys.dummyToken,
        remoteip: "203.0.113.50",
        idempotency_key: row?.id,
      },
    ]);
    expect(providerCalls).toBe(1);
  });

  it("lets the same submission be retried with its token: same idempotency key, one row", async () => {
    const bindings = withTurnstile();
    for (const _attempt of [1, 2]) expect((await postContact(withToken(), { bindings })).status).toBe(200);
    expect(await outboxRows()).toHaveLength(1);
    expect(siteverify.calls).toHaveLength(2);
    expect(siteverify.calls[0]?.idempotency_key).toBe(siteverify.calls[1]?.idempotency_key);
  });

  it("binds the token to the content: an edited message is verified under another key", async () => {
    const bindings = withTurnstile(undefined, {}, { storing: true });
    await postContact(withToken(), { bindings });
    await postContact(withToken({ msg: "Version corrigée" }), { bindings });
    expect(siteverify.calls[0]?.idempotency_key).not.toBe(siteverify.calls[1]?.idempotency_key);
    const message = { ...validMessage, email: "samira.elidrissi@example.ma", msg: "Version corrigée" };
    expect(siteverify.calls[1]?.idempotency_key).toBe(await outboxId(withToken().idempotencyKey, message));
  });
});

describe("Turnstile on, when the token fails", () => {
  it.each([
    ["the always-fail test secret", turnstileTestKeys.secretFails],
    ["the token-already-spent test secret", turnstileTestKeys.secretSpent],
  ])("refuses with %s: a French 403, nothing stored or sent", async (_label, secret) => {
    const response = await postContact(withToken(), { bindings: withTurnstile(secret) });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ ok: false, error: refusals.challengeFailed });
    expect(await outboxRows()).toHaveLength(0);
    expect(providerCalls).toBe(0);
  });

  it("refuses on the no-JavaScript door too, keeping what was typed", async () => {
    const response = await postForm(withToken(), { bindings: withTurnstile(turnstileTestKeys.secretFails) });
    expect(response.status).toBe(403);
    const html = decodeEntities(await response.text());
    expect(html).toContain(refusals.challengeFailed);
    expect(html).toMatch(/name="name"[^>]*value="Samira El Idrissi"/);
    expect(await outboxRows()).toHaveLength(0);
  });
});

describe("Turnstile on, when siteverify gives no verdict", () => {
  it("takes the message after the timeout, marked unavailable, with a warning", async () => {
    siteverify.behaviour.hang = true;
    const started = Date.now();
    const response = await postContact(withToken(), {
      bindings: withTurnstile(undefined, { TURNSTILE_TIMEOUT_MS: "300" }),
    });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await outboxRows()).toMatchObject([{ verification: "unavailable" }]);
    expect(warnings.mock.calls.flat().join(" ")).toMatch(/siteverify gave no verdict \(TimeoutError/);
  });

  it("takes the message when siteverify answers 5xx, or refuses our secret", async () => {
    siteverify.behaviour.status = 502;
    const storing = { storing: true };
    expect(
      (await postContact(withToken({ msg: "A" }), { bindings: withTurnstile(undefined, {}, storing) })).status,
    ).toBe(200);
    siteverify.behaviour.status = undefined;
    expect(
      (await postContact(withToken({ msg: "B" }), { bindings: withTurnstile("not-our-secret", {}, storing) })).status,
    ).toBe(200);
    expect((await outboxRows()).map((row) => row.verification)).toEqual(["unavailable", "unavailable"]);
  });
});

describe("Turnstile on, a message without a token (no JavaScript, or the widget did not load)", () => {
  it("is queued within its own hourly budget, then held, which leaves verified visitors their room", async () => {
    const bindings = withTurnstile(
      undefined,
      { CONTACT_UNVERIFIED_HOURLY_CAP: "2", CONTACT_HOURLY_CAP: "5" },
      { storing: true },
    );
    const statuses = [];
    for (const n of [1, 2, 3])
      statuses.push((await postForm({ ...validMessage, msg: `Sans jeton ${n}` }, { bindings })).status);
    // The third is held, not refused: the visitor hears the same "received".
    expect(statuses).toEqual([200, 200, 200]);
    // The JSON API's token-less messages share that lane.
    const held = await postContact({ ...validMessage, msg: "Sans jeton, en JSON" }, { bindings });
    expect(held.status).toBe(200);
    expect(await held.json()).toEqual({ ok: true });
    // A verified message is queued at once: the whole budget still has room.
    expect((await postContact(withToken(), { bindings })).status).toBe(200);
    expect((await outboxRows()).map((row) => [row.verification, row.status === "held"])).toEqual([
      ["missing", false],
      ["missing", false],
      ["missing", true],
      ["missing", true],
      ["passed", false],
    ]);
    expect(siteverify.calls).toHaveLength(1);
  });
});

describe("Turnstile off (no keys, the local default)", () => {
  it("calls no siteverify, and marks the row off", async () => {
    expect((await postContact(withToken())).status).toBe(200);
    expect(siteverify.calls).toHaveLength(0);
    expect(await outboxRows()).toMatchObject([{ verification: "off" }]);
  });

  it("keeps Turnstile's origin out of the home page's policy and the site key out of the page", async () => {
    const response = await exports.default.fetch(new Request(`${testOrigin}/`));
    expect(response.headers.get("content-security-policy")).not.toContain(turnstileOrigin);
    expect(await response.text()).not.toContain(turnstileTestKeys.siteKeyPasses);
  });
});

describe("the content policy with Turnstile on", () => {
  /** The sources of one directive. */
  const directive = (policy: string | null, name: string) =>
    (policy ?? "")
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? [];

  it("lets Turnstile in on the page with the form only, in script-src, frame-src and connect-src", async () => {
    const home = await fetchWithBindings(new Request(`${testOrigin}/`), withTurnstile());
    const policy = home.headers.get("content-security-policy");
    for (const name of ["script-src", "frame-src", "connect-src"])
      expect(directive(policy, name)).toContain(turnstileOrigin);
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "style-src")).not.toContain(turnstileOrigin);
    // The form learns the public site key from the page (never the secret).
    const html = await home.text();
    expect(html).toContain(turnstileTestKeys.siteKeyPasses);
    expect(html).not.toContain(turnstileTestKeys.secretPasses);

    for (const path of ["/404", "/ingenierie"]) {
      const other = await fetchWithBindings(new Request(`${testOrigin}${path}`), withTurnstile());
      expect(other.headers.get("content-security-policy"), path).not.toContain(turnstileOrigin);
    }
    const api = await fetchWithBindings(new Request(`${testOrigin}/api/contact`), withTurnstile());
    expect(api.headers.get("content-security-policy")).not.toContain(turnstileOrigin);
  });
});

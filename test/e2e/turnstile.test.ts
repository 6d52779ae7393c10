import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { contactFormCopy as copy } from "#app/content/contact-form-copy.ts";
import { turnstileOrigin } from "#functions/security-policy.ts";
import { visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials } from "#harness/fake-emailjs.ts";
import { type RunningSite, serveBuiltSite } from "#harness/wrangler-server.ts";
import { queryD1 } from "#scripts/lib/d1-query.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";
import { createFakeSiteverify, turnstileTestKeys } from "#test/support/fake-siteverify.ts";

// Turnstile on (decision 019): a Worker of its own, Cloudflare's always-pass test keys, siteverify faked locally, and
// Turnstile's script a stand-in that renders no challenge and hands over the keys' dummy token, as the real one does.
/** The fake siteverify served from Node on a free loopback port, for the Worker (TURNSTILE_API_BASE points to it). */
async function startFakeSiteverify() {
  const fake = createFakeSiteverify();
  const server = createServer(async (incoming, outgoing) => {
    const { method, url } = incoming;
    const headers = incoming.headers as Record<string, string>;
    const body = method === "GET" || method === "HEAD" ? undefined : await buffer(incoming);
    const response = await fake.handle(new Request(`http://127.0.0.1${url}`, { method, headers, body }));
    outgoing.writeHead(response.status, { "Content-Type": response.headers.get("content-type") ?? "text/plain" });
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls: fake.calls, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const stateDir = ".wrangler/e2e-turnstile-state";
const it = chromiumTest();
let site: RunningSite;
let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>>;

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  site = await serveBuiltSite({
    stateDir,
    logFile: "reports/wrangler-turnstile.log",
    vars: {
      TURNSTILE_SITE_KEY: turnstileTestKeys.siteKeyPasses,
      TURNSTILE_SECRET_KEY: turnstileTestKeys.secretPasses,
      TURNSTILE_API_BASE: siteverify.url,
      EMAILJS_API_BASE: inject("emailjsURL"),
      ...fakeEmailJsCredentials,
    },
  });
}, 120_000);
afterAll(async () => {
  await site?.stop();
  await siteverify?.stop();
});

/** Turnstile's client API as far as the form uses it, recording what it was asked. */
const standInScript = `
window.__turnstileRenders = [];
window.turnstile = {
  render(container, options) {
    window.__turnstileRenders.push({ sitekey: options.sitekey, action: options.action, language: options.language });
    setTimeout(() => options.callback(${JSON.stringify(turnstileTestKeys.dummyToken)}), 50);
    this.options = options;
    return "widget-1";
  },
  reset() { setTimeout(() => this.options.callback(${JSON.stringify(turnstileTestKeys.dummyToken)}), 50); },
};`;

/** Answers every request to Turnstile's origin with the stand-in, and records them. */
async function standInForCloudflare(page: Page) {
  const requests: string[] = [];
  await page.route(`${turnstileOrigin}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: standInScript });
  });
  return requests;
}

/** Fills the home page's contact form with `fields` and sends it. */
async function send(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`.contact-form [name="${name}"]`).fill(value);
  await page.locator(".contact-form__submit").click();
}

const outbox = () =>
  queryD1<{ name: string; verification: string }>("SELECT name, verification FROM contact_outbox ORDER BY created_at", {
    persistTo: stateDir,
    config: "build/server/wrangler.json",
  });

// A D1 read starts wrangler: most of a minute when busy, so one read checks both messages.
describe("Turnstile on", () => {
  it("allows Cloudflare's origin on the page with the form only, loads nothing from it until the form is focused, then sends the token, which the Worker verifies; without JavaScript, the form still posts, with no token", {
    timeout: 120_000,
  }, async ({ expect, open }) => {
    const { page, errors } = await open();
    const cloudflare = await standInForCloudflare(page);
    const response = await visit(page, `${site.url}/`, { waitUntil: "networkidle" });
    expect(cloudflare).toEqual([]);
    expect(await page.locator(`script[src^="${turnstileOrigin}"]`).count()).toBe(0);
    const policy = response?.headers()["content-security-policy"];
    expect(policy).toContain(`script-src 'self' 'inline-speculation-rules' 'nonce-`);
    // Nowhere else: the Worker's other answers in contact-abuse.test.ts (workerd), the static files' (no var changes
    // them) in prerender.test.ts.
    expect(policy).toContain(turnstileOrigin);

    await page.locator('.contact-form [name="name"]').focus();
    await expect.poll(() => cloudflare).toEqual([`${turnstileOrigin}/turnstile/v0/api.js?render=explicit`]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __turnstileRenders?: unknown[] }).__turnstileRenders))
      .toEqual([{ sitekey: turnstileTestKeys.siteKeyPasses, action: "contact", language: "fr" }]);

    await send(page, { name: "Nadia Turnstile", email: "nadia@exemple.ma", msg: "Bonjour, une demande de devis." });
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(copy.success.text);
    expect(siteverify.calls).toMatchObject([
      { secret: turnstileTestKeys.secretPasses, response: turnstileTestKeys.dummyToken },
    ]);
    expect(siteverify.calls[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // The script was allowed by the page's policy: no CSP violation, no error.
    expect(errors).toEqual([]);
    // Still only the one script: focusing again renders nothing more.
    await page.locator('.contact-form [name="email"]').focus();
    expect(cloudflare).toHaveLength(1);

    const noScript = (await open({ javaScriptEnabled: false })).page;
    const cloudflareNoScript = await standInForCloudflare(noScript);
    await noScript.goto(`${site.url}/`);
    await send(noScript, { name: "Omar Sans Script", email: "omar@exemple.ma", msg: "Bonjour sans JavaScript." });
    await noScript.waitForLoadState();
    expect(await noScript.getByRole("status").textContent()).toContain(copy.success.text);
    expect(cloudflareNoScript).toEqual([]);
    expect(await outbox()).toEqual([
      { name: "Nadia Turnstile", verification: "passed" },
      { name: "Omar Sans Script", verification: "missing" },
    ]);
  });
});

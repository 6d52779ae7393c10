import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactFormCopy as copy } from "#app/content/contact-form-copy.ts";
import { turnstileOrigin } from "#functions/security-policy.ts";
import { openPage, visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials } from "#harness/fake-emailjs.ts";
import { type RunningSite, serveBuiltSite } from "#harness/wrangler-server.ts";
import { queryD1 } from "#scripts/lib/d1-query.ts";
import { turnstileTestKeys } from "#test/support/fake-siteverify.ts";
import { startFakeSiteverify } from "#test/support/fake-siteverify-server.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

/**
 * Turnstile on (decision 019): a Worker of its own, with Cloudflare's always-pass
 * test keys and siteverify faked locally. The browser never reaches Cloudflare:
 * Turnstile's script is answered by a stand-in that renders no challenge and
 * hands over the test keys' dummy token, as the real one does with them.
 */
const stateDir = ".wrangler/e2e-turnstile-state";
const browser = browserForThisFile();
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
  await page.route(`${turnstileOrigin}/**`, (route: Route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: standInScript });
  });
  return requests;
}

const outbox = () =>
  queryD1<{ name: string; verification: string }>("SELECT name, verification FROM contact_outbox ORDER BY created_at", {
    persistTo: stateDir,
    config: "build/server/wrangler.json",
  });

describe("Turnstile on", () => {
  it("loads nothing from Cloudflare until the form is focused, then sends the token, which the Worker verifies", async () => {
    const { page, context, errors } = await openPage(browser());
    const cloudflare = await standInForCloudflare(page);
    const response = await visit(page, `${site.url}/`, { waitUntil: "networkidle" });
    expect(cloudflare).toEqual([]);
    expect(await page.locator(`script[src^="${turnstileOrigin}"]`).count()).toBe(0);
    expect(response?.headers()["content-security-policy"]).toContain(
      `script-src 'self' 'inline-speculation-rules' 'nonce-`,
    );
    expect(response?.headers()["content-security-policy"]).toContain(turnstileOrigin);

    await page.locator('.contact-form [name="name"]').focus();
    await expect.poll(() => cloudflare).toEqual([`${turnstileOrigin}/turnstile/v0/api.js?render=explicit`]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __turnstileRenders?: unknown[] }).__turnstileRenders))
      .toEqual([{ sitekey: turnstileTestKeys.siteKeyPasses, action: "contact", language: "fr" }]);

    const fields = { name: "Nadia Turnstile", email: "nadia@exemple.ma", msg: "Bonjour, une demande de devis." };
    for (const [name, value] of Object.entries(fields))
      await page.locator(`.contact-form [name="${name}"]`).fill(value);
    await page.locator(".contact-form__submit").click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(copy.success.text);

    expect(siteverify.calls).toMatchObject([
      { secret: turnstileTestKeys.secretPasses, response: turnstileTestKeys.dummyToken },
    ]);
    expect(siteverify.calls[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await outbox()).toContainEqual({ name: "Nadia Turnstile", verification: "passed" });
    // The script was allowed by the page's policy: no CSP violation, no error.
    expect(errors).toEqual([]);
    // Still only the one script: focusing again renders nothing more.
    await page.locator('.contact-form [name="email"]').focus();
    expect(cloudflare).toHaveLength(1);
    await context.close();
  });

  it("takes a message without JavaScript: the no-JS form still posts, with no token", async () => {
    const { page, context } = await openPage(browser(), { javaScriptEnabled: false });
    const cloudflare = await standInForCloudflare(page);
    await page.goto(`${site.url}/`);
    const fields = { name: "Omar Sans Script", email: "omar@exemple.ma", msg: "Bonjour sans JavaScript." };
    for (const [name, value] of Object.entries(fields))
      await page.locator(`.contact-form [name="${name}"]`).fill(value);
    await page.locator(".contact-form__submit").click();
    await page.waitForLoadState();
    expect(await page.getByRole("status").textContent()).toContain(copy.success.text);
    expect(cloudflare).toEqual([]);
    expect(await outbox()).toContainEqual({ name: "Omar Sans Script", verification: "missing" });
    await context.close();
  });

  it("allows Cloudflare's origin on the page with the form only", async () => {
    for (const path of ["/ingenierie", "/404", "/api/contact"]) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.headers.get("content-security-policy"), path).not.toContain(turnstileOrigin);
    }
  });
});

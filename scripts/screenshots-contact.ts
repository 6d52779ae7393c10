/**
 * Screenshots of the contact form in each state (idle, errors, sending, success
 * popup, failure popup) at phone and desktop widths, against the built site and
 * the local fake EmailJS. Run `npm run build` first; images go to reports/screenshots/.
 *   npm run screenshots:contact
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { islandAwake, launchBrowser, viewports, visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";

const outputDir = "reports/screenshots";
mkdirSync(outputDir, { recursive: true });

const emailjs = await startFakeEmailJs();
const site = await serveBuiltSite({
  stateDir: ".wrangler/screenshots-contact-state",
  vars: { EMAILJS_API_BASE: emailjs.url, ...fakeEmailJsCredentials },
});
const browser = await launchBrowser();

async function fill(page: Page) {
  await page.fill('.contact-form [name="name"]', "Karim Benali");
  await page.fill('.contact-form [name="email"]', "k.benali@exemple.ma");
  await page.fill('.contact-form [name="numTele"]', "+212 5 39 00 00 00");
  await page.fill(
    '.contact-form [name="msg"]',
    "Bonjour, nous souhaitons une visite pour la maintenance d’un convoyeur.",
  );
}

try {
  for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    const context = await browser.newContext({ viewport, locale: "fr-FR" });
    const page = await context.newPage();
    const form = page.locator(".contact-form");
    const shot = async (state: string, target: "form" | "page") => {
      const path = `${outputDir}/contact-${name}-${state}.png`;
      if (target === "form") await form.screenshot({ path, animations: "disabled" });
      else await page.screenshot({ path });
      console.log(path);
    };
    const open = async () => {
      await visit(page, `${site.url}/#contact`, { waitUntil: "networkidle" });
      // Following #contact brings the form near: its island wakes (decision 018).
      await islandAwake(page);
      await form.scrollIntoViewIfNeeded();
    };

    await open();
    await shot("idle", "form");

    await page.click(".contact-form__submit");
    await page.fill('.contact-form [name="email"]', "adresse@invalide");
    await page.click(".contact-form__submit");
    await shot("errors", "form");

    await open();
    let release = () => {};
    await page.route("**/api/contact", async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await fill(page);
    await page.click(".contact-form__submit");
    await page.waitForSelector(".contact-form__spinner");
    await shot("sending", "form");
    release();
    await page.waitForSelector("dialog[open]");
    await page.waitForTimeout(200);
    await shot("success-popup", "page");
    await page.keyboard.press("Escape");
    await page.unroute("**/api/contact");

    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fill(page);
    await page.click(".contact-form__submit");
    await page.waitForSelector("dialog[open]");
    await page.waitForTimeout(200);
    await shot("failure-popup", "page");
    await context.close();

    // Without JavaScript, refused by the per-visitor limit: the typed values and the phone and e-mail stay.
    const plain = await browser.newContext({
      viewport,
      locale: "fr-FR",
      javaScriptEnabled: false,
      // The answer's autofocus scrolls the form into view, smoothly otherwise: a shot taken mid-scroll blurs.
      reducedMotion: "reduce",
      extraHTTPHeaders: { "cf-connecting-ip": name === "phone" ? "192.0.2.201" : "192.0.2.202" },
    });
    const plainPage = await plain.newPage();
    for (let attempt = 1; attempt <= 6; attempt++) {
      await plainPage.goto(`${site.url}/#contact`);
      await fill(plainPage);
      await plainPage.click(".contact-form__submit");
      await plainPage.waitForLoadState();
    }
    const refusedPath = `${outputDir}/contact-${name}-nojs-refused.png`;
    await plainPage.locator(".contact-form").screenshot({ path: refusedPath });
    console.log(refusedPath);

    // Without JavaScript, invalid: the error summary at the top of the form, focused (decision 018).
    await plainPage.goto(`${site.url}/`);
    await plainPage.fill('.contact-form [name="email"]', "adresse@invalide");
    await plainPage.click(".contact-form__submit");
    await plainPage.waitForLoadState();
    const invalidPath = `${outputDir}/contact-${name}-nojs-errors.png`;
    await plainPage.locator(".contact-form").screenshot({ path: invalidPath });
    console.log(invalidPath);
    await plain.close();
  }
} finally {
  await browser.close();
  await site.stop();
  await emailjs.stop();
}

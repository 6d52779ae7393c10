/**
 * Screenshots of the contact form in each state (idle, errors, sending, success
 * popup, failure popup) at phone and desktop widths, against the built site and
 * the local fake EmailJS; and with files (issue 36: chosen, uploading, refused with and without
 * JavaScript) in French and Arabic. Run `npm run build` first; images go to reports/screenshots/.
 *   npm run screenshots:contact
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { islandAwake, launchBrowser, viewports, visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials, startFakeEmailJs } from "#harness/fake-emailjs.ts";
import { acceptedSamples, impostors } from "#harness/file-samples.ts";
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

/** The sample files on disk, for the file input: a drawing, a model, a photo, and an executable renamed `.pdf`. */
const fileDir = mkdtempSync(join(".wrangler", "screenshots-files-"));
const onDisk = (name: string, bytes: Uint8Array) => {
  const path = join(fileDir, name);
  writeFileSync(path, bytes);
  return path;
};
const drawings = [
  onDisk("plan-bride-DN150.pdf", acceptedSamples.pdf.bytes),
  onDisk("arbre-entrainement.step", acceptedSamples.step.bytes),
  onDisk("photo-convoyeur.jpg", new Uint8Array(1_300_000).fill(0xff)),
];
const renamedExecutable = onDisk("devis-signé.pdf", impostors.executable.bytes);

/** The form with files chosen, uploading and refused, in one language, at one width. */
async function fileShots(
  browser: Browser,
  language: "fr" | "ar",
  name: string,
  viewport: { width: number; height: number },
) {
  const prefix = language === "fr" ? "" : `/${language}`;
  const context = await browser.newContext({
    viewport,
    locale: language === "fr" ? "fr-FR" : "ar-MA",
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  const form = page.locator(".contact-form");
  const shot = async (state: string) => {
    const path = `${outputDir}/contact-${language}-${name}-${state}.png`;
    // The sticky header would cover the form's top in a shot of the form alone: let go of it (CSSOM,
    // which the page's policy allows, unlike an injected sheet).
    await page.evaluate(() =>
      document.querySelector<HTMLElement>(".site-header")?.style.setProperty("position", "static"),
    );
    await form.screenshot({ path, animations: "disabled" });
    console.log(path);
  };
  await visit(page, `${site.url}${prefix}/#contact`, { waitUntil: "networkidle" });
  await islandAwake(page);
  await fill(page);
  await page.setInputFiles('.contact-form input[type="file"]', drawings);
  await page.waitForSelector(".contact-form__file-list");
  await shot("files-chosen");

  // Held at the network: the upload's progress bar shows until it is let through (released before
  // the request reaches the route, it goes at once).
  let released = false;
  let release = () => {
    released = true;
  };
  // Answered here: Chromium's interception never passes an upload's body on (route.continue hangs).
  await page.route("**/api/contact", async (route) => {
    if (!released) await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({ json: { ok: true } });
  });
  await page.click(".contact-form__submit");
  await page.waitForSelector(".contact-form__progress");
  await shot("files-uploading");
  release();
  await page.waitForSelector("dialog[open]");
  await page.keyboard.press("Escape");
  await page.unroute("**/api/contact");

  await page.setInputFiles('.contact-form input[type="file"]', [drawings[0] ?? "", renamedExecutable]);
  await fill(page);
  // The browser cannot read a file's content: the server refuses the executable, under the field.
  await page.click(".contact-form__submit");
  await page.waitForSelector("#contact-files-error");
  await shot("files-refused");
  await context.close();

  // Without JavaScript: the error summary names the file, the text is refilled.
  const plain = await browser.newContext({
    viewport,
    locale: language === "fr" ? "fr-FR" : "ar-MA",
    javaScriptEnabled: false,
    reducedMotion: "reduce",
  });
  const plainPage = await plain.newPage();
  await plainPage.goto(`${site.url}${prefix}/#contact`);
  await fill(plainPage);
  await plainPage.setInputFiles('.contact-form input[type="file"]', [renamedExecutable]);
  await plainPage.click(".contact-form__submit");
  await plainPage.waitForSelector(".contact-form__summary");
  const path = `${outputDir}/contact-${language}-${name}-nojs-files-refused.png`;
  await plainPage.locator(".contact-form").screenshot({ path });
  console.log(path);
  await plain.close();
}

try {
  for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop }))
    for (const language of ["fr", "ar"] as const) await fileShots(browser, language, name, viewport);
  // --files-only: the states above alone, while working on the file field.
  if (!process.argv.includes("--files-only"))
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
  rmSync(fileDir, { recursive: true, force: true });
  await browser.close();
  await site.stop();
  await emailjs.stop();
}

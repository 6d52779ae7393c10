import type { Page } from "playwright-core";
import { describe, type ExpectStatic, inject } from "vitest";
import { company } from "#app/content/company.ts";
import { contactFormCopy as copy } from "#app/content/contact-form-copy.ts";
import { honeypotField } from "#app/lib/contact-fields.ts";
import { contactFileLimits } from "#app/lib/contact-files.ts";
import { islandAwake, viewports, visit } from "#harness/browser.ts";
import { fakeEmailJsCredentials } from "#harness/fake-emailjs.ts";
import { samplePdf } from "#harness/file-samples.ts";
import { autofillAddress } from "#test/support/autofill.ts";
import { chromiumTest, holdRequests, type OpenPage } from "#test/support/chromium-test.ts";

const baseURL = inject("baseURL");
const emailjsURL = inject("emailjsURL");
const it = chromiumTest();
// Autofill is the browser's, not the engine's: the headless shell has none.
const inWholeBrowser = chromiumTest({ wholeBrowser: true });

type Sent = { service_id: string; template_params: Record<string, string> };

/** What the fake EmailJS received from this sender: each test sends under a name of its own, never counting others. */
async function sentBy(name: string): Promise<Sent[]> {
  const received: Sent[] = await (await fetch(`${emailjsURL}/__requests`)).json();
  return received.filter((request) => request.template_params.name === name);
}

/** The one e-mail the fake EmailJS received from this sender, once it has. */
async function sentOnce(expect: ExpectStatic, name: string): Promise<Sent | undefined> {
  await expect.poll(async () => (await sentBy(name)).length, { timeout: 10_000 }).toBe(1);
  return (await sentBy(name))[0];
}

/** A page posting from a documentation address of its own: the contact limit (5 a minute) is per address. */
function openSenderPage(open: OpenPage, lastByte: number, options: Parameters<OpenPage>[0] = {}) {
  return open({ ...options, extraHTTPHeaders: { "cf-connecting-ip": `192.0.2.${lastByte}` } });
}

const message = {
  name: "Karim Benali",
  email: "K.Benali@Exemple.MA",
  numTele: "+212 5 39 00 00 00",
  msg: "Bonjour, nous souhaitons une visite pour la maintenance d’un convoyeur.",
};

const field = (page: Page, name: string) => page.locator(`.contact-form [name="${name}"]`);

/** The island's own chunks: the enhancer imports its entry only when the visitor comes near. */
const islandChunk = /\/assets\/contact-form-[\w-]+\.js$/;
/** The form's validation, which the island imports once awake. */
const schemaChunk = /\/assets\/contact-schema-[^/]+\.js$/;

async function fillForm(page: Page, values: Partial<typeof message>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

describe("contact form with JavaScript", () => {
  it("loads the island and its validation once the visitor turns to the form, takes a submit pressed while it loads and validates it in place once awake, shows each error under its field, linked for assistive technology, and focuses the first; then sends, a double click once: spinner and disabled button, success popup, cleared form, one e-mail to EmailJS; nothing the browser received holds the Worker's EmailJS ids, keys or address", async ({
    expect,
    open,
  }) => {
    const { page, errors } = await openSenderPage(open, 41, { viewport: viewports.phone });
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      // What could carry the Worker's settings: the page, its scripts and styles, the API's answers.
      if (["document", "script", "stylesheet", "fetch", "xhr"].includes(response.request().resourceType()))
        bodies.push(response.text().catch(() => ""));
    });
    const posts: string[] = [];
    const lazyChunks: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posts.push(request.method());
      if (islandChunk.test(request.url()) || schemaChunk.test(request.url())) lazyChunks.push(request.url());
    });
    const releaseIsland = await holdRequests(page, islandChunk);
    await visit(page, `${baseURL}/`, { waitUntil: "networkidle" });
    expect(lazyChunks).toEqual([]);
    const typed = { ...message, email: "k.benali@exemple" };
    await fillForm(page, typed);
    const submit = page.locator(".contact-form__submit");
    await submit.click();
    expect(await page.locator("[data-island]").getAttribute("data-island")).toBe("waking");
    // Nothing has gone: the page is the same document, the form still as typed.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    releaseIsland();
    await islandAwake(page);
    // The island wakes first (React DOM, the form), then it asks for its validation.
    await expect.poll(() => lazyChunks.filter((url) => schemaChunk.test(url)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator(".contact-form__error").allTextContents()).toEqual([copy.errors.email]);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    for (const [name, value] of Object.entries(typed)) expect(await field(page, name).inputValue(), name).toBe(value);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    await fillForm(page, { name: "", email: "", numTele: "", msg: "" });
    await submit.click();
    const expected = { name: copy.errors.name, email: copy.errors.email, msg: copy.errors.msg };
    for (const [name, text] of Object.entries(expected)) {
      const input = field(page, name);
      await expect.poll(() => input.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await input.getAttribute("aria-describedby");
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(text);
    }
    expect(await field(page, "numTele").getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await page.locator(".contact-form__error").allTextContents()).toEqual(Object.values(expected));
    // Correcting a field removes its message; focus goes to the first field still wrong.
    await fillForm(page, typed);
    expect(await field(page, "name").getAttribute("aria-invalid")).toBeNull();
    await submit.click();
    await expect.poll(() => page.locator(".contact-form__error").allTextContents()).toEqual([copy.errors.email]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(posts).toEqual([]);

    const release = await holdRequests(page, "**/api/contact");
    await fillForm(page, { email: message.email });
    // The second click comes before the first answer, held until the checks of the sending state.
    await submit.dblclick();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    expect(await submit.locator(".contact-form__spinner").count()).toBe(1);
    // The spinner's and the popup's styles come with the island (decision 004): styled from their first frame.
    expect(
      await submit.locator(".contact-form__spinner").evaluate((spinner) => getComputedStyle(spinner).animationName),
    ).toBe("contact-spin");
    expect(await submit.textContent()).not.toContain(copy.submit);
    release();

    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(copy.success.text);
    expect(await dialog.locator(".contact-popup__box").evaluate((box) => getComputedStyle(box).display)).toBe("grid");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(copy.close);
    for (const name of Object.keys(message)) expect(await field(page, name).inputValue(), name).toBe("");
    expect(await submit.isEnabled()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const sent = await sentOnce(expect, message.name);
    expect(posts).toEqual(["POST"]);
    expect(sent?.service_id).toBe(fakeEmailJsCredentials.EMAILJS_SERVICE_ID);
    expect(sent?.template_params).toEqual({ ...message, email: "k.benali@exemple.ma" });
    expect(errors).toEqual([]);
    // The page, the island and the API's answer: none carries what the Worker keeps for EmailJS.
    const received = (await Promise.all(bodies)).join("\n");
    expect(received).toContain(copy.title);
    for (const value of [...Object.values(fakeEmailJsCredentials), emailjsURL, "api.emailjs.com"])
      expect(received.includes(value), value).toBe(false);
  });

  it("when its validation cannot load, the API's answer shows the errors; when the API cannot be reached, the failure popup keeps what was typed; then the message goes", async ({
    expect,
    open,
  }) => {
    const { page } = await openSenderPage(open, 43, { viewport: viewports.phone });
    await visit(page, `${baseURL}/`);
    await page.route(schemaChunk, (route) => route.abort("connectionrefused"));
    const submit = page.locator(".contact-form__submit");
    const typed = { ...message, name: "Karim Sans Schéma" };

    await fillForm(page, { ...typed, email: "karim@exemple" });
    await submit.click();
    await expect.poll(() => page.locator(".contact-form__error").allTextContents()).toEqual([copy.errors.email]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await fillForm(page, { email: typed.email });
    await submit.click();
    const failure = page.getByRole("dialog", { name: "Message non envoyé" });
    await expect.poll(() => failure.isVisible()).toBe(true);
    expect(await failure.textContent()).toContain("Une erreur est survenue, merci de réessayer ultérieurement.");
    expect(await failure.locator(".contact-popup__icon").count()).toBe(1);
    // Another way to reach the company, with every failure.
    const link = (name: string) => failure.getByRole("link", { name }).getAttribute("href");
    expect(await link(company.phone.display)).toBe(`tel:${company.phone.e164}`);
    expect(await link(company.email)).toBe(`mailto:${company.email}`);
    await failure.getByRole("button", { name: copy.close }).click();
    await expect.poll(() => failure.isVisible()).toBe(false);
    for (const [name, value] of Object.entries(typed)) expect(await field(page, name).inputValue(), name).toBe(value);
    expect(await sentBy(typed.name)).toHaveLength(0);

    await page.unroute("**/api/contact");
    await submit.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(copy.success.text);
    await sentOnce(expect, typed.name);
  });
});

describe("the file field with JavaScript (issue 36)", () => {
  const file = (name: string, bytes: Uint8Array | number) => ({
    name,
    mimeType: "application/octet-stream",
    buffer: Buffer.from(typeof bytes === "number" ? new Uint8Array(bytes).fill(0x25) : bytes),
  });
  const input = (page: Page) => page.locator('.contact-form input[type="file"]');
  const error = (page: Page) => page.locator("#contact-files-error");

  it("checks kind, count and size as files are chosen, under the field, a file removed taking its error with it; shows the upload's progress, then the popup, and clears the files with the form", async ({
    expect,
    open,
  }) => {
    const { page, errors } = await open();
    await visit(page, `${baseURL}/#contact`);
    await islandAwake(page);
    await input(page).setInputFiles([file("plan.pdf", samplePdf), file("setup.exe", 64)]);
    await expect.poll(() => error(page).textContent()).toBe(copy.files.errors.type("setup.exe"));
    expect(await input(page).getAttribute("aria-invalid")).toBe("true");
    expect(await input(page).getAttribute("aria-describedby")).toBe("contact-files-hint contact-files-error");
    // Each chosen file is listed with its size, and a button names the file it removes.
    expect(await page.locator(".contact-form__file").allInnerTexts()).toHaveLength(2);
    await page.getByRole("button", { name: copy.files.removeLabel("setup.exe") }).click();
    await expect.poll(() => error(page).count()).toBe(0);
    expect(await input(page).evaluate((element) => (element as HTMLInputElement).files?.length)).toBe(1);
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // A second pick adds to the first: six in all is one too many.
    const five = Array.from({ length: 5 }, (_, n) => file(`photo-${n}.png`, 16));
    await input(page).setInputFiles(five);
    await expect.poll(() => error(page).textContent()).toBe(copy.files.errors.count(6));
    await page.getByRole("button", { name: copy.files.removeLabel("photo-0.png") }).click();
    await expect.poll(() => error(page).count()).toBe(0);

    // Answered here: Chromium's interception never passes an upload's body on.
    const release = await holdRequests(page, "**/api/contact", (route) => route.fulfill({ json: { ok: true } }));
    await fillForm(page, message);
    await page.locator(".contact-form__submit").click();
    const progress = page.locator(".contact-form__progress");
    await expect.poll(() => progress.count()).toBe(1);
    expect(await page.getByRole("progressbar", { name: copy.files.progress(0) }).count()).toBe(1);
    expect(await page.getByRole("button", { name: copy.files.removeLabel("plan.pdf") }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(true);
    expect(await page.locator(".contact-form__file").count()).toBe(0);
    expect(await input(page).evaluate((element) => (element as HTMLInputElement).files?.length)).toBe(0);
    expect(await progress.count()).toBe(0);

    // Over 20 MB in all, in the form the send emptied.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").isVisible()).toBe(false);
    const over = contactFileLimits.totalBytes + 1;
    // Made in the page: 20 MB through Playwright's connection takes longer than a test may.
    await input(page).evaluate((element, size) => {
      const list = new DataTransfer();
      list.items.add(new File([new Uint8Array(size)], "scan.pdf"));
      (element as HTMLInputElement).files = list.files;
      element.dispatchEvent(new Event("change", { bubbles: true }));
    }, over);
    await expect.poll(() => error(page).textContent()).toBe(copy.files.errors.total(over));
    // Refused in the page: nothing was sent, and focus goes to the field.
    await fillForm(page, { ...message, name: "Karim Trop Lourd" });
    await page.locator(".contact-form__submit").click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-files");
    expect(await sentBy("Karim Trop Lourd")).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the honeypot and the browser's autofill", () => {
  const trap = `.contact-form [name="${honeypotField}"]`;

  inWholeBrowser.for([true, false])(
    "stays empty when Chromium autofills the form (JavaScript %s)",
    async (javaScriptEnabled, { expect, open }) => {
      const { page } = await open({ javaScriptEnabled });
      if (javaScriptEnabled) await visit(page, `${baseURL}/`);
      else await page.goto(`${baseURL}/`);
      await autofillAddress(page, `.contact-form [name="name"]`);
      // The autofill did run: the visitor's own fields are filled …
      expect(await field(page, "name").inputValue()).toBe("Samira El Idrissi");
      expect(await field(page, "email").inputValue()).toBe("samira@exemple.ma");
      expect(await field(page, "numTele").inputValue()).not.toBe("");
      // … and the hidden field is not, so the message is not taken for a robot's.
      expect(await page.locator(trap).inputValue()).toBe("");
    },
  );

  inWholeBrowser("would be filled under an address-like name (the check above can fail)", async ({ expect, open }) => {
    const { page } = await open({ javaScriptEnabled: false });
    // The same page, served with the honeypot named like a company field before Chromium reads the form.
    await page.route(`${baseURL}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`name="${honeypotField}"`, 'name="societe"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseURL}/`);
    await autofillAddress(page, `.contact-form [name="name"]`);
    expect(await page.locator(`.contact-form [name="societe"]`).inputValue()).toBe("Atlas Emballages");
  });
});

describe("the plain form, without JavaScript or when the island cannot load (decision 018)", () => {
  it.for([
    ["without JavaScript", "Youssef Sans Script", 45, false],
    ["when the island cannot load", "Youssef Sans Île", 44, true],
  ] as const)(
    "posts to the page %s: errors beside the fields with values kept, then the confirmation, with no script error",
    async ([, name, lastByte, javaScriptEnabled], { expect, open }) => {
      const { page, errors } = await openSenderPage(open, lastByte, { javaScriptEnabled });
      await page.route(islandChunk, (route) => route.abort("connectionrefused"));
      await page.goto(`${baseURL}/`);
      const entered = { name, email: "pas une adresse", numTele: "0539" };
      await fillForm(page, entered);
      await page.locator(".contact-form__submit").click();
      // With JavaScript, the post goes once the island has failed to load.
      const summary = page.locator(".contact-form__summary");
      await expect.poll(() => summary.isVisible(), { timeout: 10_000 }).toBe(true);

      expect(await page.locator(".contact-form__error").allTextContents()).toEqual([
        copy.errors.email,
        copy.errors.msg,
      ]);
      for (const [key, value] of Object.entries(entered)) expect(await field(page, key).inputValue(), key).toBe(value);
      expect(await field(page, "email").getAttribute("aria-invalid")).toBe("true");
      expect(await field(page, "email").getAttribute("aria-describedby")).toBe("contact-email-error");
      // Focus on the error summary at the top of the form, each error a link to its field.
      await expect.poll(() => summary.evaluate((box) => box === document.activeElement)).toBe(true);
      expect(await summary.getByRole("alert").textContent()).toContain(copy.errorSummary.title);
      const links = summary.getByRole("link");
      expect(await links.allTextContents()).toEqual([copy.errors.email, copy.errors.msg]);
      expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual([
        "#contact-email",
        "#contact-message",
      ]);
      await links.first().click();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");

      const corrected = { email: "youssef@exemple.ma", msg: "Demande de devis pour un banc didactique." };
      await fillForm(page, corrected);
      await page.locator(".contact-form__submit").click();
      await expect.poll(() => page.getByRole("status").textContent(), { timeout: 10_000 }).toContain(copy.success.text);
      expect(await page.locator(".contact-form__error").count()).toBe(0);
      expect(await field(page, "name").inputValue()).toBe("");
      expect((await sentOnce(expect, name))?.template_params).toEqual({ ...entered, ...corrected });
      // What the browser logs is the network's: the refused chunk, and the refusal page's 400.
      expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED|status of 400/.test(error))).toEqual([]);
    },
  );
});

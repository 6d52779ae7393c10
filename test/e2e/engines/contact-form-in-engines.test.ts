import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { inject, it } from "vitest";
import { contactFormCopy as copy } from "#app/content/contact-form-copy.ts";
import { viewports } from "#harness/browser.ts";
import { samplePdf } from "#harness/file-samples.ts";
import { describeEngines, type Target, withReadyPage } from "#test/support/engines/index.ts";

const baseURL = inject("baseURL");
const emailjsURL = inject("emailjsURL");

const form: Target = { role: "form", name: copy.title };
const field = (name: keyof typeof copy.fields): Target => ({
  role: "textbox",
  name: copy.fields[name].label,
  within: form,
});
const submit: Target = { role: "button", name: copy.submit, within: form };
const value = (element: Element) => (element as HTMLInputElement).value;
const summary: Target = { css: ".contact-form__summary" };
const awakeIsland: Target = { css: '[data-module="contact-form"][data-island="awake"]' };

/**
 * The Worker makes at most one EmailJS request a second; a message that finds its second taken waits for the next one
 * once, then is left for the cron (decision 021), which `wrangler dev` never runs. The engines run at once, so each
 * sends in its turn and holds it until the fake EmailJS has its message: started together (decision 027), two or three
 * posts met in the same second.
 */
let lastSend: Promise<unknown> = Promise.resolve();
function inTurn<T>(send: () => Promise<T>): Promise<T> {
  const turn = lastSend.then(send);
  lastSend = turn.catch(() => undefined);
  return turn;
}

/** What the fake EmailJS has received from this sender (it holds other test files' messages too). */
async function sentBy(sender: string) {
  const requests: { template_params: Record<string, string> }[] = await (
    await fetch(`${emailjsURL}/__requests`)
  ).json();
  return requests.map((request) => request.template_params).filter((sent) => sent.name === sender);
}

/** Each engine posts from its own documentation addresses: the per-address limit (5 a minute) is shared by other files. */
const clientIps = { chromium: "192.0.2.71", firefox: "192.0.2.72", webkit: "192.0.2.73" } as const;
const javaScriptIps = { chromium: "192.0.2.74", firefox: "192.0.2.75", webkit: "192.0.2.76" } as const;

/** A PDF drawing on disk, for the browsers' file inputs (issue 36). */
const drawingDir = resolve(".cache/engines/contact-files");
mkdirSync(drawingDir, { recursive: true });
const drawing = resolve(drawingDir, "plan-bride.pdf");
writeFileSync(drawing, samplePdf);
const fileInput: Target = { css: 'input[type="file"]', within: form };
const drawingLine = `- plan-bride.pdf (${copy.files.size(samplePdf.byteLength)})`;
const consoleLink = /\/console\/messages\/[0-9a-f-]{36}$/;
const settles = { timeout: 10_000, interval: 200 };

// Each page is opened once, never again on a hang (`attempts: 1`): a message must be sent once.
describeEngines(120_000, (engine, name) => {
  it.sequential("without JavaScript, the contact form on / posts: the errors beside the kept values, the confirmation, then a message at exactly the textarea's maxlength, then a PDF drawing", async ({
    expect,
  }) => {
    const options = { viewport: viewports.desktop, javaScript: false, clientIp: clientIps[name], attempts: 1 };
    const sender = `Youssef Alaoui (${name})`;
    const message = `Demande de devis envoyée depuis ${name}.`;
    await withReadyPage(engine(), `${baseURL}/`, options, async (page) => {
      /** Submits in this engine's turn; resolves once the next page confirms and the fake EmailJS has it. */
      const sendAndConfirm = (from: string) =>
        inTurn(async () => {
          // Marks this page, so that the confirmation read is the next page's, not an earlier one's.
          await page.evaluate(() => document.documentElement.setAttribute("data-test-posted", ""));
          await page.click(submit);
          await expect.poll(() => page.count({ css: "html[data-test-posted]" }).catch(() => 1), settles).toBe(0);
          await expect.poll(() => page.text({ role: "status" }).catch(() => ""), settles).toContain(copy.success.text);
          await expect.poll(async () => (await sentBy(from)).length, { timeout: 10_000 }).toBe(1);
          return (await sentBy(from))[0];
        });
      await page.fill(field("name"), sender);
      await page.fill(field("email"), "pas une adresse");
      await page.fill(field("numTele"), "0539");
      await page.click(submit);

      await expect.poll(() => page.text(form).catch(() => ""), settles).toContain(copy.errors.email);
      const errorsShown = await page.text(form);
      expect(errorsShown).toContain(copy.errors.msg);
      expect(errorsShown).not.toContain(copy.errors.name);
      expect(await page.evaluateOn(field("name"), value)).toBe(sender);
      expect(await page.evaluateOn(field("email"), value)).toBe("pas une adresse");
      expect(await page.evaluateOn(field("numTele"), value)).toBe("0539");
      expect(await page.attribute(field("email"), "aria-invalid")).toBe("true");
      // Focus on the error summary at the top of the form, each error a link to its field (decision 018).
      expect(await page.isFocused(summary)).toBe(true);
      expect(
        await page.evaluateOn(summary, (box) =>
          [...box.querySelectorAll("a")].map((link) => link.getAttribute("href")),
        ),
      ).toEqual(["#contact-email", "#contact-message"]);

      await page.fill(field("email"), "youssef@exemple.ma");
      await page.fill(field("msg"), message);
      expect(await sendAndConfirm(sender)).toEqual({
        name: sender,
        email: "youssef@exemple.ma",
        numTele: "0539",
        msg: message,
      });
      expect(await page.text(form)).not.toContain(copy.errors.email);
      expect(await page.evaluateOn(field("name"), value)).toBe("");

      // At exactly the textarea's maxlength, counted as the textarea counts it: a line break is one; the browser
      // posts it as CRLF, and the message is taken whole (decision 017).
      const longSender = `Nadia Benali (${name})`;
      const maxLength = await page.evaluateOn(field("msg"), (element) => (element as HTMLTextAreaElement).maxLength);
      const lines = Array.from({ length: 60 }, (_, n) => `Ligne ${n + 1} de la demande envoyée depuis ${name}`);
      const start = `${lines.join("\n")}\n`;
      const longMessage = start + "x".repeat(maxLength - start.length);
      await page.fill(field("name"), longSender);
      await page.fill(field("email"), "nadia@exemple.ma");
      // Set in the page, then posted by the browser's own form submission.
      await page.evaluateOn(field("msg"), (element, text) => void Object.assign(element, { value: text }), longMessage);
      expect((await sendAndConfirm(longSender))?.msg).toBe(longMessage);

      // A PDF drawing: the company's e-mail names the file and its size, and links to the console, not to the file.
      const fileSender = `Omar Tazi (${name}, sans JS)`;
      await page.fill(field("name"), fileSender);
      await page.fill(field("email"), "omar@exemple.ma");
      await page.fill(field("msg"), `Devis pour la bride du plan joint, depuis ${name}.`);
      await page.chooseFiles(fileInput, [drawing]);
      const withFile = await sendAndConfirm(fileSender);
      expect(withFile?.msg).toContain(drawingLine);
      expect(withFile?.msg).toMatch(consoleLink);
    });
  });

  it.sequential.for([viewports.phone, viewports.desktop])(
    "with JavaScript at %o, the form wakes as the visitor fills it, validates in place, lists a chosen PDF drawing, then sends it with the message and the popup",
    async (viewport, { expect }) => {
      const sender = `Nadia Bennani (${name}, ${viewport.width} px)`;
      const options = { viewport, javaScript: true, clientIp: javaScriptIps[name], attempts: 1 };
      await withReadyPage(engine(), `${baseURL}/`, options, async (page) => {
        await page.fill(field("name"), sender);
        await page.fill(field("email"), "pas une adresse");
        await page.fill(field("msg"), `Demande envoyée depuis ${name} avec JavaScript.`);
        await expect.poll(() => page.count(awakeIsland), { timeout: 15_000, interval: 200 }).toBe(1);
        // Chosen before the first submit, and the listing awaited: a click never lands while the island adds it.
        await page.chooseFiles(fileInput, [drawing]);
        // The island lists the chosen file with its size and a button to remove it.
        await expect.poll(() => page.text(form).catch(() => ""), settles).toContain("plan-bride.pdf");
        const address = await page.url();
        await page.click(submit);
        await expect.poll(() => page.text(form).catch(() => ""), settles).toContain(copy.errors.email);
        expect(await page.url()).toBe(address);
        expect(await page.evaluateOn(field("name"), value)).toBe(sender);

        await page.fill(field("email"), "nadia@exemple.ma");
        await inTurn(async () => {
          await page.click(submit);
          const popup: Target = { role: "dialog" };
          await expect.poll(() => page.isVisible(popup), settles).toBe(true);
          expect(await page.text(popup)).toContain(copy.success.text);
          expect(await page.url()).toBe(address);
          // Sent, not only stored: the turn ends once EmailJS has it, the drawing named and linked to the console.
          await expect.poll(async () => (await sentBy(sender)).length, { timeout: 10_000 }).toBe(1);
          const [sent] = await sentBy(sender);
          expect(sent?.msg).toContain(drawingLine);
          expect(sent?.msg).toMatch(consoleLink);
        });
      });
    },
  );
});

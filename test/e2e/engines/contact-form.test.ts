import { describe, inject, it } from "vitest";
import { contactFormCopy as copy } from "#app/content/contact-form.ts";
import { viewports } from "#harness/browser.ts";
import { engineNames, openReady, type Target, useEngine } from "#test/support/engines/index.ts";

const baseURL = inject("baseURL");
const emailjsURL = inject("emailjsURL");

/** What the fake EmailJS has received so far (other test files' messages included). */
async function providerRequests(): Promise<{ template_params: Record<string, string> }[]> {
  return (await fetch(`${emailjsURL}/__requests`)).json();
}

const form: Target = { role: "form", name: copy.title };
const field = (name: keyof typeof copy.fields): Target => ({
  role: "textbox",
  name: copy.fields[name].label,
  within: form,
});
const submit: Target = { role: "button", name: copy.submit, within: form };
const value = (element: Element) => (element as HTMLInputElement).value;

/** Each engine posts from its own documentation address: the per-address limit (5 a minute) is shared by other test files. */
const clientIps = { chromium: "192.0.2.71", firefox: "192.0.2.72", webkit: "192.0.2.73" } as const;
const longMessageIps = { chromium: "192.0.2.74", firefox: "192.0.2.75", webkit: "192.0.2.76" } as const;

// The three engines at once (decision 075).
describe.each(engineNames)("%s", { timeout: 120_000, concurrent: true }, (name) => {
  const engine = useEngine(name);

  // One test of an engine at a time: WebKit's driver holds one session.
  it.sequential("without JavaScript, the contact form on / posts, shows the errors beside the kept values, then the confirmation", async ({
    expect,
  }) => {
    const page = await openReady(engine(), `${baseURL}/`, {
      viewport: viewports.desktop,
      javaScript: false,
      clientIp: clientIps[name],
    });
    const sender = `Youssef Alaoui (${name})`;
    const message = `Demande de devis envoyée depuis ${name}.`;
    try {
      await page.fill(field("name"), sender);
      await page.fill(field("email"), "pas une adresse");
      await page.fill(field("numTele"), "0539");
      await page.click(submit);

      await expect
        .poll(() => page.text(form).catch(() => ""), { timeout: 10_000, interval: 200 })
        .toContain(copy.errors.email);
      const errorsShown = await page.text(form);
      expect(errorsShown).toContain(copy.errors.msg);
      expect(errorsShown).not.toContain(copy.errors.name);
      expect(await page.evaluateOn(field("name"), value)).toBe(sender);
      expect(await page.evaluateOn(field("email"), value)).toBe("pas une adresse");
      expect(await page.evaluateOn(field("numTele"), value)).toBe("0539");
      expect(await page.attribute(field("email"), "aria-invalid")).toBe("true");

      await page.fill(field("email"), "youssef@exemple.ma");
      await page.fill(field("msg"), message);
      await page.click(submit);

      const status: Target = { role: "status" };
      await expect
        .poll(() => page.text(status).catch(() => ""), { timeout: 10_000, interval: 200 })
        .toContain(copy.success.text);
      expect(await page.text(form)).not.toContain(copy.errors.email);
      expect(await page.evaluateOn(field("name"), value)).toBe("");

      await expect
        .poll(
          async () =>
            (await providerRequests()).map((request) => request.template_params).filter((sent) => sent.name === sender),
          { timeout: 10_000 },
        )
        .toEqual([{ name: sender, email: "youssef@exemple.ma", numTele: "0539", msg: message }]);
    } finally {
      await page.close();
    }
  });

  it.sequential("without JavaScript, a message at exactly the textarea's maxlength, line breaks included, is taken whole (decision 081)", async ({
    expect,
  }) => {
    const page = await openReady(engine(), `${baseURL}/`, {
      viewport: viewports.desktop,
      javaScript: false,
      clientIp: longMessageIps[name],
    });
    const sender = `Nadia Benali (${name})`;
    try {
      // Counted as the textarea counts it: a line break is one; the browser posts it as CRLF.
      const maxLength = await page.evaluateOn(field("msg"), (element) => (element as HTMLTextAreaElement).maxLength);
      const lines = Array.from({ length: 60 }, (_, n) => `Ligne ${n + 1} de la demande envoyée depuis ${name}`);
      const start = `${lines.join("\n")}\n`;
      const message = start + "x".repeat(maxLength - start.length);
      expect(message).toHaveLength(maxLength);

      await page.fill(field("name"), sender);
      await page.fill(field("email"), "nadia@exemple.ma");
      // Set in the page, then posted by the browser's own form submission.
      await page.evaluateOn(
        field("msg"),
        (element, text) => {
          (element as HTMLTextAreaElement).value = text;
        },
        message,
      );
      await page.click(submit);

      await expect
        .poll(() => page.text({ role: "status" }).catch(() => ""), { timeout: 10_000, interval: 200 })
        .toContain(copy.success.text);
      await expect
        .poll(
          async () =>
            (await providerRequests())
              .map((request) => request.template_params)
              .filter((sent) => sent.name === sender)
              .map((sent) => sent.msg),
          { timeout: 10_000 },
        )
        .toEqual([message]);
    } finally {
      await page.close();
    }
  });
});

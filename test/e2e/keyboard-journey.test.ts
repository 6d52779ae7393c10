import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { enhanced, openPage, viewports, visit } from "#harness/browser.ts";
import { focused, tabTo } from "#test/support/keyboard.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

// The contact form is built on another branch: this journey runs once it is merged.
/** The submit button (spec §2) and the success popup, in the form's own words (docs/decisions/012). */
const copy = { submit: "Envoyer", success: { text: "Merci, votre message nous a bien été transmis." } };

const baseURL = inject("baseURL");
const browser = browserForThisFile();

async function type(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 5 });
}

describe("the main journey, with the keyboard alone", () => {
  for (const [name, viewport] of Object.entries({ desktop: viewports.desktop, phone: viewports.phone })) {
    it(`home → a service page → the contact form → errors → fixed → sent (${name})`, async () => {
      const { page, context, errors } = await openPage(browser(), { viewport });
      await visit(page, `${baseURL}/`);

      // Home: the skip link comes first.
      await page.keyboard.press("Tab");
      expect(await focused(page)).toContain("Aller au contenu");

      // To a service page: through the header, opening the menu first on a phone.
      if (name === "phone") {
        await tabTo(page, (now) => now.includes("Ouvrir le menu"));
        await page.keyboard.press("Enter");
      }
      await tabTo(page, (now) => now.startsWith("a") && now.endsWith("Ingénierie"));
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}/ingenierie`);
      await expect.poll(() => page.locator("h1").innerText()).toMatch(/Ingénierie/i);

      // Back to the contact form: the footer's 'Contact' link, reached by going on through the page.
      await tabTo(page, (now) => now.startsWith("a") && now.endsWith(" Contact"), 150);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}/#contact`);
      // The form's own script answers from here (before it, the form posts to the page: its own test).
      await enhanced(page);
      await tabTo(page, (now) => now.startsWith("input#contact-name"));

      // Submit empty: three errors, and focus on the first field in error.
      await tabTo(page, (now) => now.startsWith("button") && now.includes(copy.submit));
      await page.keyboard.press("Enter");
      await expect.poll(() => page.locator(".contact-form__error").count()).toBe(3);
      expect(await focused(page)).toMatch(/^input#contact-name/);

      // Fix every field, in order, with Tab between them.
      await type(page, "Nadia Bennani");
      await page.keyboard.press("Tab");
      await type(page, "nadia@exemple.ma");
      await page.keyboard.press("Tab");
      await type(page, "0612345678");
      await page.keyboard.press("Tab");
      await type(page, "Bonjour, nous souhaitons un devis pour un convoyeur.");
      expect(await page.locator(".contact-form__error").count()).toBe(0);
      await tabTo(page, (now) => now.startsWith("button") && now.includes(copy.submit), 5);
      await page.keyboard.press("Enter");

      // Sent: the success popup takes focus; Escape closes it and focus returns to the form.
      const popup = page.getByRole("dialog");
      await popup.waitFor();
      expect(await popup.innerText()).toContain(copy.success.text);
      expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => popup.isVisible()).toBe(false);
      // Focus goes back in the dialog's close event, dispatched in a later task.
      await expect.poll(() => focused(page)).toMatch(/^button/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

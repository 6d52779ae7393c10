import { describe, expect, inject, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { contactFormCopyContent, navigationContent, pagesContent, siteChromeContent } from "#app/i18n/content.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { enhanced, openPage, viewports, visit } from "#harness/browser.ts";
import { focused, tabTo } from "#test/support/keyboard.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

/**
 * keyboard-journey.test.ts's journey in Arabic, right to left (issue 22, item 8): home → a service
 * page → the contact form → errors → fixed → sent, with the keyboard alone. It sends a message,
 * so it runs with the files that count what the served site shares (vitest.e2e.config.ts).
 */

const baseURL = inject("baseURL");
const browser = browserForThisFile();
const locale = "ar";
const copy = contactFormCopyContent[locale].contactFormCopy;
const { headerCopy, skipLinkLabel } = siteChromeContent[locale];
const engineering = pagesContent[locale].pageMeta.ingenierie.title;
const contact = navigationContent[locale].contactLink.label;

describe("the main journey in Arabic, with the keyboard alone", () => {
  for (const [name, viewport] of Object.entries({ desktop: viewports.desktop, phone: viewports.phone })) {
    it(`home → a service page → the contact form → errors → fixed → sent (${name})`, async () => {
      // An address of its own for each test: the French journey's messages do not spend its per-minute limit.
      const clientIp = name === "desktop" ? "192.0.2.71" : "192.0.2.72";
      const { page, context, errors } = await openPage(browser(), {
        viewport,
        locale: "ar-MA",
        extraHTTPHeaders: { "cf-connecting-ip": clientIp },
      });
      await visit(page, `${baseURL}/ar`);
      expect(await page.locator("html").getAttribute("dir")).toBe("rtl");

      await page.keyboard.press("Tab");
      expect(await focused(page)).toContain(skipLinkLabel);

      if (name === "phone") {
        await tabTo(page, (now) => now.includes(headerCopy.openMenu));
        await page.keyboard.press("Enter");
      }
      await tabTo(page, (now) => now.startsWith("a") && now.endsWith(engineering));
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}${localizedPath(pageMeta.ingenierie.path, locale)}`);

      // Back to the form through the footer's contact link, which stays in Arabic.
      await tabTo(page, (now) => now.startsWith("a") && now.endsWith(` ${contact}`), 150);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseURL}/ar#contact`);
      await enhanced(page);
      await tabTo(page, (now) => now.startsWith("input#contact-name"));

      await tabTo(page, (now) => now.startsWith("button") && now.includes(copy.submit));
      await page.keyboard.press("Enter");
      await expect
        .poll(() => page.locator(".contact-form__error").allInnerTexts())
        .toEqual([copy.errors.name, copy.errors.email, copy.errors.msg]);
      expect(await focused(page)).toMatch(/^input#contact-name/);

      // Arabic typed into the fields, Latin where an address must be.
      await page.keyboard.type("نادية بناني", { delay: 5 });
      await page.keyboard.press("Tab");
      await page.keyboard.type("nadia@exemple.ma", { delay: 5 });
      await page.keyboard.press("Tab");
      await page.keyboard.type("0612345678", { delay: 5 });
      await page.keyboard.press("Tab");
      await page.keyboard.type(`نرغب في عرض سعر لناقل (${name}).`, { delay: 5 });
      expect(await page.locator(".contact-form__error").count()).toBe(0);
      await tabTo(page, (now) => now.startsWith("button") && now.includes(copy.submit), 5);
      await page.keyboard.press("Enter");

      const popup = page.getByRole("dialog");
      await popup.waitFor();
      expect(await popup.innerText()).toContain(copy.success.text);
      await page.keyboard.press("Escape");
      await expect.poll(() => popup.isVisible()).toBe(false);
      await expect.poll(() => focused(page)).toMatch(/^button/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

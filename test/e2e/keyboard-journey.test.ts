import type { Page } from "playwright-core";
import { inject } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { contactFormCopyContent, navigationContent, pagesContent, siteChromeContent } from "#app/i18n/content.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { enhanced, viewports, visit } from "#harness/browser.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";

// The main journey with the keyboard alone, in French and in Arabic (right to left, issue 22):
// home → a service page → the contact form → errors → fixed → sent.
const baseURL = inject("baseURL");
const it = chromiumTest();

/** A short description of what has focus, for matching and for failure messages. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "body";
    const name = element.getAttribute("aria-label") ?? element.textContent?.trim().replace(/\s+/g, " ") ?? "";
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} ${name}`.trim();
  });
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, matches: (description: string) => boolean, limit = 80) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (matches(now)) return;
    seen.push(now);
  }
  throw new Error(`not reached with Tab after ${limit} presses; focus went through:\n${seen.join("\n")}`);
}

/**
 * Both widths and directions once: the phone's menu in Arabic, the desktop's header in French (the other pairs:
 * a11y.test.ts, languages-in-browser.test.ts). An address each: the contact limit (5 a minute) is per address.
 */
const journeys = [
  { locale: "fr", width: "desktop", clientIp: "192.0.2.81" },
  { locale: "ar", width: "phone", clientIp: "192.0.2.84" },
] as const;
const typed = {
  fr: { name: "Nadia Bennani", message: "Bonjour, nous souhaitons un devis pour un convoyeur." },
  ar: { name: "نادية بناني", message: "نرغب في عرض سعر لناقل." },
};

it.for(journeys)(
  "the main journey with the keyboard alone, $locale, $width: home → a service page → the contact form → errors → fixed → sent; each new page starts as a fresh load, its first Tab on the skip link, which moves focus to the main content, or at the section the link names",
  async ({ locale, width, clientIp }, { expect, open }) => {
    const copy = contactFormCopyContent[locale].contactFormCopy;
    const { headerCopy, skipLinkLabel } = siteChromeContent[locale];
    const engineering = pagesContent[locale].pageMeta.ingenierie.title;
    const contact = navigationContent[locale].contactLink.label;
    const home = localizedPath(pageMeta.home.path, locale);
    const { page, errors } = await open({
      viewport: viewports[width],
      locale: locale === "ar" ? "ar-MA" : "fr-FR",
      extraHTTPHeaders: { "cf-connecting-ip": clientIp },
    });
    await visit(page, baseURL + home);
    expect(await page.locator("html").getAttribute("dir")).toBe(locale === "ar" ? "rtl" : "ltr");

    // Home: the skip link comes first, shown once focused.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toContain(skipLinkLabel);
    expect(await page.locator(":focus").isVisible()).toBe(true);

    // To a service page: through the header, opening the menu first on a phone.
    if (width === "phone") {
      await tabTo(page, (now) => now.includes(headerCopy.openMenu));
      await page.keyboard.press("Enter");
    }
    await tabTo(page, (now) => now.startsWith("a") && now.endsWith(engineering));
    await page.keyboard.press("Enter");
    await page.waitForURL(baseURL + localizedPath(pageMeta.ingenierie.path, locale));
    // A document navigation: the first Tab reaches the skip link, which moves focus into the main content.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toContain(skipLinkLabel);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contenu");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);

    // Back to the form through the footer's contact link, reached by going on through the page.
    await tabTo(page, (now) => now.startsWith("a") && now.endsWith(` ${contact}`), 150);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseURL}${home}#contact`);
    await enhanced(page);
    // The section the link names is where the next Tab goes on from: its first field.
    await tabTo(page, (now) => now.startsWith("input#contact-name"), 1);

    // Submit empty: three errors, and focus on the first field in error.
    await tabTo(page, (now) => now.startsWith("button") && now.includes(copy.submit));
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator(".contact-form__error").allInnerTexts())
      .toEqual([copy.errors.name, copy.errors.email, copy.errors.msg]);
    expect(await focused(page)).toMatch(/^input#contact-name/);

    // Fix every field, in order, with Tab between them (Latin where an address must be).
    for (const text of [typed[locale].name, "nadia@exemple.ma", "0612345678", typed[locale].message]) {
      if (text !== typed[locale].name) await page.keyboard.press("Tab");
      await page.keyboard.type(text, { delay: 5 });
    }
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
  },
);

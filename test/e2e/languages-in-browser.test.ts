import { existsSync } from "node:fs";
import { describe, inject, it } from "vitest";
import { carouselMessages } from "#app/content/carousels.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { contactFormCopyContent, notFoundContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, localeSettings, locales, localizedPath } from "#app/i18n/locales.ts";
import { socialImagePath } from "#app/lib/social-card.ts";
import { enhanced, islandAwake, openPage, scrollThrough, viewports, visit } from "#harness/browser.ts";
import { axeViolations } from "#test/support/accessibility.ts";
import { enhancerScript, pageScripts } from "#test/support/page-scripts.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

/**
 * English and Arabic in the browser (issue 22): a sample of what the French pages' own files check
 * on every page (axe at two widths), and what only the languages add (the switcher, right to left,
 * the form's copy in its language with JavaScript, the /404 flow). Valid HTML and the byte budgets
 * cover every page in every language in their own files (html-validity, budgets).
 * Nothing here sends a message: the keyboard journey in Arabic that does is languages-journey.test.ts.
 */

const baseURL = inject("baseURL");
const browser = browserForThisFile();
const translated = locales.filter((locale) => locale !== defaultLocale);
const widths = { phone: viewports.phone, desktop: viewports.desktop };

/** The sample: the home page, a catalogue page and the legal notice, in each language. */
const sampleKeys: PageKey[] = ["home", "schmersal", "mentionsLegales"];
const sample = translated.flatMap((locale) =>
  sampleKeys.map((key) => ({ locale, key, path: localizedPath(pageMeta[key].path, locale) })),
);
const copyIn = (locale: Locale) => contactFormCopyContent[locale].contactFormCopy;

// Valid HTML of every page in every language, and of the no-JavaScript form's errors in each:
// html-validity.test.ts, in the same run of the Nu checker as the French pages.

describe("axe-core in English and Arabic, at 375 and 1280 px", () => {
  // One load, resized, as in a11y.test.ts.
  it.for(sample)("$path at 375 px, then resized to 1280 px", { timeout: 120_000 }, async ({ path }, { expect }) => {
    const { page, context } = await openPage(browser(), { viewport: widths.phone });
    await visit(page, baseURL + path, { waitUntil: "networkidle" });
    for (const [name, viewport] of Object.entries(widths)) {
      await page.setViewportSize(viewport);
      await scrollThrough(page);
      expect((await axeViolations(page)).join("\n"), `at ${viewport.width} px (${name})`).toBe("");
    }
    await context.close();
  });

  it.for(translated)("%s: with the mobile menu open, its languages included", async (locale, { expect }) => {
    const { page, context } = await openPage(browser(), { viewport: viewports.phone });
    await visit(page, baseURL + localizedPath("/ingenierie", locale));
    await enhanced(page);
    await page.locator(".site-header__menu").click();
    const menuLanguages = page.locator(".main-nav__languages .language-switcher__link");
    await menuLanguages.first().waitFor();
    expect(await menuLanguages.allInnerTexts()).toEqual(locales.map((other) => localeSettings[other].name));
    expect((await axeViolations(page)).join("\n")).toBe("");
    await context.close();
  });
});

describe("the language switcher", () => {
  it("leads to the same page in the other language, without JavaScript", async ({ expect }) => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop, javaScriptEnabled: false });
    await page.goto(`${baseURL}/en/distribution/schmersal`);
    await page.locator(".language-switcher--bar").getByRole("link", { name: "العربية" }).click();
    await page.waitForURL(`${baseURL}/ar/distribution/schmersal`);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await page.locator(".language-switcher--bar").getByRole("link", { name: "Français" }).click();
    await page.waitForURL(`${baseURL}/distribution/schmersal`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await context.close();
  });
});

describe("right to left", () => {
  it("the layout mirrors: the logo at the right, the panel opens at the left", async ({ expect }) => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop });
    await visit(page, `${baseURL}/ar`);
    await enhanced(page);
    const logo = await page.locator(".site-header__logo").boundingBox();
    expect(logo && logo.x + logo.width).toBeGreaterThan(viewports.desktop.width / 2);
    await page.locator(".site-header__info").click();
    const panel = page.locator(".contact-panel");
    await panel.waitFor();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    await context.close();
  });

  it("the carousel: chevrons point the other way, the arrow keys follow, Swiper runs right to left", async ({
    expect,
  }) => {
    const { page, context } = await openPage(browser(), { viewport: viewports.desktop });
    await visit(page, `${baseURL}/ar/ingenierie`);
    const carousel = page.locator(".carousel").first();
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForSelector(".carousel .swiper-initialized", { state: "attached" });
    expect(await carousel.locator(".swiper").getAttribute("class")).toContain("swiper-rtl");
    const flipped = await carousel
      .locator(".carousel__next .icon")
      .evaluate((icon) => getComputedStyle(icon).transform);
    expect(flipped).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    // Still, so that only the keys move it; each key waits for the slide in motion to land.
    const slideLanded = () =>
      carousel
        .locator(".swiper-wrapper")
        .evaluate((wrapper) =>
          Promise.all(wrapper.getAnimations().map((animation) => animation.finished.catch(() => {}))),
        );
    await carousel.locator(".carousel__toggle").click();
    await slideLanded();
    const current = () => carousel.locator(".carousel__dot[aria-current]").getAttribute("href");
    const first = await current();
    await carousel.locator(".carousel__next").focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(current).not.toBe(first);
    await slideLanded();
    await page.keyboard.press("ArrowRight");
    await expect.poll(current).toBe(first);
    expect(await carousel.locator(".carousel__toggle").getAttribute("aria-label")).not.toBe(carouselMessages.play);
    await context.close();
  });
});

describe("the contact form with JavaScript, in its page's language", () => {
  it.for(translated)("%s: errors, the sending request and the failure popup", async (locale, { expect }) => {
    const { page, context, errors } = await openPage(browser(), { viewport: viewports.phone });
    await visit(page, `${baseURL}${localizedPath("/", locale)}#contact`);
    await page.locator("#contact-name").focus();
    await islandAwake(page);
    await page.locator(".contact-form__submit").click();
    const copy = copyIn(locale);
    await expect
      .poll(() => page.locator(".contact-form__error").allInnerTexts())
      .toEqual([copy.errors.name, copy.errors.email, copy.errors.msg]);

    // What the island sends: the page's language, in the body and in Content-Language; then a network failure.
    const sent: { language: string | null; locale: unknown }[] = [];
    await page.route("**/api/contact", async (route) => {
      const request = route.request();
      sent.push({ language: await request.headerValue("content-language"), locale: request.postDataJSON().locale });
      await route.abort();
    });
    await page.locator("#contact-name").fill("Nadia Bennani");
    await page.locator("#contact-email").fill("nadia@example.ma");
    await page.locator("#contact-message").fill("Hello");
    await page.locator(".contact-form__submit").click();
    const popup = page.getByRole("dialog");
    await popup.waitFor();
    expect(await popup.locator(".contact-popup__title").innerText()).toBe(copy.failure.title);
    expect(await popup.locator(".contact-popup__close").innerText()).toBe(copy.close);
    expect(sent).toEqual([{ language: locale, locale }]);
    // The island fetched its own language's copy, and no other's.
    const copies = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => /contact-form-copy/.test(path)),
    );
    expect(copies).toHaveLength(1);
    expect(errors.filter((error) => !/Failed to load resource|ERR_FAILED/.test(error))).toEqual([]);
    await context.close();
  });
});

describe("unknown paths and /404 in the browser", () => {
  it.for(translated)(
    "%s: an unknown path ends on its /404, which returns to its home page after 5 s",
    async (locale, { expect }) => {
      const { page, context } = await openPage(browser(), { viewport: viewports.phone });
      await page.clock.install();
      await visit(page, `${baseURL}${localizedPath("/pas-de-page", locale)}`);
      expect(new URL(page.url()).pathname).toBe(localizedPath("/404", locale));
      expect(await page.locator(".not-found__status").textContent()).toBe(notFoundContent[locale].notFoundPage.status);
      await enhanced(page);
      await page.clock.runFor(notFoundContent[locale].notFoundPage.redirectDelayMs);
      await page.waitForURL(`${baseURL}${localizedPath("/", locale)}`);
      await context.close();
    },
  );
});

describe("budgets in English and Arabic", () => {
  const contentPaths = translated.flatMap((locale) =>
    (Object.keys(pageMeta) as PageKey[])
      .filter((key) => key !== "home" && key !== "notFound")
      .map((key) => localizedPath(pageMeta[key].path, locale)),
  );

  // Their HTML's gzip budget: budgets.test.ts, every page in every language.
  it.for(contentPaths)("%s: a static file, its one script the enhancer", async (path, { expect }) => {
    const response = await fetch(baseURL + path);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag"), "served by the asset server").toBeTruthy();
    const html = await response.text();
    expect(html).not.toContain("__reactRouter");
    expect(pageScripts(html)).toEqual([expect.stringMatching(enhancerScript)]);
  });

  // Each home page's HTML and scripts: budgets.test.ts, in every language.

  it("every page has its social card in every language", ({ expect }) => {
    for (const locale of locales) {
      for (const key of Object.keys(pageMeta) as PageKey[]) {
        expect(existsSync(`public${socialImagePath(key, locale)}`), `${locale} ${key}`).toBe(true);
      }
    }
  });
});

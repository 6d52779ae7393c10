import { describe, expect, inject, it } from "vitest";
import { mainNavigation } from "#app/content/navigation.ts";
import { pageMeta } from "#app/content/pages.ts";
import { openPage, viewports, visit } from "#harness/browser.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

const baseURL = inject("baseURL");
const browser = browserForThisFile();

describe("header navigation", () => {
  it("highlights the link of the current route, and only that one", async () => {
    const { page, context } = await openPage(browser());
    for (const link of mainNavigation) {
      await visit(page, baseURL + link.to);
      const current = page.locator('#main-navigation a[aria-current="page"]');
      await expect.poll(() => current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe(link.to);
    }
    await visit(page, `${baseURL}/distribution/schmersal`);
    expect(await page.locator('#main-navigation a[aria-current="page"]').getAttribute("href")).toBe("/distribution");
    await context.close();
  });

  it("opens and closes the mobile menu at 375 px, and a link click closes it", async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.phone });
    await visit(page, `${baseURL}/`);
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    const nav = page.locator("#main-navigation");
    await expect.poll(() => nav.isVisible()).toBe(false);

    await menuButton.click();
    expect(await page.locator(".site-header__menu").getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => nav.isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("site-header__menu"))).toBe(true);

    await page.locator(".site-header__menu").click();
    await nav.getByRole("link", { name: "Maintenance" }).click();
    await page.waitForURL(`${baseURL}/maintenance`);
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await page.locator(".site-header__menu").getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  it("opens the contact panel, closes it with Escape and its button, and returns focus", async () => {
    const { page, context } = await openPage(browser(), { viewport: viewports.phone });
    await visit(page, `${baseURL}/ingenierie`);
    const infoButton = page.getByRole("button", { name: "Coordonnées de contact" });
    const panel = page.getByRole("dialog", { name: "Nous joindre" });

    await infoButton.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await infoButton.getAttribute("aria-expanded")).toBe("true");
    expect(await panel.locator('a[href^="tel:+212"]').count()).toBe(1);
    expect(await panel.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await panel.locator(".social-links li").count()).toBe(4);
    expect(await panel.locator('.social-links a[href*="linkedin.com/company/"]').count()).toBe(1);

    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    // The dialog's close event (which resets aria-expanded) is dispatched in a later task.
    await expect.poll(() => infoButton.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Coordonnées de contact",
    );

    await infoButton.click();
    await panel.getByRole("button", { name: "Fermer le panneau de contact" }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  });

  it("reaches the home page's contact section from any page", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 375, height: 400 } });
    await visit(page, `${baseURL}/formation`);
    await page.locator(".site-footer").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${baseURL}/#contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.locator("#contact").evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
    await context.close();
  });
});

describe("client-side navigation", () => {
  it("shows the red progress bar while the next route loads, then fades it out", async () => {
    const { page, context } = await openPage(browser());
    await visit(page, `${baseURL}/`);
    // Hold the next route's code back so the loading state lasts long enough to observe.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/maintenance-[^/]*\.js$|\/__manifest/, async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.locator(".navigation-progress");
    await page.locator("#main-navigation").getByRole("link", { name: "Maintenance" }).click();
    await expect.poll(() => bar.getAttribute("data-state")).toBe("loading");
    const width = await page
      .locator(".navigation-progress__bar")
      .evaluate((node) => getComputedStyle(node).backgroundImage);
    expect(width).toContain("linear-gradient");
    release();
    await page.waitForURL(`${baseURL}/maintenance`);
    await expect.poll(() => bar.getAttribute("data-state")).toBe("done");
    await context.close();
  });

  it("starts every new page at the top", async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 375, height: 500 } });
    await visit(page, `${baseURL}/montage`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator(".site-footer").getByRole("link", { name: "Maintenance" }).click();
    await page.waitForURL(`${baseURL}/maintenance`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
    await context.close();
  });
});

describe("unknown paths", () => {
  it("go to /404, which returns to the home page after about 5 seconds", async () => {
    const { page, context } = await openPage(browser());
    const response = await visit(page, `${baseURL}/cette-page-n-existe-pas`);
    expect(new URL(page.url()).pathname).toBe("/404");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toMatch(/404\s+Page introuvable/i);
    const shownAt = Date.now();
    await page.waitForURL(`${baseURL}/`, { timeout: 10_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(4_000);
    expect(elapsed).toBeLessThan(8_000);
    await context.close();
  });

  it("do not animate the dots for visitors who prefer reduced motion", async () => {
    const { page, context } = await openPage(browser(), { reducedMotion: "reduce" });
    await visit(page, `${baseURL}/404`);
    const animation = await page
      .locator(".not-found__dots span")
      .first()
      .evaluate((dot) => getComputedStyle(dot).animationName);
    expect(animation).toBe("none");
    await context.close();
  });
});

describe("every route", () => {
  const routes = Object.values(pageMeta).map((page) => page.path);

  it.each(routes)("%s loads, hydrates and logs no console error", async (path) => {
    const { page, context, errors } = await openPage(browser());
    await visit(page, baseURL + path, { waitUntil: "networkidle" });
    // Chromium reports /404's own status as a console error: that one is intended.
    const intended = `Failed to load resource: the server responded with a status of 404 (Not Found) (${baseURL}/404)`;
    // Hydrated: a client-side interaction works.
    await page.getByRole("button", { name: "Coordonnées de contact" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Nous joindre" }).isVisible()).toBe(true);
    expect(errors.filter((error) => error !== intended)).toEqual([]);
    await context.close();
  });
});

import { describe, inject } from "vitest";
import { company } from "#app/content/company.ts";
import { mainNavigation } from "#app/content/navigation.ts";
import { notFoundPage } from "#app/content/not-found.ts";
import { viewports, visit } from "#harness/browser.ts";
import { expandedState } from "#test/support/accessibility.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";
import { watchViolations } from "#test/support/csp-violations.ts";
import { withoutSpeculation } from "#test/support/without-speculation.ts";

const baseURL = inject("baseURL");
const it = chromiumTest();

describe("header navigation", () => {
  it("highlights the link of the current route, and only that one", async ({ expect, open }) => {
    const { page } = await open();
    for (const link of mainNavigation) {
      await visit(page, baseURL + link.to);
      const current = page.locator('#main-navigation a[aria-current="page"]');
      await expect.poll(() => current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe(link.to);
    }
    await visit(page, `${baseURL}/distribution/schmersal`);
    expect(await page.locator('#main-navigation a[aria-current="page"]').getAttribute("href")).toBe("/distribution");
  });

  it("opens the contact panel, closes it with Escape and its button, and returns focus", async ({ expect, open }) => {
    const { page } = await open({ viewport: viewports.phone });
    const socialIconFile = new RegExp(
      `/assets/(${company.social.map((link) => link.network).join("|")})-[\\w-]+\\.svg$`,
    );
    const socialIconRequests: string[] = [];
    page.on("request", (request) => {
      if (socialIconFile.test(request.url())) socialIconRequests.push(request.url());
    });
    await visit(page, `${baseURL}/ingenierie`);
    // The panel's social icons are lazy: the page loads without them (decision 008).
    expect(socialIconRequests).toEqual([]);
    const infoButton = page.getByRole("button", { name: "Coordonnées de contact" });
    const panel = page.getByRole("dialog", { name: "Nous joindre" });

    await infoButton.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    // A modal: the page behind, its button included, is out of reach until it closes.
    expect(await panel.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    expect(await expandedState(page, ".site-header__info")).toBeUndefined();
    expect(await panel.locator('a[href^="tel:+212"]').count()).toBe(1);
    expect(await panel.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await panel.locator(".social-links li").count()).toBe(4);
    expect(await panel.locator('.social-links a[href*="linkedin.com/company/"]').count()).toBe(1);
    await expect
      .poll(() =>
        panel
          .locator(".social-icon")
          .evaluateAll((icons) => icons.map((icon) => (icon as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual(company.social.map(() => true));
    expect(socialIconRequests).toHaveLength(company.social.length);

    await page.keyboard.press("Escape");
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => expandedState(page, ".site-header__info")).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Coordonnées de contact",
    );

    await infoButton.click();
    await panel.getByRole("button", { name: "Fermer le panneau de contact" }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
  });

  it("reaches the home page's contact section from any page", async ({ expect, open }) => {
    const { page } = await open({ viewport: { width: 375, height: 400 } });
    await visit(page, `${baseURL}/formation`);
    await page.locator(".site-footer").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${baseURL}/#contact`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const top = await page.locator("#contact").evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
  });
});

// Without JavaScript, the menu and the contact panel: test/e2e/engines/header.test.ts, in three
// engines; the carousels: pages-in-browser.test.ts.
describe("navigation between pages", () => {
  it("prepares the next page while a link is hovered: the enhancer's speculation rules, valid and let in by the policy", async ({
    expect,
    open,
  }) => {
    const { page, context } = await open();
    const violations = await watchViolations(page);
    // Chromium's own account of the page's rules and of what they fetched (DevTools' Preload domain).
    const devTools = await context.newCDPSession(page);
    const ruleErrors: (string | undefined)[] = [];
    const prefetched: string[] = [];
    devTools.on("Preload.ruleSetUpdated", ({ ruleSet }) => ruleErrors.push(ruleSet.errorType));
    devTools.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
      if (status === "Ready") prefetched.push(prefetchUrl);
    });
    await devTools.send("Preload.enable");
    // A page the Worker renders (its policy has a nonce), then a prerendered one (it has none).
    await visit(page, `${baseURL}/`);
    await expect.poll(() => ruleErrors).toEqual([undefined]);
    await visit(page, `${baseURL}/ingenierie`);
    await expect.poll(() => ruleErrors).toEqual([undefined, undefined]);
    await page.locator(".site-header__logo").hover();
    await expect.poll(() => prefetched).toContain(`${baseURL}/`);
    expect(await violations()).toEqual([]);
  });

  it("adds the speculation rules only once the page has loaded: they are no work for the page being opened", async ({
    expect,
    open,
  }) => {
    const { page, context } = await open();
    // The page's illustrations are held (the hero's is eager), so its load event waits for the test.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/images\/illustrations\//, async (route) => {
      await held;
      await route.continue();
    });
    const rules = () => page.locator('script[type="speculationrules"]').count();
    await visit(page, `${baseURL}/`, { waitUntil: "commit" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(await rules()).toBe(0);
    release();
    await page.waitForFunction(() => document.readyState === "complete");
    await expect.poll(rules).toBe(1);
  });

  it("shows the red progress bar while the next page loads, then the new page fades it out", async ({
    expect,
    open,
  }) => {
    const { page, context } = await open();
    // No speculative prefetch: it would fetch the page past the hold below.
    await withoutSpeculation(context);
    await visit(page, `${baseURL}/`);
    // Hold the next page back so the loading state lasts long enough to observe.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrive!: () => void;
    const requested = new Promise<void>((resolve) => (arrive = resolve));
    await context.route(`${baseURL}/maintenance`, async (route) => {
      arrive();
      await held;
      await route.continue();
    });
    const bar = page.locator(".navigation-progress");
    // While a document navigation is pending, the old page cannot be queried: it notes what its
    // bar shows at each change, in storage the next page of the tab can read.
    await page.evaluate(() => {
      const progress = document.querySelector(".navigation-progress")!;
      const seen: { state: string | null; background: string; opacity: string }[] = [];
      new MutationObserver(() => {
        const style = getComputedStyle(progress.firstElementChild!);
        seen.push({
          state: progress.getAttribute("data-state"),
          background: style.backgroundImage,
          opacity: style.opacity,
        });
        sessionStorage.setItem("test:progress", JSON.stringify(seen));
      }).observe(progress, { attributes: true, attributeFilter: ["data-state"] });
    });
    // A plain mouse click: locator.click() would wait for the held navigation.
    const link = await page.locator("#main-navigation").getByRole("link", { name: "Maintenance" }).boundingBox();
    await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
    // The old page stays on show while the next one is held: until the browser has asked for it.
    await requested;
    release();
    await page.waitForURL(`${baseURL}/maintenance`);
    const seen = JSON.parse((await page.evaluate(() => sessionStorage.getItem("test:progress"))) ?? "[]");
    expect(seen[0]).toEqual({ state: "loading", background: expect.stringContaining("linear-gradient"), opacity: "1" });
    // The new page finishes the bar on its first display.
    await expect.poll(() => bar.getAttribute("data-state")).toBe("done");
  });

  it("starts every new page at the top", async ({ expect, open }) => {
    const { page } = await open({ viewport: { width: 375, height: 500 } });
    await visit(page, `${baseURL}/montage`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator(".site-footer").getByRole("link", { name: "Maintenance" }).click();
    await page.waitForURL(`${baseURL}/maintenance`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
  });

  // The new page says whether it arrives with a cross-document view transition (decision 005).
  it.for([
    { reducedMotion: "no-preference", crossFades: true },
    { reducedMotion: "reduce", crossFades: false },
  ] as const)(
    "cross-fades to the next page unless the visitor prefers reduced motion ($reducedMotion)",
    async ({ reducedMotion, crossFades }, { expect, open }) => {
      const { page, context } = await open({ reducedMotion });
      await context.addInitScript(() => {
        addEventListener("pagereveal", (event) => {
          document.documentElement.dataset.testViewTransition = String(event.viewTransition !== null);
        });
      });
      await visit(page, `${baseURL}/montage`);
      await page.locator(".site-footer").getByRole("link", { name: "Maintenance" }).click();
      await page.waitForURL(`${baseURL}/maintenance`);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.testViewTransition))
        .toBe(String(crossFades));
    },
  );
});

describe("unknown paths", () => {
  it("go to /404, whose dots stand still for a visitor who prefers reduced motion, and which returns to the home page once its delay is over, not before", async ({
    expect,
    open,
  }) => {
    const { page } = await open({ reducedMotion: "reduce" });
    // The page's timers run on Playwright's clock, stopped: only the test moves it.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    const response = await visit(page, `${baseURL}/cette-page-n-existe-pas`);
    expect(new URL(page.url()).pathname).toBe("/404");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toMatch(/404\s+Page introuvable/i);
    const dots = page.locator(".not-found__dots span").first();
    expect(await dots.evaluate((dot) => getComputedStyle(dot).animationName)).toBe("none");
    // The Navigation API's event fires as soon as the page asks to leave.
    await page.evaluate(() => {
      const global = window as unknown as { left: boolean; navigation: EventTarget };
      global.left = false;
      global.navigation.addEventListener("navigate", () => {
        global.left = true;
      });
    });
    await page.clock.runFor(notFoundPage.redirectDelayMs - 1);
    expect(await page.evaluate(() => (window as unknown as { left: boolean }).left)).toBe(false);
    await page.clock.runFor(1);
    await page.waitForURL(`${baseURL}/`);
  });
});

// Every route loaded, scrolled through, its panel opened, with no console error or CSP violation:
// a11y.test.ts, "every page".

import { describe, inject } from "vitest";
import { notFoundContent } from "#app/i18n/content.ts";
import { defaultLocale, locales, localizedPath } from "#app/i18n/locales.ts";
import { enhanced, fadeInsEnded, viewports, visit } from "#harness/browser.ts";
import { chromiumTest, holdRequests } from "#test/support/chromium-test.ts";
import { watchViolations } from "#test/support/csp-violations.ts";
import { withoutSpeculation } from "#test/support/stay-on-not-found.ts";

const baseURL = inject("baseURL");
const it = chromiumTest();

// Without JavaScript, the menu and the contact panel: test/e2e/engines/header.test.ts, in three
// engines; the carousels: pages-in-browser.test.ts.
describe("navigation between pages", () => {
  it("adds the enhancer's speculation rules once the page has loaded (no work for the page being opened), valid and let in by the policy: they prepare the next page while a link is hovered; the home page's policy blocks a script injected with no nonce, and a same-origin POST passes the Origin check", async ({
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
    // The page's illustrations are held (the hero's is eager), so its load event waits for the test.
    const release = await holdRequests(page, /\/images\/illustrations\//);
    const rules = () => page.locator('script[type="speculationrules"]').count();
    // A page the Worker renders (its policy has a nonce), then a prerendered one (it has none).
    await visit(page, `${baseURL}/`, { waitUntil: "commit" });
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    expect(await rules()).toBe(0);
    release();
    await page.waitForFunction(() => document.readyState === "complete");
    await expect.poll(rules).toBe(1);
    await expect.poll(() => ruleErrors).toEqual([undefined]);
    await visit(page, `${baseURL}/ingenierie`);
    await expect.poll(() => ruleErrors).toEqual([undefined, undefined]);
    await page.locator(".site-header__logo").hover();
    await expect.poll(() => prefetched).toContain(`${baseURL}/`);
    expect(await violations()).toEqual([]);

    // Back on the home page (the Worker's, its policy with a nonce): an inline script allowed to run would have run by
    // the time append() returns.
    await page.locator(".site-header__logo").click();
    await page.waitForURL(`${baseURL}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).some((report) => report.startsWith("script-src"))).toBe(true);
    const status = await page.evaluate(
      async () => (await fetch("/api/inexistant", { method: "POST", body: "{}" })).status,
    );
    // Past the guard (403) to the API's own answer for an unknown path.
    expect(status).toBe(404);
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
    const release = await holdRequests(page, `${baseURL}/maintenance`);
    const requested = page.waitForRequest(`${baseURL}/maintenance`);
    const bar = page.locator(".navigation-progress");
    // The old page cannot be queried while a navigation is pending: it notes each change for the next page to read.
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

  // The new page says whether it arrives with a cross-document view transition (decision 005).
  it.for([
    { reducedMotion: "no-preference", crossFades: true },
    { reducedMotion: "reduce", crossFades: false },
  ] as const)(
    "starts every new page at the top, cross-fading to it unless the visitor prefers reduced motion ($reducedMotion); the footer's contact link reaches the home page's contact section, which never hides",
    async ({ reducedMotion, crossFades }, { expect, open }) => {
      const { page, context } = await open({ viewport: { width: 375, height: 500 }, reducedMotion });
      await context.addInitScript(() => {
        addEventListener("pagereveal", (event) => {
          document.documentElement.dataset.testViewTransition = String(event.viewTransition !== null);
        });
        // Noted from the first byte: the section an address names, on screen at once, must never hide to fade in.
        new MutationObserver(() => {
          if (document.querySelector("#contact.reveal--pending")) document.documentElement.dataset.testContactHid = "";
        }).observe(document, { subtree: true, attributeFilter: ["class"] });
      });
      const scrollY = () => page.evaluate(() => window.scrollY);
      await visit(page, `${baseURL}/montage`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await scrollY()).toBeGreaterThan(0);
      await page.locator(".site-footer").getByRole("link", { name: "Maintenance" }).click();
      await page.waitForURL(`${baseURL}/maintenance`);
      await expect.poll(scrollY).toBe(0);
      expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.testViewTransition))
        .toBe(String(crossFades));
      await page.locator(".site-footer").getByRole("link", { name: "Contact", exact: true }).click();
      await page.waitForURL(`${baseURL}/#contact`);
      await expect.poll(scrollY).toBeGreaterThan(0);
      const contact = page.locator("#contact");
      const top = await contact.evaluate((section) => section.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(500);
      await fadeInsEnded(page);
      expect(await contact.evaluate((section) => getComputedStyle(section).opacity)).toBe("1");
      expect(await page.locator("html").getAttribute("data-test-contact-hid")).toBeNull();
    },
  );
});

// The page's timers run on Playwright's clock, stopped: only the test moves it, however slow the load.
it.for([...locales.map((locale) => ({ locale, turnedOff: false })), { locale: defaultLocale, turnedOff: true }])(
  "$locale: an unknown path goes to its /404, whose dots stand still for a visitor who prefers reduced motion, and which returns to its home page once its delay is over, not before, unless turned off from the keyboard (WCAG 2.2.1): $turnedOff",
  async ({ locale, turnedOff }, { expect, open }) => {
    const { status, redirectDelayMs } = notFoundContent[locale].notFoundPage;
    const { page } = await open({ viewport: viewports.phone, reducedMotion: "reduce" });
    // Paused well ahead of the install time: a loaded machine cannot overtake it before the pause.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    await page.clock.pauseAt(installedAt + 60_000);
    const response = await visit(page, baseURL + localizedPath("/cette-page-n-existe-pas", locale));
    expect(new URL(page.url()).pathname).toBe(localizedPath("/404", locale));
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toContain("404");
    expect(await page.locator(".not-found__status").textContent()).toBe(status);
    const dots = page.locator(".not-found__dots span").first();
    expect(await dots.evaluate((dot) => getComputedStyle(dot).animationName)).toBe("none");
    await enhanced(page);
    // The Navigation API's event fires as soon as the page asks to leave.
    await page.evaluate(() => {
      const global = window as unknown as { left: boolean; navigation: EventTarget };
      global.left = false;
      global.navigation.addEventListener("navigate", () => {
        global.left = true;
      });
    });
    const left = () => page.evaluate(() => (window as unknown as { left: boolean }).left);
    await page.clock.runFor(redirectDelayMs - 1);
    expect(await left()).toBe(false);
    if (turnedOff) {
      await page.getByRole("button", { name: "Rester sur cette page" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("status").innerText()).toMatch(/Redirection annulée/);
      await page.clock.runFor(2 * redirectDelayMs);
      expect(await left()).toBe(false);
      return expect(new URL(page.url()).pathname).toBe("/404");
    }
    await page.clock.runFor(1);
    await page.waitForURL(baseURL + localizedPath("/", locale));
  },
);

// Every route loaded, its panel opened, its header marking it, no console error or CSP violation: a11y.test.ts, "every
// page"; the contact panel's content and focus: a11y.test.ts, "the home page's layers".

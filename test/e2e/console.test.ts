import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { consoleChrome, erasureCopy } from "#app/content/console.ts";
import { pageMeta } from "#app/content/pages.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { localSignInPath } from "#functions/console/local-access.ts";
import { viewports } from "#harness/browser.ts";
import { samplePdf } from "#harness/file-samples.ts";
import { axeViolations } from "#test/support/accessibility.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";
import { consoleScreens, consoleToken, robot, seedVitals, spamMessagePath } from "#test/support/console-screens.ts";

// The console in the browser (issue 23, §1, §10), signed in with the run's local key as under `npm start`: every
// screen without an axe violation or a console error at 375 and 1280 px, usable from the keyboard; and nothing of it,
// nor of the editor, on the public site.
const baseURL = inject("baseURL");
const it = chromiumTest();

/** Signs in as a browser would under `npm start`: the local sign-in sets Access's cookie. */
async function signIn(page: Page) {
  const response = await page.goto(`${baseURL}${localSignInPath}?jeton=${await consoleToken()}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe("/console");
}

// Valid HTML of every screen, a message and the erasure's confirmation: html-validity.test.ts.
describe("the console's screens", { timeout: 120_000 }, () => {
  it("at 375 then 1280 px: no axe violation, no console error (the policy holds), no sideways scroll, no script; usable from the keyboard: skip link, sections, a search, the erasure's two steps; a message's file downloads byte for byte, as an attachment (issue 36)", async ({
    expect,
    open,
  }) => {
    const messagePath = await spamMessagePath();
    // A robot's message again (honeypot): its file is kept in the spam folder, nothing is e-mailed.
    const filePath = await spamMessagePath([
      new File([samplePdf], "plan-bride « DN150 ».pdf", { type: "application/pdf" }),
    ]);
    await seedVitals();
    const { page, errors } = await open({ viewport: viewports.phone, acceptDownloads: true });
    await signIn(page);
    for (const path of [...consoleScreens, messagePath]) {
      await page.goto(baseURL + path);
      // No script of any kind: HTML and CSS only.
      expect(await page.locator("script").count(), path).toBe(0);
      if (path === "/console/vitesse") expect(await page.locator("svg.console-chart").count()).toBeGreaterThan(0);
      if (path === messagePath) {
        // The visitor's markup is text on the page, never elements.
        expect(await page.locator("main b, main script").count()).toBe(0);
        expect(await page.locator(".console-message-text").innerText()).toBe(robot.msg);
      }
      // Each screen resized, as on a tablet turned. Axe reads each at 375 px, and at 1280 px the two whose layout
      // changes with the width (console.css): the speed page's charts beside their figures, a message's fields.
      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        if (viewport === viewports.phone || path === "/console/vitesse" || path === messagePath)
          expect((await axeViolations(page)).join("\n"), `${path} at ${viewport.width} px`).toBe("");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
      await page.setViewportSize(viewports.phone);
    }

    // From the keyboard, at 1280 px.
    await page.setViewportSize(viewports.desktop);
    await page.goto(`${baseURL}/console`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(consoleChrome.skipLink);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("q");
    await page.keyboard.type("robot-console");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=robot-console/);
    // Back to the top, then along the sections to the erasure.
    await page.goto(`${baseURL}/console`);
    for (let step = 0; step < 5; step++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Effacement");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/console\/effacement$/);
    await page.locator("#email").focus();
    await page.keyboard.type("personne-inconnue@example.com");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("status").innerText())
      .toBe(erasureCopy.found(0, "personne-inconnue@example.com"));
    await page.goto(`${baseURL}${filePath}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Télécharger plan-bride « DN150 ».pdf" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("plan-bride « DN150 ».pdf");
    expect(new Uint8Array(readFileSync(await download.path()))).toEqual(samplePdf);
    // Still on the message's page: the file was never shown in the browser.
    expect(page.url()).toBe(`${baseURL}${filePath}`);
    expect(errors).toEqual([]);
  });
});

describe("the public site knows nothing of the console or the editor", () => {
  it("no page in any language nor the sitemap links to either, and no script a visitor gets holds their code", async ({
    expect,
  }) => {
    expect(await (await fetch(`${baseURL}/sitemap.xml`)).text()).not.toMatch(/\/console|\/admin/);
    const scripts = new Set<string>();
    for (const { path } of Object.values(pageMeta)) {
      for (const locale of locales) {
        const localized = localizedPath(path, locale);
        const html = await (await fetch(baseURL + localized)).text();
        expect(html, localized).not.toMatch(/href="\/console|console-/);
        expect(html, localized).not.toMatch(/["']\/admin|sveltia/i);
        for (const [, src] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) if (src) scripts.add(src);
      }
    }
    expect(scripts.size).toBeGreaterThan(0);
    for (const src of scripts)
      expect(readFileSync(`build/client${src}`, "utf8"), src).not.toContain(consoleChrome.title);
    // The console's route modules are in the client build, never loaded by a page; the editor's code is in none.
    const bundles = readdirSync("build/client/assets", { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".js"),
    );
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles)
      expect(readFileSync(join("build/client/assets", file), "utf8"), file).not.toMatch(/sveltia/i);
  });
});

import { inject, it } from "vitest";
import { erasureCopy } from "#app/content/console.ts";
import { localSignInPath } from "#functions/console/local-access.ts";
import { viewports } from "#harness/browser.ts";
import { signLocalToken } from "#harness/console-keys.ts";
import { describeEngines, type EnginePage, type Target, withReadyPage } from "#test/support/engines/index.ts";

const baseURL = inject("baseURL");
const consoleKey = inject("consoleKey");

// The console in each engine (issue 23, §10): signed in through the local sign-in (Access's
// cookie), a section reached by its link, a form posted with the session's token. No script.
const erasureLink: Target = { role: "link", name: "Effacement", within: { role: "navigation" } };
const emailField: Target = { css: "#email" };
const countButton: Target = { role: "button", name: erasureCopy.find };
const settles = { timeout: 10_000, interval: 100 };
const pathname = async (page: EnginePage) => new URL(await page.url()).pathname;

describeEngines(120_000, (engine, name) => {
  it("signs in, opens a section from the menu and posts the erasure's first step", async ({ expect }) => {
    const token = await signLocalToken(consoleKey, `${name}@example.com`);
    const signIn = `${baseURL}${localSignInPath}?jeton=${token}`;
    await withReadyPage(engine(), signIn, { viewport: viewports.desktop, javaScript: true }, async (page) => {
      expect(await pathname(page)).toBe("/console");
      expect(await page.text({ css: ".console-header__identity" })).toContain(`${name}@example.com`);
      await page.click(erasureLink);
      await expect.poll(() => pathname(page), settles).toBe("/console/effacement");
      await page.fill(emailField, "inconnu@example.com");
      await page.click(countButton);
      await expect.poll(() => page.isVisible({ role: "status" }), settles).toBe(true);
      expect(await page.text({ role: "status" })).toBe(erasureCopy.found(0, "inconnu@example.com"));
    });
  });
});

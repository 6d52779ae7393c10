import { describe, inject, it } from "vitest";
import { company, formatAddress } from "#app/content/company.ts";
import { contactLink, mainNavigation } from "#app/content/navigation.ts";
import { viewports } from "#harness/browser.ts";
import type { Viewport } from "#test/support/engines/engine-types.ts";
import { describeEngines, type EnginePage, type Target, withReadyPage } from "#test/support/engines/index.ts";

const baseURL = inject("baseURL");

// What a visitor finds, by role and accessible name: whatever the markup, these are the contract.
/** Its name may say "open" or "close" as the menu changes; it names the menu either way. */
const menuButton: Target = { role: "button", name: /menu/i };
const navLinks: Target[] = [...mainNavigation, contactLink].map((link) => ({
  role: "link",
  name: link.label,
  within: { role: "banner" },
}));
const maintenanceLink: Target = { role: "link", name: "Maintenance", within: { role: "banner" } };
const contactDetailsButton: Target = { role: "button", name: "Coordonnées de contact" };
const closeDetailsButton: Target = { role: "button", name: "Fermer le panneau de contact" };
const phoneLink: Target = { role: "link", name: company.phone.display };
const emailLink: Target = { role: "link", name: company.email };
const postalAddress: Target = { css: "address" };
const socialIcons: Target = { css: ".social-links" };
/** Whether each icon's image has loaded: a missing or blocked file has no natural width. */
const iconsDrawn = (list: Element) =>
  [...list.querySelectorAll("img")].map((image) => image.complete && image.naturalWidth > 0);

const settles = { timeout: 5_000, interval: 100 };
const pathname = async (page: EnginePage) => new URL(await page.url()).pathname;

describeEngines(120_000, (engine) => {
  describe.each([
    { javaScript: true, label: "with JavaScript" },
    { javaScript: false, label: "without JavaScript" },
  ])("$label", { sequential: true }, ({ javaScript }) => {
    const open = (path: string, viewport: Viewport, use: (page: EnginePage) => Promise<void>) =>
      withReadyPage(engine(), baseURL + path, { viewport, javaScript }, use);

    it("the menu at 375 px opens from its button, shows every link, closes on Escape back to its button, and a link navigates", async ({
      expect,
    }) => {
      await open("/montage", viewports.phone, async (page) => {
        for (const link of navLinks)
          expect(await page.isVisible(link), `${JSON.stringify(link)} before opening`).toBe(false);

        await page.click(menuButton);
        for (const link of navLinks)
          await expect.poll(() => page.isVisible(link), { ...settles, message: JSON.stringify(link) }).toBe(true);

        await page.press("Escape");
        for (const link of navLinks)
          await expect.poll(() => page.isVisible(link), { ...settles, message: JSON.stringify(link) }).toBe(false);
        expect(await page.isFocused(menuButton)).toBe(true);

        await page.click(menuButton);
        await expect.poll(() => page.isVisible(maintenanceLink), settles).toBe(true);
        await page.click(maintenanceLink);
        await expect.poll(() => pathname(page), settles).toBe("/maintenance");
      });
    });

    it("the contact details at 1280 px open from their button with phone, e-mail and address, and close with their button and with Escape", async ({
      expect,
    }) => {
      await open("/ingenierie", viewports.desktop, async (page) => {
        expect(await page.isInView(phoneLink)).toBe(false);

        await page.click(contactDetailsButton);
        // The panel slides in: each part is waited for (the address, last to arrive, was read mid-slide, decision 027).
        await expect.poll(() => page.isInView(phoneLink), settles).toBe(true);
        await expect.poll(() => page.isInView(emailLink), settles).toBe(true);
        await expect.poll(() => page.isInView(postalAddress), settles).toBe(true);
        // Both sides with plain spaces: the address carries no-break spaces, which engines may render as either.
        const plainSpaces = (text: string) => text.replace(/\s+/g, " ");
        expect(plainSpaces(await page.text(postalAddress))).toContain(plainSpaces(formatAddress()));
        // The social icons are lazy images (decision 008): each loads once the panel opens, none blocked or missing.
        await expect
          .poll(() => page.evaluateOn(socialIcons, iconsDrawn), settles)
          .toEqual(company.social.map(() => true));

        await page.click(closeDetailsButton);
        await expect.poll(() => page.isInView(phoneLink), settles).toBe(false);

        await page.click(contactDetailsButton);
        await expect.poll(() => page.isInView(phoneLink), settles).toBe(true);
        await page.press("Escape");
        await expect.poll(() => page.isInView(phoneLink), settles).toBe(false);
        expect(await page.isFocused(contactDetailsButton)).toBe(true);
      });
    });
  });
});

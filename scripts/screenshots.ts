/**
 * Full-page screenshots of every route at phone and desktop widths, plus the
 * open menu, the open contact panel and /404, for looking at the site as a
 * visitor would. Run `npm run build` first; images go to reports/screenshots/.
 *   npm run screenshots [-- /path /other-path]
 */
import { mkdirSync } from "node:fs";
import { pageMeta } from "#app/content/pages.ts";
import { launchBrowser, scrollThrough, viewports } from "#harness/browser.ts";
import { serveBuiltSite } from "#harness/wrangler-server.ts";

const outputDir = "reports/screenshots";
const requested = process.argv.slice(2);
const paths = requested.length > 0 ? requested : Object.values(pageMeta).map((page) => page.path);

mkdirSync(outputDir, { recursive: true });
const site = await serveBuiltSite({ stateDir: ".wrangler/screenshots-state" });
const browser = await launchBrowser();
try {
  for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    const context = await browser.newContext({ viewport, locale: "fr-FR" });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(site.url + path, { waitUntil: "networkidle" });
      await scrollThrough(page);
      const file = `${outputDir}/${name}${path === "/" ? "-home" : path.replaceAll("/", "-")}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    if (requested.length === 0) {
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
      const menuButton = page.locator(".site-header__menu");
      if (await menuButton.isVisible()) {
        await menuButton.click();
        await page.screenshot({ path: `${outputDir}/${name}-menu-open.png` });
        await menuButton.click();
      }
      await page.getByRole("button", { name: "Coordonnées de contact" }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outputDir}/${name}-panel-open.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

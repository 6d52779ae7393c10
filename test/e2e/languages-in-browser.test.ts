import { inject } from "vitest";
import { carouselMessages } from "#app/content/carousels.ts";
import { enhanced, viewports, visit } from "#harness/browser.ts";
import { slideSettled } from "#test/support/carousel-state.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";

// English and Arabic in the browser (issue 22): what only the languages add. Their /404: shell.test.ts; the keyboard
// journey in Arabic: keyboard-journey.test.ts; valid HTML: html-validity.test.ts; axe on a sample, and the home page's
// menu, form and popup in each language: a11y.test.ts; budgets and static files: budgets.test.ts and prerender.test.ts.
const baseURL = inject("baseURL");
const it = chromiumTest();

it("the language switcher leads to the same page in the other language, without JavaScript", async ({
  expect,
  open,
}) => {
  const { page } = await open({ viewport: viewports.desktop, javaScriptEnabled: false });
  await page.goto(`${baseURL}/en/distribution/schmersal`);
  await page.locator(".language-switcher--bar").getByRole("link", { name: "العربية" }).click();
  await page.waitForURL(`${baseURL}/ar/distribution/schmersal`);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  await page.locator(".language-switcher--bar").getByRole("link", { name: "Français" }).click();
  await page.waitForURL(`${baseURL}/distribution/schmersal`);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
});

it("right to left, the layout mirrors: the logo at the right, the panel opens at the left; the carousel's chevrons point the other way, the arrow keys follow, Swiper runs right to left", async ({
  expect,
  open,
}) => {
  const { page } = await open({ viewport: viewports.desktop });
  await visit(page, `${baseURL}/ar/ingenierie`);
  await enhanced(page);
  const logo = await page.locator(".site-header__logo").boundingBox();
  expect(logo && logo.x + logo.width).toBeGreaterThan(viewports.desktop.width / 2);
  await page.locator(".site-header__info").click();
  const panel = page.locator(".contact-panel");
  await panel.waitFor();
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  await page.keyboard.press("Escape");
  await expect.poll(() => panel.isVisible()).toBe(false);
  const carousel = page.locator(".carousel").first();
  await carousel.scrollIntoViewIfNeeded();
  await page.waitForSelector(".carousel .swiper-initialized", { state: "attached" });
  expect(await carousel.locator(".swiper").getAttribute("class")).toContain("swiper-rtl");
  const flipped = await carousel.locator(".carousel__next .icon").evaluate((icon) => getComputedStyle(icon).transform);
  expect(flipped).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  // Still, so that only the keys move it; each key waits for the slide in motion to land.
  await carousel.locator(".carousel__toggle").click();
  await slideSettled(carousel);
  const current = () => carousel.locator(".carousel__dot[aria-current]").getAttribute("href");
  const first = await current();
  await carousel.locator(".carousel__next").focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(current).not.toBe(first);
  await slideSettled(carousel);
  await page.keyboard.press("ArrowRight");
  await expect.poll(current).toBe(first);
  expect(await carousel.locator(".carousel__toggle").getAttribute("aria-label")).not.toBe(carouselMessages.play);
});

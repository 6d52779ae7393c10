import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { homeServices } from "#app/content/home.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { viewports, visit } from "#harness/browser.ts";
import { activeSlide, slideSettled } from "#test/support/carousel-state.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";

const baseURL = inject("baseURL");
const it = chromiumTest();

/** Brings a carousel into view and waits until Swiper has taken it over. */
async function startCarousel(carousel: Locator) {
  await carousel.scrollIntoViewIfNeeded();
  await carousel.locator(".swiper-initialized").waitFor({ state: "attached", timeout: 10_000 });
}

/** Resolves once the carousel's autoplay has its timer: started, and reported in view (an IntersectionObserver). */
async function turning(carousel: Locator) {
  await carousel.locator('.swiper[data-turning="true"]').waitFor({ state: "attached" });
}

/** Slides lying entirely inside the carousel's viewport. */
function fullyVisibleSlides(carousel: Locator) {
  return carousel.locator(".swiper").evaluate((viewport) => {
    const frame = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll(".swiper-slide")].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

/** Every module in app/content/, found on disk: a new one is covered, and no namespace import hides exports from knip. */
const contentDir = "app/content";
const contentModules: unknown[] = await Promise.all(
  readdirSync(contentDir)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => import(pathToFileURL(join(contentDir, file)).href)),
);

const folder = "public/images/illustrations";
/** Every picture path the content modules reference. */
function picturePaths(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) picturePaths(item, found);
  } else if (value && typeof value === "object") {
    const { src } = value as { src?: unknown };
    if (typeof src === "string" && src.startsWith("/images/")) found.add(src);
    for (const item of Object.values(value)) picturePaths(item, found);
  }
  return found;
}
const referenced = picturePaths(contentModules);
const files = readdirSync(folder).filter((file) => file.endsWith(".svg"));

it("illustrations: every picture the content names exists, every file is used, and each SVG stays small: under 5 KB gzipped, no script, no external reference", () => {
  expect(referenced.size).toBeGreaterThan(50);
  expect([...referenced].filter((src) => !files.includes(src.replace("/images/illustrations/", "")))).toEqual([]);
  expect(files.filter((file) => !referenced.has(`/images/illustrations/${file}`))).toEqual([]);
  for (const file of files) {
    const svg = readFileSync(`${folder}/${file}`);
    expect(gzipSync(svg).length, file).toBeLessThan(5 * 1024);
    expect(svg.toString(), file).not.toMatch(/<script|href=|url\(/i);
  }
});

/** Each `reveal` section's label, whether it is below the fold, hidden, or was ever hidden since the page began. */
async function sectionStates(page: Page) {
  return page.locator('[data-module~="reveal"]').evaluateAll((sections) =>
    sections.map((section) => {
      const box = section.getBoundingClientRect();
      return {
        name: section.id || section.getAttribute("aria-labelledby") || "",
        belowTheFold: box.top >= innerHeight,
        pending: section.classList.contains("reveal--pending"),
        everHidden: (window as unknown as { everHidden: Set<Element> }).everHidden.has(section),
      };
    }),
  );
}

// The hero standing still for a visitor preferring reduced motion, moved from the keyboard: a11y.test.ts, "every page".
it("the home page on a phone: a section below the fold waits hidden and fades in when it comes into view, none on screen blinks (spec §9); the map loads only when the contact section nears the viewport; the hero advances by itself, its pause button stops it, and out of view it stands still until back; the partners carousel shows 1, 2 then 3 slides at 375, 800 and 1200 px; each métiers card links to its route, the first opens it by keyboard, the second by click, with no error as the carousels unmount", {
  // Five checks' worth on one load: 25 s beside the other files' pages, more on a busy machine.
  timeout: 120_000,
}, async ({ expect, open }) => {
  const heroDelayMs = carouselSettings.hero.delayMs;
  const { page, errors } = await open({ viewport: viewports.phone });
  // Records every section hidden at any moment, from the first byte: one on screen must never be.
  await page.addInitScript(() => {
    const everHidden = new Set<Element>();
    (window as unknown as { everHidden: Set<Element> }).everHidden = everHidden;
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof Element && target.classList.contains("reveal--pending")) everHidden.add(target);
      }
    }).observe(document, { subtree: true, attributeFilter: ["class"] });
  });
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("openstreetmap")) mapRequests.push(request.url());
  });
  // The carousels turn on timers: the test moves their clock instead of waiting on it.
  await page.clock.install();
  await visit(page, `${baseURL}/`, { waitUntil: "networkidle" });
  const map = page.locator("#contact iframe");
  expect(await map.count()).toBe(0);
  expect(mapRequests).toEqual([]);

  // The observer reports once the page has rendered: each section below the fold is hidden then.
  await expect.poll(async () => (await sectionStates(page)).some((state) => state.pending)).toBe(true);
  const states = await sectionStates(page);
  for (const state of states) {
    expect(state.pending, state.name).toBe(state.belowTheFold);
    if (!state.belowTheFold) expect(state.everHidden, state.name).toBe(false);
  }
  const waiting = page.locator('[data-module~="reveal"]').nth(states.findIndex((state) => state.pending));
  expect(await waiting.evaluate((section) => getComputedStyle(section).opacity)).toBe("0");
  await waiting.scrollIntoViewIfNeeded();
  await expect.poll(() => waiting.evaluate((section) => section.classList.contains("reveal--shown"))).toBe(true);
  await expect.poll(() => waiting.evaluate((section) => getComputedStyle(section).opacity)).toBe("1");

  const hero = page.locator(".carousel--hero");
  await startCarousel(hero);
  await turning(hero);
  const first = await activeSlide(hero);
  await page.clock.runFor(heroDelayMs);
  await expect.poll(() => activeSlide(hero)).not.toBe(first);
  await hero.getByRole("button", { name: "Mettre en pause le défilement" }).click();
  await slideSettled(hero);
  const paused = await activeSlide(hero);
  await page.clock.runFor(2 * heroDelayMs);
  expect(await activeSlide(hero)).toBe(paused);
  await hero.getByRole("button", { name: "Reprendre le défilement" }).click();
  await page.clock.runFor(heroDelayMs);
  await expect.poll(() => activeSlide(hero)).not.toBe(paused);

  // Out of view, it stands still for longer than any delay; back in view, it plays again.
  const running = async () => (await hero.locator(".swiper").getAttribute("data-turning")) === "true";
  await hero.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().bottom + window.scrollY + 1));
  await expect.poll(running).toBe(false);
  await slideSettled(hero);
  const leftAt = await activeSlide(hero);
  await page.clock.runFor(4 * heroDelayMs);
  expect(await activeSlide(hero), "out of view, it stands still").toBe(leftAt);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(running).toBe(true);
  // One delay and a half: one turn, never two, so with the hero's two slides a turn shows as another slide.
  await page.clock.runFor(1.5 * heroDelayMs);
  expect(await activeSlide(hero), "back in view, it plays again").not.toBe(leftAt);

  const partners = page.locator(".logo-carousel--partners");
  await startCarousel(partners);
  // Paused, so the count is not taken mid-transition.
  await partners.locator(".carousel__toggle").click();
  for (const [viewport, expected] of [
    [viewports.phone, 1],
    [viewports.tablet, 2],
    [{ width: 1200, height: 900 }, 3],
  ] as const) {
    await page.setViewportSize(viewport);
    await slideSettled(partners);
    await expect.poll(() => fullyVisibleSlides(partners), { message: `at ${viewport.width} px` }).toBe(expected);
  }

  await page.locator("#contact").scrollIntoViewIfNeeded();
  await map.waitFor({ state: "attached" });
  expect(await map.getAttribute("title")).toMatch(/Plan d’accès/);
  const services = page.locator("#services");
  for (const card of homeServices.cards)
    expect(await services.getByRole("link", { name: card.title }).getAttribute("href")).toBe(card.to);
  for (const [index, card] of homeServices.cards.slice(0, 2).entries()) {
    if (index > 0) await visit(page, `${baseURL}/`);
    await startCarousel(hero);
    const link = services.getByRole("link", { name: card.title });
    if (index === 0) {
      await link.focus();
      await page.keyboard.press("Enter");
    } else await link.click();
    await page.waitForURL(baseURL + card.to);
    await expect.poll(() => page.locator("h1").textContent()).not.toContain("ingénierie et installations");
    expect(await page.locator("h1").count()).toBe(1);
  }
  expect(errors).toEqual([]);
});

it("without JavaScript (decision 003): every slide can be scrolled to, each dot is a link to its slide, and at 1200 px the server-rendered partners carousel already shows its slides at their final width", async ({
  expect,
  open,
}) => {
  const { page } = await open({ viewport: viewports.phone, javaScriptEnabled: false });
  await page.goto(`${baseURL}/`);
  const carousels = page.locator("section.carousel");
  expect(await carousels.count()).toBe(3);
  for (const carousel of await carousels.all()) {
    // Nothing that needs a script is offered: no arrows, no pause button.
    expect(await carousel.locator("button:visible").count()).toBe(0);
    const slides = carousel.locator(".carousel__slide");
    const dots = carousel.locator("a.carousel__dot");
    expect(await dots.count()).toBe(await slides.count());
    for (let i = 0; i < (await slides.count()); i++) {
      expect(await dots.nth(i).getAttribute("href")).toBe(`#${await slides.nth(i).getAttribute("id")}`);
      await slides.nth(i).scrollIntoViewIfNeeded();
      const shown = await carousel.locator(".carousel__viewport").evaluate((viewport, index) => {
        const frame = viewport.getBoundingClientRect();
        const box = viewport.querySelectorAll(".carousel__slide")[index].getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      }, i);
      expect(shown, `slide ${i + 1}`).toBe(true);
    }
  }
  await page.setViewportSize({ width: 1200, height: 900 });
  expect(await fullyVisibleSlides(page.locator(".logo-carousel--partners"))).toBe(3);
});

// Every page not shifting as it loads and its carousels start (CLS under 0.01): a11y.test.ts, "every page".
// The arrow keys, with focus inside each carousel: a11y.test.ts, "every page".
it("a service page's gallery pauses while hovered and resumes when the pointer leaves; paused, its arrow buttons move it", async ({
  expect,
  open,
}) => {
  const galleryDelayMs = carouselSettings.gallery.delayMs;
  const { page } = await open();
  await page.clock.install();
  await visit(page, `${baseURL}/ingenierie`);
  const gallery = page.locator(".gallery-carousel").first();
  await startCarousel(gallery);
  await turning(gallery);
  await page.clock.runFor(galleryDelayMs);
  await expect.poll(() => activeSlide(gallery)).not.toBe("0");

  await gallery.locator(".swiper").hover();
  // A slide already under way arrives; then nothing moves while the pointer stays.
  await slideSettled(gallery);
  const hovered = await activeSlide(gallery);
  await page.clock.runFor(3 * galleryDelayMs);
  expect(await activeSlide(gallery)).toBe(hovered);

  await page.mouse.move(5, 5);
  await page.clock.runFor(galleryDelayMs);
  await expect.poll(() => activeSlide(gallery)).not.toBe(hovered);

  await gallery.getByRole("button", { name: "Mettre en pause le défilement" }).click();
  await slideSettled(gallery);
  const slides = await gallery.locator(".swiper-slide").count();
  const from = Number(await activeSlide(gallery));
  const after = (presses: number) => String((from + presses) % slides);
  await gallery.getByRole("button", { name: "Diapositive suivante" }).click();
  await expect.poll(() => activeSlide(gallery)).toBe(after(1));
  await slideSettled(gallery);
  await gallery.getByRole("button", { name: "Diapositive précédente" }).click();
  await expect.poll(() => activeSlide(gallery)).toBe(after(0));
  await slideSettled(gallery);
  // Swiper moves a frame after it is asked: two presses within one frame still add up (counted both from the slide on
  // show, they would stop one short).
  await gallery.locator(".carousel__next").evaluate((next) => {
    for (const _press of [1, 2]) next.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
  await expect.poll(() => activeSlide(gallery)).toBe(after(2));
});

// The distribution tiles' links to both catalogues, and each catalogue's cards: test/worker/page-content.test.ts,
// "/distribution… shows its own content"; each tile one plain link to a page of the site: a11y.test.ts, "every page".

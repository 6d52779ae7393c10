import { inject, it, vi } from "vitest";
import { carouselMessages as messages } from "#app/content/carousels.ts";
import { assemblyPage } from "#app/content/montage.ts";
import { pageMeta } from "#app/content/pages.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { viewports } from "#harness/browser.ts";
import { shownFraction } from "#test/support/engines/in-page.ts";
import {
  describeEngines,
  type EnginePage,
  type Target,
  waitUntilSettled,
  withReadyPage,
} from "#test/support/engines/index.ts";
import { poll, unlessHung } from "#test/support/engines/page.ts";

const baseURL = inject("baseURL");

// Carousels follow the ARIA carousel pattern: a region described as a carousel, its slides described as slides.
// Slides are told apart by a mark the test adds (Swiper moves them around).
const carouselSelector = `[aria-roledescription="${messages.roleDescription}"]`;
const slideSelector = `[aria-roledescription="${messages.slideRoleDescription}"]`;
const slide = (index: number): Target => ({ css: `[data-test-slide="${index}"]` });

// How long the carousel may take to reach a state the test waits for: a wait that runs out says the carousel is stuck,
// never that the machine is slow (on CI, sharing two cores with the first-input tests, WebKit once needed 16 s).
const settles = 15_000;

/** Marks every slide inside the target (by default the whole page) with its position, and returns how many there are. */
function markSlides(page: EnginePage, within: Target = { css: "body" }): Promise<number> {
  return page.evaluateOn(
    within,
    (root, selector) => {
      const slides = [...root.querySelectorAll(selector)];
      for (const [index, node] of slides.entries()) node.setAttribute("data-test-slide", String(index));
      return slides.length;
    },
    slideSelector,
  );
}

/**
 * What a carousel shows at one instant: the marked slides that show (nearly) whole, in its frame and in the window;
 * whether Swiper still counts the track as moving (in a loop, it ignores "next" until the move has ended, a little
 * after the slide looks in place: a click in between was lost now and then, decision 027); and, for a failure message,
 * its active dot and the track's position. Read in one call: over several WebDriver commands it could straddle a move,
 * and each command costs WebKit on a busy machine a good part of a wait.
 */
function readCarousel(
  page: EnginePage,
  carousel: Target,
): Promise<{ shown: number[]; moving: boolean; state: string }> {
  return page.evaluateOn(
    carousel,
    (root) => {
      const frame = root.querySelector(".carousel__viewport")?.getBoundingClientRect();
      const { clientWidth, clientHeight } = document.documentElement;
      // A slide shows where it is inside both the frame (which clips the track) and the window.
      const [left, right] = [Math.max(frame?.left ?? 0, 0), Math.min(frame?.right ?? 0, clientWidth)];
      const [top, bottom] = [Math.max(frame?.top ?? 0, 0), Math.min(frame?.bottom ?? 0, clientHeight)];
      const shareShown = (box: DOMRect) =>
        (Math.max(0, Math.min(box.right, right) - Math.max(box.left, left)) *
          Math.max(0, Math.min(box.bottom, bottom) - Math.max(box.top, top))) /
        (box.width * box.height || 1);
      const shown = [...root.querySelectorAll("[data-test-slide]")]
        .filter((slide) => shareShown(slide.getBoundingClientRect()) >= 0.9)
        .map((slide) => Number(slide.getAttribute("data-test-slide")));
      // Swiper keeps its instance on the element it was built on.
      const built = root.querySelector(".swiper-initialized") as
        | (Element & { swiper?: { animating?: boolean } })
        | null;
      const moving = built?.swiper?.animating === true;
      const dot = root.querySelector(".carousel__dot[aria-current]")?.getAttribute("href");
      const track = root.querySelector<HTMLElement>(".carousel__track");
      const position = `${track?.style.transform || "without transform"} (${track?.style.transitionDuration || "0ms"})`;
      return { shown, moving, state: `active dot ${dot}, track ${position}${moving ? ", moving" : ""}` };
    },
    undefined,
  );
}

/** Waits until one slide other than `leaving` shows whole (none does mid-slide) and Swiper's move has ended. */
function settledSlide(page: EnginePage, carousel: Target, leaving?: number): Promise<number> {
  return vi.waitFor(
    async () => {
      const { shown, moving, state } = await readCarousel(page, carousel);
      if (shown.length !== 1 || shown[0] === leaving || moving)
        throw new Error(`slides in view: [${shown.join(", ")}]; ${state}`);
      return shown[0];
    },
    { timeout: settles, interval: 100 },
  );
}

/**
 * Holds the page's timers of exactly `delayMs` (the carousel's autoplay) until the test runs them with
 * `runHeldTimers()`: WebDriver has no clock to move, so a paused carousel is shown to stay still without waiting out
 * its delay. Every other timer runs as usual (WebKit's driver keeps its own script timeout on the page's timers).
 */
function holdAutoplayTimers(page: EnginePage, delayMs: number): Promise<void> {
  return page.evaluate((autoplayDelay) => {
    const held = new Map<number, () => void>();
    const realSetTimeout = window.setTimeout.bind(window);
    const realClearTimeout = window.clearTimeout.bind(window);
    let nextId = -1;
    window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
      if (typeof handler !== "function" || delay !== autoplayDelay) return realSetTimeout(handler, delay, ...args);
      const id = nextId--;
      held.set(id, () => handler(...args));
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id === undefined || !held.delete(id)) realClearTimeout(id);
    }) as typeof window.clearTimeout;
    Object.assign(window, {
      runHeldTimers: () => {
        const due = [...held.values()];
        held.clear();
        for (const run of due) run();
      },
    });
  }, delayMs);
}

/** The link of the carousel's active dot: Swiper marks it as it moves. */
const activeDot = (page: EnginePage, carousel: Target) =>
  page.attribute({ css: ".carousel__dot[aria-current]", within: carousel }, "href");

/** Runs every timer `holdAutoplayTimers` holds, then returns the carousel's active dot. */
async function runHeldTimers(page: EnginePage, carousel: Target): Promise<string | null> {
  await page.evaluate(() => (window as unknown as { runHeldTimers: () => void }).runHeldTimers());
  return activeDot(page, carousel);
}

/**
 * What a visitor without JavaScript can do to see a slide: bring its carousel into view, then scroll it sideways
 * (which needs a container they can scroll: overflow auto or scroll, more content than width). Whether there was one.
 */
function scrollToSlide(slideElement: Element, carouselSelector: string): boolean {
  slideElement.closest(carouselSelector)?.scrollIntoView({ block: "center", behavior: "instant" });
  for (let node = slideElement.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowX } = getComputedStyle(node);
    if ((overflowX === "auto" || overflowX === "scroll") && node.scrollWidth > node.clientWidth) {
      const offset = slideElement.getBoundingClientRect().left - node.getBoundingClientRect().left;
      node.scrollBy({ left: offset, behavior: "instant" });
      return true;
    }
  }
  return false;
}

/** The pages whose HTML holds a carousel, read from the server: no browser needed to know which. */
async function pagesWithCarousels(): Promise<string[]> {
  const marker = `aria-roledescription="${messages.roleDescription}"`;
  const pages = await Promise.all(
    Object.values(pageMeta).map(async ({ path }) => ({ path, html: await (await fetch(baseURL + path)).text() })),
  );
  return pages.filter(({ html }) => html.includes(marker)).map(({ path }) => path);
}

describeEngines(240_000, (engine) => {
  it.sequential("with JavaScript, a carousel's pause control toggles, and its controls bring every slide into view", async ({
    expect,
  }) => {
    const options = { viewport: viewports.desktop, javaScript: true };
    await withReadyPage(engine(), `${baseURL}/montage`, options, async (page) => {
      const carousel: Target = { role: "region", name: assemblyPage.workshop.galleryLabel };
      const inCarousel = (label: string): Target => ({ role: "button", name: label, within: carousel });
      const slideCount = await markSlides(page, carousel);
      expect(slideCount).toBeGreaterThan(1);
      await page.evaluateOn(carousel, (root) => root.scrollIntoView({ block: "center", behavior: "instant" }));
      await waitUntilSettled(page);
      // Swiper drives these controls once near; before it, they scroll the list (first-input.test.ts).
      await expect
        .poll(() => page.count({ css: ".swiper-initialized", within: carousel }), { timeout: settles })
        .toBe(1);
      // Held only once Swiper has started: where requestIdleCallback is missing (WebKitGTK), the enhancer waits
      // for Swiper with a 1 s timer (app/enhance/after-load.ts), the gallery's autoplay delay too; held, Swiper
      // never started whenever the carousel's approach was seen after the hold (a busy machine).
      await holdAutoplayTimers(page, carouselSettings.gallery.delayMs);

      // Playing, it moves on at each autoplay delay's end. Its first timer may have started before the hold (once
      // Swiper is in and the carousel in view): the held timers are run until it moves.
      let arrived = await settledSlide(page, carousel);
      for (const _move of [1, 2]) {
        const dotBefore = await activeDot(page, carousel);
        await expect.poll(() => runHeldTimers(page, carousel), { timeout: settles }).not.toBe(dotBefore);
        arrived = await settledSlide(page, carousel, arrived);
      }

      await page.click(inCarousel(messages.pause));
      await expect.poll(() => page.count(inCarousel(messages.play)), { timeout: settles }).toBe(1);
      expect(await page.count(inCarousel(messages.pause))).toBe(0);

      // Paused: once a slide in motion has arrived, the autoplay delay's end moves nothing.
      let current = await settledSlide(page, carousel);
      const dotPaused = await activeDot(page, carousel);
      expect(await runHeldTimers(page, carousel)).toBe(dotPaused);
      expect((await readCarousel(page, carousel)).shown).toEqual([current]);

      const seen = new Set([current]);
      for (let step = 0; step < 2 * slideCount && seen.size < slideCount; step++) {
        await page.click(inCarousel(messages.next));
        current = await settledSlide(page, carousel, current);
        seen.add(current);
      }
      expect(seen.size).toBe(slideCount);

      await page.click(inCarousel(messages.play));
      await expect.poll(() => page.count(inCarousel(messages.pause)), { timeout: settles }).toBe(1);
    });
  });

  it.sequential("without JavaScript, every slide of every carousel can be scrolled into view at 375 px", async ({
    expect,
  }) => {
    const paths = await pagesWithCarousels();
    const options = { viewport: viewports.phone, javaScript: false };
    // One page visits them in turn; returned, not pushed from inside: after a hang, `use` runs again on a fresh page.
    const [checked, unreachable] = await withReadyPage(engine(), "about:blank", options, async (page) => {
      const unreachable: string[] = [];
      let checked = 0;
      for (const path of paths) {
        await page.goto(baseURL + path);
        const total = await markSlides(page);
        checked += total;
        for (let index = 0; index < total; index++) {
          const scrollable = await page.evaluateOn(slide(index), scrollToSlide, carouselSelector);
          // Scroll snapping may settle the position a moment later; without a scroller, nothing moves.
          let fraction = 0;
          const read = async () => {
            fraction = await page.evaluateOn(slide(index), shownFraction, { inWindow: true });
            return fraction >= 0.9 || undefined;
          };
          await poll(read, scrollable ? 1_000 : 0, () => "").catch(unlessHung(undefined));
          const why = `${Math.round(fraction * 100)} % visible${scrollable ? "" : ", no container to scroll"}`;
          if (fraction < 0.9) unreachable.push(`${path} slide ${index + 1}: ${why}`);
        }
      }
      return [checked, unreachable] as const;
    });
    expect(checked).toBeGreaterThan(0);
    expect(unreachable).toEqual([]);
  });
});

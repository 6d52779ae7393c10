import type { Swiper as SwiperInstance, SwiperOptions } from "swiper/types";
import { afterLoadWhenIdle } from "#app/enhance/after-load.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { nextTask } from "#app/enhance/next-task.ts";
import { firstTime, prefersReducedMotion } from "#app/enhance/once.ts";
import { whenNear } from "#app/enhance/when-near.ts";

/**
 * Enhances a carousel rendered by app/components/carousel.tsx
 * (`data-module="carousel"`), and is the only module that imports Swiper.
 *
 * Without JavaScript the carousel is a horizontal scroll-snap list whose dots
 * are links to each slide. This init makes its controls work at once (pause,
 * previous, next, dots, arrow keys), scrolling the list until Swiper arrives,
 * and loads Swiper's core and autoplay only when the carousel comes within
 * 300 px of the viewport, and not before the page has loaded and the browser is
 * idle: a carousel on show at load (the home page's hero) leaves the first
 * paint and the first tap alone. Swiper then takes over at the slide on show.
 */

/** Longest wait for an idle moment after `load` before Swiper takes over anyway. */
const idleTimeoutMs = 2_000;

export type CarouselKind = "hero" | "gallery" | "logos";

const started = new WeakSet<Element>();

export function initCarousel(root: HTMLElement): void {
  if (!firstTime(started, root)) return;
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const track = root.querySelector<HTMLElement>(".carousel__track");
  const toggle = root.querySelector<HTMLButtonElement>(".carousel__toggle");
  if (viewport && track && toggle) enhance({ root, viewport, track, toggle });
}

interface CarouselParts {
  root: HTMLElement;
  /** The scroll-snap list, and Swiper's container. */
  viewport: HTMLElement;
  track: HTMLElement;
  toggle: HTMLButtonElement;
}

function enhance({ root, viewport, track, toggle }: CarouselParts) {
  const slides = [...track.children] as HTMLElement[];
  const dots = [...root.querySelectorAll<HTMLAnchorElement>(".carousel__dot")];
  const kind = (root.dataset.kind ?? "gallery") as CarouselKind;
  const delay = Number(root.dataset.delay) || undefined;
  let swiper: SwiperInstance | null = null;
  // What the visitor wants; applied to Swiper when it arrives if they chose before.
  let playing = !prefersReducedMotion();

  function showPlaying() {
    // The labels come with the page, in its language: the enhancer carries no copy of its own.
    const label = playing ? toggle.dataset.pauseLabel : toggle.dataset.playLabel;
    if (label) toggle.setAttribute("aria-label", label);
    toggle.dataset.playing = String(playing);
    // A rotating carousel must not talk over the page; a still one announces its slide (APG carousel).
    track.setAttribute("aria-live", playing ? "off" : "polite");
  }

  /** The slide on show: Swiper's, or before it the one the list is scrolled to. */
  function current(): number {
    if (swiper) return swiper.realIndex;
    const step = slides.length > 1 ? slides[1].offsetLeft - slides[0].offsetLeft : 1;
    return Math.round(viewport.scrollLeft / step);
  }

  function go(index: number) {
    const target = (index + slides.length) % slides.length;
    if (swiper) swiper.slideToLoop(target);
    else viewport.scrollTo({ left: slides[target].offsetLeft - slides[0].offsetLeft });
    markDot(target);
  }

  function markDot(index: number) {
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  }

  showPlaying();
  toggle.addEventListener("click", () => {
    playing = !playing;
    showPlaying();
    if (playing) swiper?.autoplay.start();
    else swiper?.autoplay.stop();
  });
  root.querySelector(".carousel__prev")?.addEventListener("click", () => go(current() - 1));
  root.querySelector(".carousel__next")?.addEventListener("click", () => go(current() + 1));
  dots.forEach((dot, index) => {
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      go(index);
    });
  });
  // Arrow keys move the carousel that has focus, and only that one; right to left, the left arrow goes
  // forward (read at the key press: the enhancer's start asks the browser for no style of its own).
  root.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const rtl = getComputedStyle(root).direction === "rtl";
    go(current() + ((event.key === "ArrowRight") !== rtl ? 1 : -1));
  });
  // Tab into a slide that is not on show brings it into view, as Swiper's a11y module would.
  track.addEventListener("focusin", (event) => {
    const slide = slides.findIndex((candidate) => candidate.contains(event.target as Node));
    if (!swiper || slide < 0 || isShown(slides[slide], viewport)) return;
    viewport.scrollLeft = 0;
    go(slide);
  });

  // A failed chunk (offline) leaves the scroll-snap list and its working controls.
  whenNear(
    root,
    "300px 0px",
    () =>
      void afterLoadWhenIdle(idleTimeoutMs)
        .then(startSwiper)
        .catch(() => {}),
  );

  async function startSwiper() {
    const { Swiper, Autoplay } = await loadSwiper();
    // Swiper's code has just run; building the carousel waits for a task of its own, so that a
    // tap on a slower phone is not held behind both at once.
    await nextTask();
    const initialSlide = current();
    viewport.scrollLeft = 0;
    // A logo tile's pictogram is half a kilobyte: all of them at the takeover, rather than a tile
    // shown before its picture (Swiper's own preloading, asked for every slide, missed the last one
    // in loop mode whenever the carousel stood still).
    if (kind === "logos") for (const picture of track.querySelectorAll("img")) picture.loading = "eager";
    swiper = new Swiper(viewport, {
      ...optionsFor(kind, delay),
      modules: [Autoplay],
      initialSlide,
    });
    swiper.on("slideChange", (instance) => markDot(instance.realIndex));
    markDot(swiper.realIndex);
    if (!playing) swiper.autoplay.stop();
    standStillOutOfView(root, (inView) => {
      if (!swiper || !playing) return;
      if (inView) swiper.autoplay.start();
      else swiper.autoplay.stop();
    });
  }
}

async function loadSwiper() {
  const core = import("swiper");
  // Destructured at the import so the bundler keeps only the autoplay module.
  const { Autoplay } = await import("swiper/modules");
  return { Swiper: (await core).Swiper, Autoplay };
}

/**
 * Tells when the carousel leaves the viewport and comes back: a playing carousel nobody can see
 * stands still, so a phone spends nothing on slides turning off screen (and resumes on return).
 */
function standStillOutOfView(root: HTMLElement, onChange: (inView: boolean) => void): void {
  new IntersectionObserver((entries) => onChange(entries.some((entry) => entry.isIntersecting))).observe(root);
}

function isShown(slide: HTMLElement, viewport: HTMLElement): boolean {
  const box = slide.getBoundingClientRect();
  const frame = viewport.getBoundingClientRect();
  return box.left >= frame.left - 1 && box.right <= frame.right + 1;
}

function optionsFor(kind: CarouselKind, delayMs: number | undefined): SwiperOptions {
  const common: SwiperOptions = {
    loop: true,
    slidesPerView: 1,
    slidesPerGroup: 1,
    // Hidden slides' lazy images are fetched just before they slide in.
    lazyPreloadPrevNext: 1,
  };
  if (kind === "hero" || kind === "gallery") {
    const { delayMs: delay, spaceBetween, pauseOnHover } = carouselSettings[kind];
    return {
      ...common,
      spaceBetween,
      autoplay: { delay: delayMs ?? delay, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false },
    };
  }
  const { spaceBetween, pauseOnHover, slidesPerViewFrom } = carouselSettings.logos;
  return {
    ...common,
    spaceBetween,
    breakpoints: Object.fromEntries(
      Object.entries(slidesPerViewFrom).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
    // Each logo carousel states its own pace (app/content/logos.ts); the hero's is the fallback.
    autoplay: {
      delay: delayMs ?? carouselSettings.hero.delayMs,
      pauseOnMouseEnter: pauseOnHover,
      disableOnInteraction: false,
    },
  };
}

import type { Swiper as SwiperInstance, SwiperOptions } from "swiper/types";
import { afterLoadWhenIdle } from "#app/enhance/after-load.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { firstTime, prefersReducedMotion } from "#app/enhance/once.ts";
import { whenNear } from "#app/enhance/when-near.ts";

/**
 * Enhances a carousel rendered by app/components/carousel.tsx
 * (`data-module="carousel"`), and is the only module that imports Swiper.
 *
 * Without JavaScript the carousel is a horizontal scroll-snap list whose dots
 * are links to each slide. This init makes its controls work at once (pause,
 * previous, next, dots, arrow keys), scrolling the list until Swiper arrives,
 * and loads Swiper (one chunk, its core) only when the carousel comes within
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
  // The autoplay, once Swiper has taken over: told of every change to what the visitor wants.
  let refreshAutoplay = () => {};
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

  // The slide last marked as on show. Swiper moves a frame after it is asked to (`slideToLoop`):
  // a second press within that frame counts from the slide asked for, not from the one leaving.
  let shown = 0;

  /** The slide on show: the one last marked once Swiper has taken over, or the one the list is scrolled to. */
  function current(): number {
    if (swiper) return shown;
    const step = slides.length > 1 ? slides[1].offsetLeft - slides[0].offsetLeft : 1;
    return Math.round(viewport.scrollLeft / step);
  }

  function go(index: number) {
    const target = (index + slides.length) % slides.length;
    if (swiper) swiper.slideToLoop(target);
    else viewport.scrollTo({ left: slides[target].offsetLeft - slides[0].offsetLeft });
    markShown(target);
  }

  /** Marks a slide as the one on show: its dot, and the index the controls count from. */
  function markShown(index: number) {
    shown = index;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  }

  showPlaying();
  toggle.addEventListener("click", () => {
    playing = !playing;
    showPlaying();
    refreshAutoplay();
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
    const { Swiper } = await import("swiper");
    const initialSlide = current();
    viewport.scrollLeft = 0;
    // A logo tile's pictogram is half a kilobyte: all of them at the takeover, rather than a tile
    // shown before its picture (Swiper's own preloading, asked for every slide, missed the last one
    // in loop mode whenever the carousel stood still).
    if (kind === "logos") for (const picture of track.querySelectorAll("img")) picture.loading = "eager";
    swiper = new Swiper(viewport, { ...optionsFor(kind), initialSlide });
    swiper.on("slideChange", (instance) => markShown(instance.realIndex));
    markShown(swiper.realIndex);
    let inView = false;
    refreshAutoplay = turnByItself(swiper, turnDelayMs(kind, delay), {
      pauseOnHover: carouselSettings[kind].pauseOnHover,
      shouldTurn: () => playing && inView,
    });
    standStillOutOfView(root, (visible) => {
      inView = visible;
      refreshAutoplay();
    });
  }
}

/**
 * Turns the carousel to its next slide `delayMs` after a slide has arrived, while `shouldTurn()`
 * holds, the page is shown, no finger drags it and (with `pauseOnHover`) no mouse is over it.
 * Returns what to call when `shouldTurn()` may have changed. Swiper's own autoplay module asks for
 * an animation frame on every frame while it plays, to report a time left this site never shows:
 * a phone would redraw sixty times a second for as long as a carousel is on screen (decision 006).
 */
function turnByItself(
  swiper: SwiperInstance,
  delayMs: number,
  { pauseOnHover, shouldTurn }: { pauseOnHover: boolean; shouldTurn: () => boolean },
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dragged = false;
  let hovered = false;
  const refresh = () => {
    clearTimeout(timer);
    const turns = shouldTurn() && !document.hidden && !dragged && !hovered;
    timer = turns ? setTimeout(() => swiper.slideNext(), delayMs) : undefined;
    // Said on the element, for the tests and anyone inspecting the page.
    swiper.el.dataset.turning = String(turns);
  };
  swiper.on("slideChangeTransitionEnd", refresh);
  swiper.on("sliderFirstMove", () => {
    dragged = true;
    refresh();
  });
  swiper.on("touchEnd", () => {
    dragged = false;
    refresh();
  });
  document.addEventListener("visibilitychange", refresh);
  if (pauseOnHover) {
    const onMouse = (isOver: boolean) => (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovered = isOver;
      refresh();
    };
    swiper.el.addEventListener("pointerenter", onMouse(true));
    swiper.el.addEventListener("pointerleave", onMouse(false));
  }
  refresh();
  return refresh;
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

function optionsFor(kind: CarouselKind): SwiperOptions {
  const common: SwiperOptions = {
    loop: true,
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: carouselSettings[kind].spaceBetween,
    // Hidden slides' lazy images are fetched just before they slide in.
    lazyPreloadPrevNext: 1,
  };
  if (kind !== "logos") return common;
  const { slidesPerViewFrom } = carouselSettings.logos;
  return {
    ...common,
    breakpoints: Object.fromEntries(
      Object.entries(slidesPerViewFrom).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
  };
}

/** Each logo carousel states its own pace (app/content/logos.ts); the hero's is the fallback. */
function turnDelayMs(kind: CarouselKind, pageDelayMs: number | undefined): number {
  if (pageDelayMs) return pageDelayMs;
  return kind === "logos" ? carouselSettings.hero.delayMs : carouselSettings[kind].delayMs;
}

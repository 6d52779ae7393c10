import type { Locator } from "playwright-core";

/** The original index of the slide Swiper shows first (stable across its loop reordering). */
export function activeSlide(carousel: Locator) {
  return carousel.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
}

/** Resolves once the carousel's slide transition, if one runs, has ended: Swiper ignores a move while one runs. */
export function slideSettled(carousel: Locator) {
  return carousel
    .locator(".swiper-wrapper")
    .evaluate((wrapper) => Promise.all(wrapper.getAnimations().map((animation) => animation.finished.catch(() => {}))));
}

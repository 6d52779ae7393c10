/**
 * English messages that screen readers announce for the carousels (the French module ../carousels.ts
 * is the reference). The timings and layouts hold no words: the enhancer keeps them
 * (app/enhance/carousel-settings.ts).
 */
import type * as fr from "#app/content/carousels.ts";
import type { Translation } from "#app/content/translation.ts";

export const carouselMessages: Translation<typeof fr.carouselMessages> = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous slide",
  next: "Next slide",
  first: "This is the first slide",
  last: "This is the last slide",
  goTo: "Go to slide {{index}}",
  slideLabel: "{{index}} of {{slidesLength}}",
  pause: "Pause the carousel",
  play: "Resume the carousel",
};

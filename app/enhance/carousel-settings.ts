/**
 * How the carousels turn (spec §9): only the enhancer plays them, so the settings live with it and
 * the bundle keeps it one file (docs/decisions/003). A logo carousel's pace is its own and comes
 * with the page (`data-delay`, from app/content/logos.ts).
 */
export const carouselSettings = {
  hero: { delayMs: 3000, spaceBetween: 50, pauseOnHover: false },
  /** Service-page image carousels. */
  gallery: { delayMs: 1000, spaceBetween: 0, pauseOnHover: true },
  logos: {
    spaceBetween: 30,
    pauseOnHover: false,
    /** Slides per view from each minimum viewport width, in px. */
    slidesPerViewFrom: { 0: 1, 700: 2, 1000: 3 },
  },
} as const;

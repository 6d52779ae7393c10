/** Carousel timings and layouts (spec §9); the carousel component reads them. */
export const carouselSettings = {
  hero: { delayMs: 3000, spaceBetween: 50, pauseOnHover: false },
  /** Service-page image carousels. */
  gallery: { delayMs: 1000, spaceBetween: 0, pauseOnHover: true },
  logos: {
    clientsDelayMs: 1000,
    partnersDelayMs: 1200,
    spaceBetween: 30,
    pauseOnHover: false,
    /** Slides per view from each minimum viewport width, in px. */
    slidesPerViewFrom: { 0: 1, 700: 2, 1000: 3 },
  },
} as const;

/** The French messages announced by screen readers (Swiper's a11y module and our controls). */
export const carouselMessages = {
  roleDescription: "carrousel",
  slideRoleDescription: "diapositive",
  previous: "Diapositive précédente",
  next: "Diapositive suivante",
  first: "Ceci est la première diapositive",
  last: "Ceci est la dernière diapositive",
  goTo: "Aller à la diapositive {{index}}",
  slideLabel: "{{index}} sur {{slidesLength}}",
  pause: "Mettre en pause le défilement",
  play: "Reprendre le défilement",
} as const;

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

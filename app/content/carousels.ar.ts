/**
 * Arabic messages of the carousels, announced by screen readers (the French module ../carousels.ts
 * is the reference). Swiper fills in the {{…}} placeholders.
 */
import type * as fr from "#app/content/carousels.ts";
import type { Translation } from "#app/content/translation.ts";

export const carouselMessages: Translation<typeof fr.carouselMessages> = {
  roleDescription: "عرض دوّار",
  slideRoleDescription: "شريحة",
  previous: "الشريحة السابقة",
  next: "الشريحة التالية",
  first: "هذه هي الشريحة الأولى",
  last: "هذه هي الشريحة الأخيرة",
  goTo: "الانتقال إلى الشريحة {{index}}",
  slideLabel: "{{index}} من {{slidesLength}}",
  pause: "إيقاف التمرير مؤقتًا",
  play: "استئناف التمرير",
};

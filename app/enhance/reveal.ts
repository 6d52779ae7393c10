import { firstTime, prefersReducedMotion } from "#app/enhance/once.ts";

const started = new WeakSet<Element>();

/**
 * A section that fades in (1 s, spec §9) when scrolled into view
 * (`data-module="reveal"`). Only a section still below the fold when this runs
 * is hidden first, so nothing already on screen blinks; without JavaScript, or
 * for a visitor who prefers reduced motion, every section is simply shown.
 */
export function initReveal(section: HTMLElement): void {
  if (!firstTime(started, section) || prefersReducedMotion()) return;
  if (section.getBoundingClientRect().top < window.innerHeight) return;
  section.classList.add("reveal--pending");
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      section.classList.replace("reveal--pending", "reveal--shown");
    },
    { threshold: 0.05 },
  );
  observer.observe(section);
}

import { firstTime, prefersReducedMotion } from "#app/enhance/once.ts";

const started = new WeakSet<Element>();

/**
 * A section that fades in (1 s, spec §9) when scrolled into view
 * (`data-module="reveal"`). Only a section still below the fold at the observer's
 * first report is hidden, so nothing already on screen blinks; without JavaScript, or
 * for a visitor who prefers reduced motion, every section is simply shown. The observer
 * measures as the browser renders: the enhancer forces no layout of its own.
 */
export function initReveal(section: HTMLElement): void {
  if (!firstTime(started, section) || prefersReducedMotion()) return;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      // A section still observed and not hidden is at its first report: the only one that can hide it.
      if (!section.classList.contains("reveal--pending")) {
        const belowTheFold = entry.boundingClientRect.top >= (entry.rootBounds?.height ?? window.innerHeight);
        if (!entry.isIntersecting && belowTheFold) section.classList.add("reveal--pending");
        else observer.disconnect();
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      section.classList.replace("reveal--pending", "reveal--shown");
    },
    { threshold: 0.05 },
  );
  observer.observe(section);
}

/**
 * True the first time an element is seen by this init, false after: every
 * init can be called again on the same element (by the enhancer, then by a
 * React effect on the hydrated home page) and does its work once.
 */
export function firstTime(started: WeakSet<Element>, element: Element): boolean {
  if (started.has(element)) return false;
  started.add(element);
  return true;
}

/** The visitor asked for less motion: no autoplay, no fade-in, no page transition. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * True the first time an element is seen by this init, false after: an init
 * called again on the same element (a second run of the enhancer) does its
 * work once.
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

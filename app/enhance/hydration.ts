/**
 * Only the home page hydrates (its contact form is a React state machine);
 * its root element says so with `data-hydration="pending"` until React has
 * taken over. Work that reshapes the DOM (Swiper) or competes with hydration
 * for the main thread (web vitals) waits for that moment there, and starts
 * at once on every other page.
 */
const hydratedEvent = "tingis:hydrated";

export function whenHydrated(): Promise<void> {
  if (document.documentElement.dataset.hydration !== "pending") return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(hydratedEvent, () => resolve(), { once: true }));
}

/** Called by React once the whole page is hydrated (app/components/hydration-marker.tsx). */
export function markHydrated(): void {
  document.documentElement.dataset.hydration = "done";
  document.dispatchEvent(new Event(hydratedEvent));
}

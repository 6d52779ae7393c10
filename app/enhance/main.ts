import { initCarousel } from "#app/enhance/carousel-controls.ts";
import { initContactForm } from "#app/enhance/contact-form-wake.ts";
import { initCurrentYear } from "#app/enhance/current-year.ts";
import { keepFocusThroughLoad } from "#app/enhance/focus-through-load.ts";
import { initLazyMap } from "#app/enhance/map-on-approach.ts";
import { initMenu } from "#app/enhance/menu.ts";
import { initModal } from "#app/enhance/modal.ts";
import { nextTask } from "#app/enhance/next-task.ts";
import { initNavigationProgress } from "#app/enhance/progress-bar.ts";
import { initRedirectCountdown } from "#app/enhance/redirect-countdown.ts";
import { initReveal } from "#app/enhance/reveal.ts";
import { startScrollPosition } from "#app/enhance/scroll-position.ts";
import { startSpeculationRules } from "#app/enhance/speculation-rules.ts";
import { startWebVitals } from "#app/enhance/web-vitals.ts";

/**
 * The one script every page loads (docs/decisions/003). Each page already works
 * as HTML and CSS; this enhances the elements that ask for it with
 * `data-module="name"`, as GOV.UK Frontend does. Each init does its work once
 * per element and does nothing where the browser lacks what it needs. No page
 * runs React Router in the browser; the home page's contact form is a React
 * island this script wakes when the visitor comes near (decision 018).
 *
 * The elements are enhanced in document order, a few milliseconds at a time, so the start never
 * holds the main thread long; one the visitor reaches first (a tap, a key, focus) is enhanced on
 * the spot, before the event gets to it, so every control answers from the moment this runs
 * (decision 003).
 */
const modules: Record<string, (element: HTMLElement) => void> = {
  carousel: initCarousel,
  "contact-form": initContactForm,
  "current-year": initCurrentYear,
  "lazy-map": initLazyMap,
  menu: initMenu,
  modal: (element) => {
    if (element instanceof HTMLDialogElement) initModal(element);
  },
  "navigation-progress": initNavigationProgress,
  "redirect-countdown": initRedirectCountdown,
  reveal: initReveal,
};

/** Longest run of enhancing, in ms, before the page gets the main thread back. */
const sliceMs = 8;

/** Runs the element's inits; each does its work once, so an element reached twice costs nothing. */
function enhance(element: HTMLElement): void {
  for (const name of element.dataset.module?.split(" ") ?? []) {
    try {
      modules[name]?.(element);
    } catch (error) {
      // One broken enhancement must not stop the others: the element still works as HTML.
      console.error(error);
    }
  }
}

/** Enhances, before the event reaches its target, every element around the target still waiting. */
function enhanceAround(event: Event): void {
  if (!(event.target instanceof Element)) return;
  for (let element = event.target.closest<HTMLElement>("[data-module]"); element; ) {
    enhance(element);
    element = element.parentElement?.closest<HTMLElement>("[data-module]") ?? null;
  }
}

const firstInputs = ["pointerdown", "click", "keydown", "focusin"] as const;

async function start(): Promise<void> {
  for (const type of firstInputs) document.addEventListener(type, enhanceAround, { capture: true });
  startScrollPosition();
  startSpeculationRules();
  keepFocusThroughLoad();
  // From here every control answers: carousel buttons show (app/styles/carousel.css).
  document.documentElement.dataset.enhancing = "";
  // Evaluating this script was this task's work: the elements begin in the next one.
  await nextTask();
  let sliceStart = performance.now();
  for (const element of document.querySelectorAll<HTMLElement>("[data-module]")) {
    if (performance.now() - sliceStart > sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
    enhance(element);
  }
  for (const type of firstInputs) document.removeEventListener(type, enhanceAround, { capture: true });
  startWebVitals();
  document.documentElement.dataset.enhanced = "";
}

if (document.readyState === "loading")
  document.addEventListener("DOMContentLoaded", () => void start(), { once: true });
else void start();

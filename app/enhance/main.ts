import { initCarousel } from "#app/enhance/carousel-controls.ts";
import { initContactForm } from "#app/enhance/contact-form-wake.ts";
import { initCurrentYear } from "#app/enhance/current-year.ts";
import { initLazyMap } from "#app/enhance/map-on-approach.ts";
import { initMenu } from "#app/enhance/menu.ts";
import { initModal } from "#app/enhance/modal.ts";
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

/** Runs the element's inits; one that fails leaves the element working as HTML and the others enhanced. */
function enhance(element: HTMLElement): void {
  for (const name of element.dataset.module?.split(" ") ?? []) {
    try {
      modules[name]?.(element);
    } catch (error) {
      console.error(error);
    }
  }
}

function start(): void {
  startScrollPosition();
  startSpeculationRules();
  for (const element of document.querySelectorAll<HTMLElement>("[data-module]")) enhance(element);
  startWebVitals();
  // From here every control answers: carousel buttons show (app/styles/carousel.css); tests wait for it.
  document.documentElement.dataset.enhanced = "";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();

import { initCarousel } from "#app/enhance/carousel-controls.ts";
import { initContactForm } from "#app/enhance/contact-form-wake.ts";
import { initCurrentYear } from "#app/enhance/current-year.ts";
import { initLazyMap } from "#app/enhance/map-on-approach.ts";
import { initMenu } from "#app/enhance/menu.ts";
import { initModal } from "#app/enhance/modal.ts";
import { nextTask } from "#app/enhance/next-task.ts";
import { initNavigationProgress } from "#app/enhance/progress-bar.ts";
import { initRedirectCountdown } from "#app/enhance/redirect-countdown.ts";
import { initReveal } from "#app/enhance/reveal.ts";
import { startScrollPosition } from "#app/enhance/scroll-position.ts";
import { startWebVitals } from "#app/enhance/web-vitals.ts";

/**
 * The one script every page loads (docs/decisions/050). Each page already works
 * as HTML and CSS; this enhances the elements that ask for it with
 * `data-module="name"`, as GOV.UK Frontend does. Each init does its work once
 * per element and does nothing where the browser lacks what it needs. No page
 * runs React Router in the browser; the home page's contact form is a React
 * island this script wakes when the visitor comes near (decision 083).
 *
 * What a first tap can reach is enhanced at once, so it answers by the load event; the rest
 * follows in a task of its own, so the start never holds the main thread long (decision 108).
 */
type Modules = Record<string, (element: HTMLElement) => void>;

const forFirstTap: Modules = {
  carousel: initCarousel,
  "contact-form": initContactForm,
  menu: initMenu,
  modal: (element) => {
    if (element instanceof HTMLDialogElement) initModal(element);
  },
  "navigation-progress": initNavigationProgress,
  "redirect-countdown": initRedirectCountdown,
};

const forLater: Modules = {
  "current-year": initCurrentYear,
  "lazy-map": initLazyMap,
  reveal: initReveal,
};

function initAll(scope: ParentNode, modules: Modules): void {
  for (const element of scope.querySelectorAll<HTMLElement>("[data-module]")) {
    for (const name of element.dataset.module?.split(" ") ?? []) {
      try {
        modules[name]?.(element);
      } catch (error) {
        // One broken enhancement must not stop the others: the element still works as HTML.
        console.error(error);
      }
    }
  }
}

function start(): void {
  initAll(document, forFirstTap);
  startScrollPosition();
  document.documentElement.dataset.enhanced = "";
  void nextTask().then(() => {
    initAll(document, forLater);
    startWebVitals();
  });
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();

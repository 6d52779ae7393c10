import { initCarousel } from "#app/enhance/carousel.ts";
import { initCurrentYear } from "#app/enhance/current-year.ts";
import { initMenu } from "#app/enhance/menu.ts";
import { initModal } from "#app/enhance/modal.ts";
import { initNavigationProgress } from "#app/enhance/navigation-progress.ts";
import { initRedirectCountdown } from "#app/enhance/redirect-countdown.ts";
import { initReveal } from "#app/enhance/reveal.ts";
import { startScrollPosition } from "#app/enhance/scroll-position.ts";
import { startWebVitals } from "#app/enhance/web-vitals.ts";

/**
 * The one script every page loads (docs/decisions/050). Each page already works
 * as HTML and CSS; this enhances the elements that ask for it with
 * `data-module="name"`, as GOV.UK Frontend does. Each init does its work once
 * per element, whoever calls it (the hydrated home page's components call the
 * same functions from their effects), and does nothing where the browser lacks
 * what it needs.
 */
const modules: Record<string, (element: HTMLElement) => void> = {
  carousel: initCarousel,
  "current-year": initCurrentYear,
  menu: initMenu,
  modal: (element) => {
    if (element instanceof HTMLDialogElement) initModal(element);
  },
  "navigation-progress": initNavigationProgress,
  "redirect-countdown": initRedirectCountdown,
  reveal: initReveal,
};

function initAll(scope: ParentNode): void {
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
  initAll(document);
  startScrollPosition();
  startWebVitals();
  document.documentElement.dataset.enhanced = "";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();

import { firstTime } from "#app/enhance/once.ts";

const started = new WeakSet<Element>();

/**
 * The mobile menu (`data-module="menu"` on the header's <nav>) is a native
 * popover opened by its `popovertarget` button: it opens, closes on Escape or a
 * click elsewhere, returns focus and tells assistive technology it is expanded
 * without any script. This adds what HTML cannot say by itself: the button's
 * name follows the menu ('Ouvrir le menu', 'Fermer le menu'), in the words the page gives it
 * (`data-open-label`, `data-close-label`), so every language's page names it in its own.
 */
export function initMenu(nav: HTMLElement): void {
  if (!firstTime(started, nav)) return;
  const button = nav.querySelector<HTMLButtonElement>("button[popovertarget]");
  const list = button ? document.getElementById(button.getAttribute("popovertarget") ?? "") : null;
  if (!button || !list || !("popover" in HTMLElement.prototype)) return;
  const { openLabel, closeLabel } = button.dataset;
  if (!openLabel || !closeLabel) return;
  const sync = () => {
    button.setAttribute("aria-label", list.matches(":popover-open") ? closeLabel : openLabel);
  };
  list.addEventListener("toggle", sync);
  // Back to this page from the back/forward cache: it comes back closed.
  addEventListener("pagehide", () => list.hidePopover());
  sync();
}

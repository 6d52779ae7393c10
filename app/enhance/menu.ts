import { headerCopy } from "#app/content/site-chrome.ts";
import { firstTime } from "#app/enhance/once.ts";

const started = new WeakSet<Element>();

/**
 * The mobile menu (`data-module="menu"` on the header's <nav>) is a native
 * popover opened by its `popovertarget` button: it opens, closes on Escape or a
 * click elsewhere and returns focus without any script. This adds what HTML
 * cannot say by itself: the button's name and expanded state follow the menu.
 */
export function initMenu(nav: HTMLElement): void {
  if (!firstTime(started, nav)) return;
  const button = nav.querySelector<HTMLButtonElement>("button[popovertarget]");
  const list = button ? document.getElementById(button.getAttribute("popovertarget") ?? "") : null;
  if (!button || !list || !("popover" in HTMLElement.prototype)) return;
  const sync = () => {
    const open = list.matches(":popover-open");
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? headerCopy.closeMenu : headerCopy.openMenu);
  };
  list.addEventListener("toggle", sync);
  // Back to this page from the back/forward cache: it comes back closed.
  addEventListener("pagehide", () => list.hidePopover());
  sync();
}

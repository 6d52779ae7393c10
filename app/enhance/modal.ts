import { firstTime } from "#app/enhance/once.ts";
import { wrapFocus } from "#app/lib/focus-wrap.ts";

const started = new WeakSet<Element>();

/**
 * A modal <dialog> (`data-module="modal"`) opened by buttons with `commandfor`
 * and `command="show-modal"`, closed by `command="close"` and, with
 * `closedby="any"`, by Escape or a click on the backdrop: all native. Where a
 * browser lacks invoker commands, the same buttons' `popovertarget` shows it as
 * a popover instead, which closes the same ways: native too. This adds the
 * small rest: the openers' expanded state, a click on the backdrop where
 * `closedby` is missing, Tab kept inside the dialog (a native modal lets it
 * leave for the browser's UI), and closed before the back/forward cache.
 */
export function initModal(dialog: HTMLDialogElement): void {
  if (!firstTime(started, dialog) || !dialog.id) return;
  const openers = [
    ...document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"][command="show-modal"]`),
  ];
  const popovers = "popover" in HTMLElement.prototype && dialog.hasAttribute("popover");
  const isOpen = () => dialog.open || (popovers && dialog.matches(":popover-open"));
  const sync = () => {
    for (const opener of openers) opener.setAttribute("aria-expanded", String(isOpen()));
  };
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    // A click on the backdrop reaches the dialog box itself, outside its content.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  dialog.addEventListener("command", () => setTimeout(sync));
  dialog.addEventListener("toggle", sync);
  dialog.addEventListener("close", sync);
  dialog.addEventListener("keydown", wrapFocus);
  // Back to this page from the back/forward cache: it comes back closed.
  addEventListener("pagehide", () => {
    dialog.close();
    if (popovers) dialog.hidePopover();
  });
  sync();
}

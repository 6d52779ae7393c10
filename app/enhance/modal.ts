import { firstTime } from "#app/enhance/once.ts";
import { wrapFocus } from "#app/lib/focus-wrap.ts";

const started = new WeakSet<Element>();

/**
 * A modal <dialog> (`data-module="modal"`) opened by buttons with `commandfor`
 * and `command="show-modal"`, closed by `command="close"` and, with
 * `closedby="any"`, by Escape or a click on the backdrop: all native. Where a
 * browser lacks invoker commands, the same buttons' `popovertarget` shows it as
 * a popover instead, which closes the same ways: native too; browsers expose the
 * openers' expanded state themselves. This adds the small rest: a click on the
 * backdrop where `closedby` is missing, Tab kept inside the dialog (a native
 * modal lets it leave for the browser's UI), and closed before the
 * back/forward cache.
 */
export function initModal(dialog: HTMLDialogElement): void {
  if (!firstTime(started, dialog) || !dialog.id) return;
  const popovers = "popover" in HTMLElement.prototype && dialog.hasAttribute("popover");
  if (!("closedBy" in HTMLDialogElement.prototype)) {
    // A click on the backdrop reaches the dialog box itself, outside its content.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  dialog.addEventListener("keydown", wrapFocus);
  // Back to this page from the back/forward cache: it comes back closed.
  addEventListener("pagehide", () => {
    dialog.close();
    if (popovers) dialog.hidePopover();
  });
}

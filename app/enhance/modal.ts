import { firstTime } from "#app/enhance/once.ts";
import { wrapFocus } from "#app/lib/focus-wrap.ts";

const started = new WeakSet<Element>();

/**
 * A modal <dialog> (`data-module="modal"`) opened by buttons with
 * `commandfor` and `command="show-modal"`, closed by a `method="dialog"` form
 * and, with `closedby="any"`, by Escape or a click on the backdrop: all native.
 * This adds the small rest: the same behaviour where a browser lacks invoker
 * commands or `closedby` (WebKit today), the openers' expanded state, and Tab
 * kept inside the dialog (a native modal lets it leave for the browser's UI).
 */
export function initModal(dialog: HTMLDialogElement): void {
  if (!firstTime(started, dialog) || !dialog.id) return;
  const openers = [...document.querySelectorAll<HTMLButtonElement>(`button[commandfor="${dialog.id}"]`)];
  const sync = () => {
    for (const opener of openers) opener.setAttribute("aria-expanded", String(dialog.open));
  };
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    for (const opener of openers) {
      opener.addEventListener("click", () => {
        if (!dialog.open) dialog.showModal();
        sync();
      });
    }
  }
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
  addEventListener("pagehide", () => dialog.close());
  sync();
}

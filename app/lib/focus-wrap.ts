const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What wrapFocus reads of a key press: a DOM KeyboardEvent and React's both fit. */
interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/**
 * Keeps Tab and Shift+Tab cycling inside a modal (dialog, popup): a native
 * modal <dialog> lets focus leave for the browser's own toolbar, which leaves
 * keyboard users outside the page while the dialog still covers it.
 * Listen for `keydown` on the modal itself.
 */
export function wrapFocus(event: TabKeyEvent): void {
  if (event.key !== "Tab" || !(event.currentTarget instanceof HTMLElement)) return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element.getClientRects().length > 0,
  );
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

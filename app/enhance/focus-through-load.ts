/** How close to the load event a field's blur must be to be the browser's doing, not the visitor's. */
const loadBlurWindowMs = 100;

/**
 * Arriving at /#contact (every page's "Contact" link), the browser clears focus as the
 * page finishes loading, because the fragment's target, the section, is not focusable
 * (Chromium does so "to match other browsers"): a visitor already typing in a field
 * would go on typing into nothing. When a field loses focus to nothing right at the
 * load event, this gives it back, caret and all. It starts with the enhancer, before any element
 * is enhanced: the load event may come while they are.
 */
export function keepFocusThroughLoad(): void {
  if (document.readyState === "complete" || !location.hash) return;
  let blurred: { field: HTMLInputElement | HTMLTextAreaElement; at: number } | undefined;
  const remember = (event: FocusEvent) => {
    const field = event.target;
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isField && event.relatedTarget === null) blurred = { field, at: event.timeStamp };
  };
  document.addEventListener("focusout", remember);
  addEventListener(
    "load",
    (event) => {
      document.removeEventListener("focusout", remember);
      if (!blurred || document.activeElement !== document.body) return;
      if (event.timeStamp - blurred.at > loadBlurWindowMs) return;
      const { field } = blurred;
      const { selectionStart, selectionEnd } = field;
      field.focus({ preventScroll: true });
      field.setSelectionRange(selectionStart, selectionEnd);
    },
    { once: true },
  );
}

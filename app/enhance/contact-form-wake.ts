import { firstTime } from "#app/enhance/once.ts";
import { whenNear } from "#app/enhance/when-near.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loadContactFormCopy } from "#app/islands/contact-form-copies.ts";

const started = new WeakSet<Element>();

/**
 * Wakes the contact form's React island (`data-module="contact-form"`,
 * app/components/contact-form-island.tsx; decision 083) when the visitor comes
 * near it: the section within 600 px of the viewport (which following the
 * `#contact` link does too), a field focused, or a pointer down on it. Never
 * on load: React DOM and the form stay off the page's critical path.
 *
 * Until then the form is the server's plain HTML form, and works as one: what
 * the visitor types stays in its fields, which hydration keeps. A submit pressed
 * before React has the form waits for it and is then handed to it; should the
 * island fail to load (a deploy replaced its chunk, a flaky network), that submit
 * goes as the plain POST the form is without JavaScript.
 */
export function initContactForm(container: HTMLElement): void {
  const form = container.querySelector("form");
  if (!firstTime(started, container) || !form) return;
  let submitPressed = false;
  let waking = false;
  const wake = () => {
    if (waking) return;
    waking = true;
    container.dataset.island = "waking";
    // The island and its language's copy load side by side, not one after the other (decision 088).
    const { locale } = JSON.parse(container.dataset.props ?? "{}") as { locale?: Locale };
    Promise.all([import("#app/islands/hydrate-contact-form.tsx"), loadContactFormCopy(locale ?? "fr")])
      .then(([{ hydrateContactForm }, copy]) => hydrateContactForm(container, copy))
      .then(
        () => {
          form.removeEventListener("submit", holdSubmit);
          container.dataset.island = "awake";
          if (submitPressed) form.requestSubmit();
        },
        () => {
          form.removeEventListener("submit", holdSubmit);
          container.dataset.island = "failed";
          if (submitPressed) form.submit();
        },
      );
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitPressed = true;
    wake();
  };
  form.addEventListener("submit", holdSubmit);

  keepFocusThroughLoad(form);
  container.addEventListener("focusin", wake, { once: true });
  container.addEventListener("pointerdown", wake, { once: true });
  whenNear(container, "600px 0px", wake);
}

/** How close to the load event a field's blur must be to be the browser's doing, not the visitor's. */
const loadBlurWindowMs = 100;

/**
 * Arriving at /#contact (every page's "Contact" link), the browser clears focus as the
 * page finishes loading, because the fragment's target, the section, is not focusable
 * (Chromium does so "to match other browsers"): a visitor already typing in a field
 * would go on typing into nothing. When a field loses focus to nothing right at the
 * load event, this gives it back, caret and all.
 */
function keepFocusThroughLoad(form: HTMLFormElement): void {
  if (document.readyState === "complete" || !location.hash) return;
  let blurred: { field: HTMLInputElement | HTMLTextAreaElement; at: number } | undefined;
  const remember = (event: FocusEvent) => {
    const field = event.target;
    const isField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    if (isField && event.relatedTarget === null) blurred = { field, at: event.timeStamp };
  };
  form.addEventListener("focusout", remember);
  addEventListener(
    "load",
    (event) => {
      form.removeEventListener("focusout", remember);
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

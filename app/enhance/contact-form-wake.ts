import { firstTime } from "#app/enhance/once.ts";
import { whenNear } from "#app/enhance/when-near.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loadContactFormCopy } from "#app/islands/contact-form-copies.ts";

const started = new WeakSet<Element>();

/**
 * Wakes the contact form's React island (`data-module="contact-form"`,
 * app/components/contact-form-island.tsx; decision 018) when the visitor comes
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
    // The island and its language's copy load side by side, not one after the other (decision 018).
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

  container.addEventListener("focusin", wake, { once: true });
  container.addEventListener("pointerdown", wake, { once: true });
  whenNear(container, "600px 0px", wake);
}

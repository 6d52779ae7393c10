import { firstTime } from "#app/enhance/once.ts";

const started = new WeakSet<Element>();

/**
 * /404's timed return to the home page (`data-module="redirect-countdown"`, spec §2): after the
 * delay the page states (`data-redirect-delay`, 5 s), it is replaced by its language's home page in
 * the history, unless the visitor pressed 'Rester sur cette page' (WCAG 2.2.1). Without
 * JavaScript the page stays, and says so (app/routes/not-found.tsx).
 */
export function initRedirectCountdown(element: HTMLElement): void {
  if (!firstTime(started, element)) return;
  const target = element.dataset.redirectTo ?? "/";
  const delayMs = Number(element.dataset.redirectDelay);
  if (!(delayMs > 0)) return;
  const timer = window.setTimeout(() => location.replace(target), delayMs);
  element.querySelector(".not-found__stay")?.addEventListener("click", () => {
    window.clearTimeout(timer);
    element.dataset.state = "stayed";
    const status = element.querySelector(".not-found__message");
    // The page's own language: the message comes with it (app/routes/not-found.tsx).
    if (status) status.textContent = element.dataset.stayedMessage ?? "";
    // The button hides once pressed: focus goes on to the one action left.
    element.querySelector<HTMLElement>("a[href]")?.focus();
  });
}

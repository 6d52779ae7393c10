/**
 * Resolves once the page has loaded and the browser has an idle moment (or
 * `timeoutMs` after the load event at the latest): for work the page does not
 * need to paint or to answer a first tap (Swiper, the web-vitals reporter, the
 * speculation rules). It protects a slow phone's first tap, answered while the page
 * loads rather than after Swiper is built (test/e2e/first-input.test.ts, CPU ×4).
 */
export function afterLoadWhenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else window.setTimeout(resolve, 1_000);
    };
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}

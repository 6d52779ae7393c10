/** Longest wait for an idle moment after `load` before the reporter is fetched anyway. */
const idleTimeoutMs = 3_000;

/**
 * Starts the real-visitor web-vitals reporter (app/lib/web-vitals-reporter.ts)
 * once the page has loaded and the browser is
 * idle: web-vitals is its own chunk, fetched after everything the page needs
 * (docs/decisions/037).
 */
export function startWebVitals(): void {
  const start = () => {
    import("#app/lib/web-vitals-reporter.ts")
      .then(({ startReporting }) => startReporting())
      .catch(() => {
        // Offline, a blocked chunk or an old browser: the visit goes on unmeasured.
      });
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: idleTimeoutMs });
    else window.setTimeout(start, 1_000);
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

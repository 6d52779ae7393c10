import { useEffect } from "react";

/** Longest wait for an idle moment after `load` before the reporter is fetched anyway. */
const idleTimeoutMs = 3_000;

/**
 * Starts the real-visitor web-vitals reporter (app/lib/web-vitals-reporter.ts)
 * once the page has loaded and the browser is idle. The dynamic import keeps
 * web-vitals out of the JavaScript fetched before the page is interactive: it
 * is its own chunk, never modulepreloaded (docs/decisions/037). Renders nothing.
 */
export function WebVitalsReporter() {
  useEffect(() => {
    let idleHandle: number | undefined;
    const start = () => {
      import("#app/lib/web-vitals-reporter.ts")
        .then(({ startReporting }) => startReporting())
        .catch(() => {
          // Offline, a blocked chunk or an old browser: the visit goes on unmeasured.
        });
    };
    const whenIdle = () => {
      idleHandle =
        typeof requestIdleCallback === "function"
          ? requestIdleCallback(start, { timeout: idleTimeoutMs })
          : window.setTimeout(start, 1_000);
    };
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return () => {
      removeEventListener("load", whenIdle);
      if (idleHandle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    };
  }, []);
  return null;
}

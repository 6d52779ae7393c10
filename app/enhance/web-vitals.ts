import { afterLoadWhenIdle } from "#app/enhance/after-load.ts";

/** Longest wait for an idle moment after `load` before the reporter is fetched anyway. */
const idleTimeoutMs = 3_000;

/**
 * Starts the real-visitor web-vitals reporter (app/lib/web-vitals-reporter.ts)
 * once the page has loaded and the browser is idle: web-vitals is its own chunk,
 * fetched after everything the page needs (docs/decisions/023).
 */
export function startWebVitals(): void {
  void afterLoadWhenIdle(idleTimeoutMs)
    .then(() => import("#app/lib/web-vitals-reporter.ts"))
    .then(({ startReporting }) => startReporting())
    .catch(() => {
      // Offline, a blocked chunk or an old browser: the visit goes on unmeasured.
    });
}

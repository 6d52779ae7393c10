import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import { type VitalSample, type VitalsBeacon, vitalsEndpoint, vitalsLimits } from "#app/lib/web-vitals-beacon.ts";

/**
 * Measures this page view's web vitals and sends them to the Worker when the
 * page is hidden (docs/decisions/023). Loaded on demand by
 * app/components/web-vitals-reporter.tsx, after first paint, in its own chunk.
 * Silent by design: it shows nothing, logs nothing and never throws.
 */
export function startReporting(): void {
  if (typeof navigator.sendBeacon !== "function") return;
  let path = landingPath();
  // Keyed by metric id: a metric reported again (CLS or INP after the tab came back) replaces its earlier value.
  const pending = new Map<string, VitalSample>();

  const queue = (metric: MetricType) => {
    const { id, name, value, rating, navigationType } = metric;
    pending.set(id, { id, name, value, rating, navigationType });
  };
  const flush = () => {
    try {
      if (pending.size > 0) send(path, [...pending.values()]);
    } catch {
      // A measurement must never disturb the visit.
    }
    pending.clear();
  };

  onTTFB(queue);
  onFCP(queue);
  onLCP(queue);
  onCLS(queue);
  onINP(queue);
  // After web-vitals' own (capture) listener, so its final reports are queued first. Browsers fire
  // visibilitychange when the page is left too, and web-vitals reports on nothing else: a pagehide
  // listener would only split the same page view into two beacons.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // A page restored from the back/forward cache is a new page view of the page shown then.
  addEventListener("pageshow", (event) => {
    if (event.persisted) path = location.pathname;
  });
}

/**
 * The path of the document's own navigation (the Worker files it under its route). Client-side
 * navigations since then do not change it: LCP, FCP and TTFB belong to the page that was loaded,
 * and CLS and INP are counted over the whole document, as the Chrome UX Report does.
 */
function landingPath(): string {
  const [navigation] = performance.getEntriesByType("navigation");
  return (navigation ? new URL(navigation.name) : location).pathname;
}

function send(path: string, metrics: VitalSample[]) {
  for (let start = 0; start < metrics.length; start += vitalsLimits.metricsPerBeacon) {
    const beacon: VitalsBeacon = { route: path, metrics: metrics.slice(start, start + vitalsLimits.metricsPerBeacon) };
    const body = new Blob([JSON.stringify(beacon)], { type: "application/json" });
    // false means the browser's beacon queue is full: the sample is dropped, never retried.
    navigator.sendBeacon(vitalsEndpoint, body);
  }
}

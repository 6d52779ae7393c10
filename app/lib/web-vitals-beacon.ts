import type { Metric } from "web-vitals";

/**
 * The web-vitals beacon, as the browser's reporter sends it and the Worker's
 * `POST /api/vitals` accepts it (docs/decisions/023). Type-only import of
 * web-vitals: the library itself stays in the reporter's lazy chunk, and nothing
 * here imports the site's content, so that chunk carries no route table.
 */

export const vitalsEndpoint = "/api/vitals";

export const vitalNames = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const satisfies readonly Metric["name"][];
export type VitalName = (typeof vitalNames)[number];

export const vitalRatings = ["good", "needs-improvement", "poor"] as const satisfies readonly Metric["rating"][];

export const navigationTypes = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const satisfies readonly Metric["navigationType"][];

export const vitalsLimits = {
  /** A full beacon (5 metrics) is about 600 bytes; anything near this is not ours. */
  bodyBytes: 4 * 1024,
  /** One page view reports each of the 5 metrics at most once per flush. */
  metricsPerBeacon: 10,
  /** web-vitals' metric ids (`v6-<ms>-<13 digits>`, 30 characters), with room for a format change. */
  idLength: 64,
  /** A page's path: the site's longest is under 40 characters. */
  pathLength: 128,
  /** Upper bounds of plausible values: milliseconds for the timings, a unitless score for CLS. */
  maxValue: { LCP: 120_000, INP: 120_000, FCP: 120_000, TTFB: 120_000, CLS: 100 } satisfies Record<VitalName, number>,
  /** Beacons one address may send per minute (wrangler.toml VITALS_RATE_LIMITER, kept in step). */
  beaconsPerMinute: 60,
} as const;

/** One metric of a page view, without web-vitals' performance entries or anything about the visitor. */
export interface VitalSample {
  /** web-vitals' id of this metric instance: a later report with the same id replaces the earlier one. */
  id: string;
  name: VitalName;
  value: number;
  rating: Metric["rating"];
  navigationType: Metric["navigationType"];
}

export interface VitalsBeacon {
  /**
   * The path of the page viewed, as the visitor saw it (e.g. "/en/distribution/schmersal"): never
   * the full URL. The Worker files it under its route (functions/vitals/vitals-routes.ts).
   */
  route: string;
  metrics: VitalSample[];
}

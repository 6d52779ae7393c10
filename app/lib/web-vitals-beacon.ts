import type { Metric } from "web-vitals";
import { pageKeyForPath, pageMeta } from "#app/content/pages.ts";
import { frenchPath } from "#app/i18n/locales.ts";

/**
 * The web-vitals beacon, as the browser's reporter sends it and the Worker's
 * `POST /api/vitals` accepts it (docs/decisions/037–039). Type-only import of
 * web-vitals: the library itself stays in the reporter's lazy chunk.
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
  /** The route pattern of the page view, e.g. "/distribution/schmersal": never the full URL. */
  route: string;
  metrics: VitalSample[];
}

/** Every route the site serves (app/content/pages.ts): the only values a beacon's route may take. */
export const reportedRoutes = Object.values(pageMeta).map((page) => page.path);

/**
 * The route pattern of a URL path, or undefined for a path no page owns (nothing is reported then).
 * A page in English or Arabic counts as its French route: one series per page, every language in it
 * (decision 085), and the vitals store's routes stay the French paths.
 */
export function routeForPath(pathname: string): string | undefined {
  const key = pageKeyForPath(frenchPath(pathname));
  return key ? pageMeta[key].path : undefined;
}

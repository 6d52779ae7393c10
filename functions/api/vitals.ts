import { Hono } from "hono";
import * as z from "zod/mini";
import { clientIp } from "#app/lib/client-ip.ts";
import {
  navigationTypes,
  type VitalsBeacon,
  vitalNames,
  vitalRatings,
  vitalsLimits,
} from "#app/lib/web-vitals-beacon.ts";
import { allowMethods, jsonBodyLimit, refuse, requireJson } from "#functions/api/refuse.ts";
import { withinRateLimit } from "#functions/rate-limit.ts";
import { deviceClass } from "#functions/vitals/device-class.ts";
import { routeForPath } from "#functions/vitals/vitals-routes.ts";
import { defaultDailyRowCap, storeBeacon } from "#functions/vitals/web-vitals-store.ts";

const metricSchema = z
  .object({
    id: z.string().check(z.minLength(1), z.maxLength(vitalsLimits.idLength), z.regex(/^[\w-]+$/)),
    name: z.enum(vitalNames),
    // z.number() already refuses NaN and ±Infinity.
    value: z.number().check(z.gte(0)),
    rating: z.enum(vitalRatings),
    navigationType: z.enum(navigationTypes),
  })
  .check(z.refine((metric) => metric.value <= vitalsLimits.maxValue[metric.name]));

/** Unknown keys are dropped, never stored: only these fields reach the database. */
const beaconSchema = z.object({
  // The page's path, in any language; `parseBeacon` files it under its route or refuses it.
  route: z.string().check(z.maxLength(vitalsLimits.pathLength), z.startsWith("/")),
  metrics: z.array(metricSchema).check(z.minLength(1), z.maxLength(vitalsLimits.metricsPerBeacon)),
});

/**
 * POST /api/vitals: the web-vitals beacons of app/lib/web-vitals-reporter.ts
 * (docs/decisions/023), stored in their own database (VITALS_DB) within
 * a daily row cap. 204 when taken; every refusal is the API's French
 * JSON. Nobody reads these answers (beacons are fire-and-forget): they are for
 * tests and logs.
 */
export const vitalsApi = new Hono<{ Bindings: Env }>();

vitalsApi.post(
  "/vitals",
  // First, so refused and oversized beacons count against the sender too.
  async (c, next) => {
    if (!(await withinRateLimit(c.env.VITALS_RATE_LIMITER, clientIp(c.req.raw))))
      return refuse(c, 429, undefined, { "Retry-After": "60" });
    await next();
  },
  requireJson,
  jsonBodyLimit(vitalsLimits.bodyBytes),
  async (c) => {
    const beacon = parseBeacon(await c.req.text());
    if (!beacon) return refuse(c, 400);
    const dailyRowCap = Number(c.env.VITALS_DAILY_ROW_CAP) || defaultDailyRowCap;
    try {
      // Sampled out or over the day's cap is still a 204: the beacon has no reader to tell.
      await storeBeacon(c.env.VITALS_DB, { ...beacon, device: deviceClass(c.req.raw) }, Date.now(), { dailyRowCap });
    } catch (error) {
      // Its own database: whatever happens here, the contact outbox does not see it.
      console.warn(`Web vitals not stored: ${error instanceof Error ? error.message : "unknown error"}`);
      return refuse(c, 503);
    }
    return c.body(null, 204);
  },
);

vitalsApi.all("/vitals", allowMethods("POST"));

/**
 * The beacon, filed under its page's route, if the text is JSON of the expected shape, within
 * bounds, from a page of the site; undefined otherwise.
 */
function parseBeacon(text: string): VitalsBeacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = beaconSchema.safeParse(json);
  if (!result.success) return undefined;
  const route = routeForPath(result.data.route);
  return route ? { ...result.data, route } : undefined;
}

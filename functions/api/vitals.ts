import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import * as z from "zod/mini";
import {
  navigationTypes,
  reportedRoutes,
  type VitalsBeacon,
  vitalNames,
  vitalRatings,
  vitalsLimits,
} from "#app/lib/web-vitals-beacon.ts";
import { storeBeacon } from "#functions/services/web-vitals-store.ts";

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
  route: z.enum(reportedRoutes),
  metrics: z.array(metricSchema).check(z.minLength(1), z.maxLength(vitalsLimits.metricsPerBeacon)),
});

/**
 * POST /api/vitals: the web-vitals beacons of app/lib/web-vitals-reporter.ts
 * (docs/decisions/037–039). 204 when stored; every refusal is thrown as an
 * HTTPException, which the API's error handler answers as French JSON. Nobody
 * reads these answers (beacons are fire-and-forget): they are for tests and logs.
 */
export const vitalsApi = new Hono<{ Bindings: Env }>();

vitalsApi.post(
  "/vitals",
  // First, so refused and oversized beacons count against the sender too.
  async (c, next) => {
    const { success } = await c.env.VITALS_RATE_LIMITER.limit({ key: c.req.header("cf-connecting-ip") ?? "unknown" });
    if (!success) {
      c.header("Retry-After", "60");
      throw new HTTPException(429);
    }
    await next();
  },
  async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") throw new HTTPException(415);
    await next();
  },
  bodyLimit({
    maxSize: vitalsLimits.bodyBytes,
    onError: () => {
      throw new HTTPException(413);
    },
  }),
  async (c) => {
    const beacon = parseBeacon(await c.req.text());
    if (!beacon) throw new HTTPException(400);
    await storeBeacon(c.env.DB, beacon, Date.now());
    return c.body(null, 204);
  },
);

vitalsApi.all("/vitals", (c) => {
  c.header("Allow", "POST");
  throw new HTTPException(405);
});

/** The beacon if the text is JSON of the expected shape, within bounds; undefined otherwise. */
function parseBeacon(text: string): VitalsBeacon | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = beaconSchema.safeParse(json);
  return result.success ? result.data : undefined;
}

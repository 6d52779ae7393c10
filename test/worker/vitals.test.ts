import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { httpRefusals } from "#app/content/refusals.ts";
import { type VitalSample, type VitalsBeacon, vitalsLimits } from "#app/lib/web-vitals-beacon.ts";
import { crossOriginRefusal } from "#functions/cross-origin.ts";
import { reportedRoutes } from "#functions/vitals/vitals-routes.ts";
import {
  busySampleEvery,
  storeBeacon,
  vitalsRetentionMs,
  type WebVitalRow,
} from "#functions/vitals/web-vitals-store.ts";
import { formatReport, type P75Row, p75Query } from "#scripts/lib/web-vitals-report.ts";
import {
  bindingsWith,
  fetchWithBindings,
  fetchWorker,
  runCron,
  testOrigin,
} from "#test/worker/support/built-worker.ts";
import {
  clearOutbox,
  freshIp,
  intakeBindings,
  outboxRows,
  postContact,
  stubProvider,
  validMessage,
} from "#test/worker/support/contact-harness.ts";
import { instrumentedDb } from "#test/worker/support/d1-faults.ts";
import { burstWithinOneMinute } from "#test/worker/support/minute-burst.ts";

/** A page view's beacon as the reporter sends it (app/lib/web-vitals-reporter.ts). */
function sample(name: VitalSample["name"], value: number, overrides: Partial<VitalSample> = {}): VitalSample {
  return {
    id: `v6-1767225600000-${1_000_000_000_000 + Math.floor(Math.random() * 8e12)}`,
    name,
    value,
    rating: "good",
    navigationType: "navigate",
    ...overrides,
  };
}

function validBeacon(route = "/distribution/schmersal"): VitalsBeacon {
  return {
    route,
    metrics: [sample("TTFB", 48.2), sample("FCP", 812), sample("LCP", 1204.5), sample("CLS", 0.021), sample("INP", 64)],
  };
}

interface PostOptions {
  ip?: string;
  contentType?: string;
  headers?: Record<string, string>;
  method?: string;
}

/** POSTs to the built Worker, as a browser's beacon would (same origin, JSON Blob). */
function postVitals(
  body: unknown,
  { ip = freshIp(), contentType = "application/json", headers = {}, method = "POST" }: PostOptions = {},
) {
  const init: RequestInit = { method, headers: { "content-type": contentType, "cf-connecting-ip": ip, ...headers } };
  if (method !== "GET" && method !== "HEAD") init.body = typeof body === "string" ? body : JSON.stringify(body);
  return fetchWorker("/api/vitals", init);
}

async function storedRows(): Promise<WebVitalRow[]> {
  const { results } = await env.VITALS_DB.prepare("SELECT * FROM web_vitals ORDER BY metric").all<WebVitalRow>();
  return results;
}

async function expectRefused(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ ok: false, error });
  expect(await storedRows()).toEqual([]);
}

beforeEach(async () => {
  await env.VITALS_DB.batch([
    env.VITALS_DB.prepare("DELETE FROM web_vitals"),
    env.VITALS_DB.prepare("DELETE FROM vitals_daily"),
  ]);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("POST /api/vitals with a valid beacon", () => {
  it("stores one row per metric and answers 204, never cached", async () => {
    const beacon = validBeacon();
    const before = Date.now();
    const response = await postVitals(beacon, {
      headers: { Origin: testOrigin, "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" },
    });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await storedRows();
    expect(rows.map(({ received_at, ...row }) => row)).toEqual(
      beacon.metrics
        .map((metric) => ({
          id: metric.id,
          route: "/distribution/schmersal",
          metric: metric.name,
          value: metric.value,
          rating: "good",
          navigation_type: "navigate",
          // From the beacon's user agent (functions/vitals/device-class.ts).
          device: "desktop",
        }))
        .sort((a, b) => a.metric.localeCompare(b.metric)),
    );
    for (const row of rows) expect(row.received_at).toBeGreaterThanOrEqual(before);
  });

  it("stores the beacon when the per-minute limiter fails to answer", async () => {
    const broken = { limit: () => Promise.reject(new Error("limiter unreachable")) } as unknown as RateLimit;
    const beacon = validBeacon();
    const request = new Request(`${testOrigin}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify(beacon),
    });
    expect((await fetchWithBindings(request, bindingsWith({ VITALS_RATE_LIMITER: broken }))).status).toBe(204);
    expect(await storedRows()).toHaveLength(beacon.metrics.length);
  });

  it("keeps nothing about the visitor: no address, no browser, no URL beyond the route", async () => {
    await postVitals(validBeacon(), { ip: "203.0.113.9", headers: { "user-agent": "Mozilla/5.0 Unique-Agent" } });
    const { results } = await env.VITALS_DB.prepare("SELECT name FROM pragma_table_info('web_vitals')").all<{
      name: string;
    }>();
    expect(results.map((column) => column.name)).toEqual([
      "id",
      "route",
      "metric",
      "value",
      "rating",
      "navigation_type",
      "received_at",
      // Mobile or desktop only, for the console's charts (migrations-vitals/0002_device.sql).
      "device",
    ]);
    const stored = JSON.stringify(await storedRows());
    expect(stored).not.toContain("203.0.113.9");
    expect(stored).not.toContain("Unique-Agent");
  });

  it("accepts every route of app/content/pages.ts", async () => {
    expect(reportedRoutes).toEqual(Object.values(pageMeta).map((page) => page.path));
    for (const route of reportedRoutes) expect((await postVitals(validBeacon(route))).status, route).toBe(204);
    expect(await storedRows()).toHaveLength(reportedRoutes.length * 5);
  });

  it("files a page in English or Arabic under its French route: one series per page", async () => {
    const sent = ["/en", "/ar", "/en/formation", "/ar/distribution/schmersal", "/en/404"];
    for (const path of sent) expect((await postVitals(validBeacon(path))).status, path).toBe(204);
    const routes = (await storedRows()).map((row) => row.route);
    expect(new Set(routes)).toEqual(new Set(["/", "/formation", "/distribution/schmersal", "/404"]));
    expect(routes).toHaveLength(sent.length * 5);
  });

  it("replaces a metric reported again (CLS after the tab came back) instead of counting it twice", async () => {
    const cls = sample("CLS", 0.02);
    await postVitals({ route: "/", metrics: [cls] });
    await postVitals({ route: "/", metrics: [{ ...cls, value: 0.31, rating: "poor" }] });
    expect(await storedRows()).toMatchObject([{ id: cls.id, metric: "CLS", value: 0.31, rating: "poor" }]);
  });

  it("never lets a reused id rewrite another route's or metric's row", async () => {
    const lcp = sample("LCP", 900);
    await postVitals({ route: "/formation", metrics: [lcp] });
    expect((await postVitals({ route: "/", metrics: [{ ...lcp, value: 99_000 }] })).status).toBe(204);
    expect((await postVitals({ route: "/formation", metrics: [{ ...lcp, name: "INP", value: 99_000 }] })).status).toBe(
      204,
    );
    expect(await storedRows()).toMatchObject([{ id: lcp.id, route: "/formation", metric: "LCP", value: 900 }]);
  });

  it("stores the boundary values: zero, the upper bounds, the maximum number of metrics", async () => {
    const { maxValue, metricsPerBeacon } = vitalsLimits;
    const metrics = [
      sample("CLS", 0),
      sample("CLS", maxValue.CLS, { rating: "poor" }),
      sample("LCP", maxValue.LCP, { rating: "poor", navigationType: "back-forward-cache" }),
    ];
    while (metrics.length < metricsPerBeacon) metrics.push(sample("INP", 16, { navigationType: "reload" }));
    expect((await postVitals({ route: "/", metrics })).status).toBe(204);
    expect(await storedRows()).toHaveLength(metricsPerBeacon);
  });

  it("ignores keys it does not know instead of storing them", async () => {
    const beacon = {
      ...validBeacon(),
      url: "https://tingis-industry.test/?email=x@y.ma",
      metrics: [{ ...sample("FCP", 700), entries: [{ name: "x" }] }],
    };
    expect((await postVitals(beacon)).status).toBe(204);
    expect(JSON.stringify(await storedRows())).not.toContain("email");
  });
});

describe("POST /api/vitals refuses", () => {
  const invalid = httpRefusals[400];
  const metric = (overrides: Record<string, unknown>) => ({
    route: "/",
    metrics: [{ ...sample("LCP", 1000), ...overrides }],
  });

  it("a body over the size limit with 413, before reading it", async () => {
    const padded = { ...validBeacon(), padding: "x".repeat(vitalsLimits.bodyBytes) };
    await expectRefused(await postVitals(padded), 413, httpRefusals[413]);
  });

  it("a streamed body over the size limit with 413 too (no Content-Length)", async () => {
    const chunk = new TextEncoder().encode(
      `${JSON.stringify(validBeacon()).slice(0, -1)},"padding":"${"x".repeat(vitalsLimits.bodyBytes)}"}`,
    );
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request(`${testOrigin}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body,
      // @ts-expect-error workerd accepts the standard option for streamed request bodies.
      duplex: "half",
    });
    expect(request.headers.get("content-length")).toBeNull();
    await expectRefused(await exports.default.fetch(request), 413, httpRefusals[413]);
  });

  it.each([
    ["malformed JSON", '{"route": "/", '],
    [
      "a JSON literal NaN",
      '{"route":"/","metrics":[{"id":"v6-1-2","name":"LCP","value":NaN,"rating":"good","navigationType":"navigate"}]}',
    ],
    ["an array", "[]"],
    ["null", "null"],
    ["an empty body", ""],
    ["an unknown metric", metric({ name: "FID" })],
    ["a lower-case metric", metric({ name: "lcp" })],
    ["a negative value", metric({ value: -1 })],
    ["NaN (sent as null by JSON.stringify)", metric({ value: Number.NaN })],
    [
      "an overflowing number (Infinity once parsed)",
      JSON.stringify(metric({ value: 1 })).replace('"value":1', '"value":1e400'),
    ],
    ["a value as text", metric({ value: "1000" })],
    ["a timing above its bound", metric({ value: vitalsLimits.maxValue.LCP + 1 })],
    ["a CLS above its bound", metric({ name: "CLS", value: vitalsLimits.maxValue.CLS + 0.5 })],
    ["an unknown rating", metric({ rating: "excellent" })],
    ["an unknown navigation type", metric({ navigationType: "teleport" })],
    ["an id with other characters", metric({ id: "v6-1; DROP TABLE web_vitals" })],
    ["an over-long id", metric({ id: "v".repeat(vitalsLimits.idLength + 1) })],
    ["an empty id", metric({ id: "" })],
    ["no metrics", { route: "/", metrics: [] }],
    [
      "too many metrics",
      { route: "/", metrics: Array.from({ length: vitalsLimits.metricsPerBeacon + 1 }, () => sample("INP", 8)) },
    ],
    ["an unknown route", { ...validBeacon(), route: "/admin" }],
    ["a route with a query string", { ...validBeacon(), route: "/distribution/schmersal?utm_source=x" }],
    ["a full URL", { ...validBeacon(), route: "https://tingis-industry.test/formation" }],
    ["a route with a trailing slash", { ...validBeacon(), route: "/formation/" }],
    ["an English path with a trailing slash", { ...validBeacon(), route: "/en/formation/" }],
    ["an English path no page owns", { ...validBeacon(), route: "/en/admin" }],
    ["a language the site does not have", { ...validBeacon(), route: "/de/formation" }],
    ["a language prefix twice", { ...validBeacon(), route: "/en/ar/formation" }],
    ["an over-long path", { ...validBeacon(), route: `/${"a".repeat(vitalsLimits.pathLength)}` }],
    ["no route", { metrics: validBeacon().metrics }],
  ])("%s with 400", async (_label, body) => {
    await expectRefused(await postVitals(body), 400, invalid);
  });

  it.for([
    ["another content type", { contentType: "text/plain" }, 415, httpRefusals[415]],
    ["another method", { method: "GET" }, 405, `${httpRefusals[405]} Utilisez\u00a0: POST.`],
    ["a beacon from another site", { headers: { Origin: "https://evil.example" } }, 403, crossOriginRefusal],
    ["a beacon another site had sent", { headers: { "Sec-Fetch-Site": "cross-site" } }, 403, crossOriginRefusal],
  ] as const)("%s with %i", async ([, options, status, error]) => {
    const response = await postVitals(validBeacon(), options);
    if (status === 405) expect(response.headers.get("allow")).toBe("POST");
    await expectRefused(response, status, error);
  });

  it(`more than ${vitalsLimits.beaconsPerMinute} beacons a minute from one sender (an IPv6 /64 is one) with 429, and only that sender`, async () => {
    let network = 0;
    // Each attempt from another /64.
    const { statuses } = await burstWithinOneMinute(async (attempt) => {
      network = attempt;
      const sent: number[] = [];
      for (let host = 1; host <= vitalsLimits.beaconsPerMinute + 1; host++)
        sent.push((await postVitals(beacon(1), { ip: `2001:db8:77:${network}::${host.toString(16)}` })).status);
      return sent;
    });
    expect(statuses).toEqual([...Array(vitalsLimits.beaconsPerMinute).fill(204), 429]);
    const refused = await postVitals(validBeacon(), { ip: `2001:db8:77:${network}::ffff` });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.json()).toEqual({ ok: false, error: httpRefusals[429] });
    // Invalid beacons count too, so a script cannot probe without limit.
    expect((await postVitals("{", { ip: `2001:db8:77:${network}::1` })).status).toBe(429);
    expect((await postVitals(validBeacon(), { ip: "2001:db8:78::1" })).status).toBe(204);
  }, 60_000);

  it.for([
    [{ "sec-ch-ua-mobile": "?1" }, "mobile"],
    [{ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" }, "desktop"],
    [{ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" }, "mobile"],
    [{ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" }, "desktop"],
  ] as const)("files a beacon sent with %j as %s, never keeping the user agent itself", async ([headers, device]) => {
    expect((await postVitals(beacon(1), { headers })).status).toBe(204);
    const rows = await storedRows();
    expect(rows.map((row) => row.device)).toEqual([device]);
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|Android|iPhone/);
  });
});

describe("pruning by the Cron Trigger", () => {
  async function insertRow(id: string, receivedAt: number) {
    await env.VITALS_DB.prepare(
      "INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at) VALUES (?1, '/', 'LCP', 1000, 'good', 'navigate', ?2)",
    )
      .bind(id, receivedAt)
      .run();
  }

  it(`deletes rows older than ${vitalsRetentionMs / 86_400_000} days, and past days' counters, keeping the rest`, async () => {
    const now = Date.UTC(2026, 8, 10, 3);
    await insertRow("ancient", now - 400 * 86_400_000);
    await insertRow("just-too-old", now - vitalsRetentionMs - 1);
    await insertRow("exactly-at-retention", now - vitalsRetentionMs);
    await insertRow("yesterday", now - 86_400_000);
    for (const day of ["2026-09-01", "2026-09-08", "2026-09-09", "2026-09-10"])
      await env.VITALS_DB.prepare("INSERT INTO vitals_daily (day, rows) VALUES (?1, 1)").bind(day).run();
    await runCron(now);
    expect((await storedRows()).map((row) => row.id).sort()).toEqual(["exactly-at-retention", "yesterday"]);
    const { results } = await env.VITALS_DB.prepare("SELECT day FROM vitals_daily ORDER BY day").all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(["2026-09-09", "2026-09-10"]);
  });
});

describe("the p75 report (npm run vitals)", () => {
  async function insertValues(route: string, metric: string, values: number[], receivedAt = Date.now()) {
    const insert = env.VITALS_DB.prepare(
      "INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at) VALUES (?1, ?2, ?3, ?4, 'good', 'navigate', ?5)",
    );
    await env.VITALS_DB.batch(
      values.map((value) => insert.bind(crypto.randomUUID(), route, metric, value, receivedAt)),
    );
  }

  async function runReport(since = 0): Promise<P75Row[]> {
    const { results } = await env.VITALS_DB.prepare(p75Query(since)).all<P75Row>();
    return results;
  }

  /** Nearest rank: the value at position ceil(0.75 × n) of the sorted samples. */
  function nearestRankP75(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
  }

  it("takes the nearest rank: 3 of 1–4, 4 of 1–5, the single value of one sample", async () => {
    await insertValues("/", "LCP", [4, 1, 3, 2]);
    await insertValues("/", "INP", [5, 4, 3, 2, 1]);
    await insertValues("/formation", "CLS", [0.07]);
    expect(await runReport()).toEqual([
      { route: "/", metric: "INP", samples: 5, p75: 4 },
      { route: "/", metric: "LCP", samples: 4, p75: 3 },
      { route: "/formation", metric: "CLS", samples: 1, p75: 0.07 },
    ]);
  });

  it("counts only the rows received since the window's start", async () => {
    const now = Date.now();
    await insertValues("/", "LCP", [100, 200], now);
    await insertValues("/", "LCP", [9_000, 9_000, 9_000], now - 30 * 86_400_000);
    expect(await runReport(now - 28 * 86_400_000)).toEqual([{ route: "/", metric: "LCP", samples: 2, p75: 200 }]);
  });

  it("agrees with the nearest-rank definition on any sample", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.double({ min: 0, max: 120_000, noNaN: true }).map(Math.abs), { minLength: 1, maxLength: 60 }),
        async (values) => {
          await env.VITALS_DB.prepare("DELETE FROM web_vitals").run();
          await insertValues("/montage", "TTFB", values);
          expect(await runReport()).toEqual([
            { route: "/montage", metric: "TTFB", samples: values.length, p75: nearestRankP75(values) },
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("refuses a window start that is not an integer, since it is pasted into the SQL", () => {
    expect(() => p75Query(Number.NaN)).toThrow(RangeError);
    expect(() => p75Query(1.5)).toThrow(RangeError);
  });

  it("prints one table, a line per route and metric in the usual order, with units and verdicts", () => {
    const report = formatReport(
      [
        { route: "/formation", metric: "TTFB", samples: 3, p75: 950 },
        { route: "/", metric: "CLS", samples: 12, p75: 0.04 },
        { route: "/", metric: "LCP", samples: 12, p75: 2_740.4 },
        { route: "/", metric: "INP", samples: 7, p75: 520 },
      ],
      { days: 28, source: "local database" },
    );
    const lines = report.split("\n");
    expect(lines[0]).toBe("Visitors' web vitals, last 28 days (local database)");
    expect(lines[2]).toMatch(/^Page\s+Metric\s+p75\s+Samples\s+Verdict$/);
    expect(lines.slice(4, 8).map((line) => line.split(/\s{2,}/).filter(Boolean))).toEqual([
      ["/", "LCP", "2,740 ms", "12", "needs improvement"],
      ["INP", "520 ms", "7", "poor"],
      ["CLS", "0.040", "12", "good"],
      ["/formation", "TTFB", "950 ms", "3", "needs improvement"],
    ]);
    expect(report).toContain("nearest-rank method");
  });

  it("says so when there is nothing to report", () => {
    expect(formatReport([], { days: 1, source: "production" })).toBe(
      "Visitors' web vitals, last day (production)\n\nNo measurement received in this period.",
    );
  });
});

let beaconSequence = 0;
/** A beacon of `size` metrics, each with an id of its own. */
function beacon(size = 5): VitalsBeacon {
  const names = ["TTFB", "FCP", "LCP", "CLS", "INP"] as const;
  return {
    route: "/",
    metrics: Array.from({ length: size }, (_, index) => {
      beaconSequence += 1;
      return {
        id: `v6-budget-${beaconSequence}`,
        name: names[index % 5],
        value: 10,
        rating: "good",
        navigationType: "navigate",
      };
    }),
  };
}

/** The database with every query counted, and failing outright on demand. */
function watchedDatabase(target: D1Database, { fail = false } = {}) {
  const { db, counter } = instrumentedDb(target, { failWhen: () => fail });
  return { db, calls: () => counter.queries };
}

const storedCount = async () =>
  (await env.VITALS_DB.prepare("SELECT COUNT(*) AS n FROM web_vitals").first<{ n: number }>())?.n ?? 0;

function postWith(bindings: Env, body: VitalsBeacon, ip = freshIp()) {
  return fetchWithBindings(
    new Request(`${testOrigin}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip, origin: testOrigin },
      body: JSON.stringify(body),
    }),
    bindings,
  );
}

// Tests that send many requests get 30 s: two shared cores make each one slow, not wrong.
// Each test uses a cap of its own: the store remembers, per isolate, what it learned of a day and cap.
describe("the global daily row cap", () => {
  it("stores beacons until the day's rows would pass the cap, then nothing more", async () => {
    const now = Date.UTC(2026, 8, 1, 10);
    const outcomes = [];
    for (let n = 0; n < 4; n++)
      outcomes.push(await storeBeacon(env.VITALS_DB, beacon(5), now, { dailyRowCap: 12, random: () => 0 }));
    expect(outcomes).toEqual(["stored", "stored", "over-cap", "over-cap"]);
    expect(await storedCount()).toBe(10);
    expect(await env.VITALS_DB.prepare("SELECT day, rows FROM vitals_daily").all()).toMatchObject({
      results: [{ day: "2026-09-01", rows: 10 }],
    });
  });

  it("costs no database call once this isolate knows the day is full", async () => {
    const now = Date.UTC(2026, 8, 2, 10);
    const watched = watchedDatabase(env.VITALS_DB);
    await storeBeacon(watched.db, beacon(5), now, { dailyRowCap: 5, random: () => 0 });
    expect(await storeBeacon(watched.db, beacon(5), now, { dailyRowCap: 5, random: () => 0 })).toBe("over-cap");
    const callsWhenFull = watched.calls();
    for (let n = 0; n < 20; n++) await storeBeacon(watched.db, beacon(5), now, { dailyRowCap: 5, random: () => 0 });
    expect(watched.calls()).toBe(callsWhenFull);
  });

  it("starts again the next UTC day", async () => {
    const day = Date.UTC(2026, 8, 3, 23, 59);
    await storeBeacon(env.VITALS_DB, beacon(5), day, { dailyRowCap: 7, random: () => 0 });
    expect(await storeBeacon(env.VITALS_DB, beacon(5), day, { dailyRowCap: 7, random: () => 0 })).toBe("over-cap");
    expect(await storeBeacon(env.VITALS_DB, beacon(5), day + 2 * 60_000, { dailyRowCap: 7, random: () => 0 })).toBe(
      "stored",
    );
  });

  it("holds through the API: every beacon answered 204, no more rows than the cap", async () => {
    const bindings = bindingsWith({ VITALS_DAILY_ROW_CAP: "23" });
    const statuses = new Set<number>();
    for (let n = 0; n < 12; n++) statuses.add((await postWith(bindings, beacon(5))).status);
    expect([...statuses]).toEqual([204]);
    expect(await storedCount()).toBeLessThanOrEqual(23);
    expect(await storedCount()).toBeGreaterThanOrEqual(10);
  });
});

describe("a beacon that repeats an id", () => {
  it("reserves one row per distinct id and stores the last report of each", async () => {
    const now = Date.UTC(2026, 8, 5, 10);
    const repeated: VitalsBeacon = {
      route: "/",
      metrics: Array.from({ length: 10 }, (_, index) => ({
        id: "v6-repeated-id",
        name: "CLS",
        value: index / 100,
        rating: "good",
        navigationType: "navigate",
      })),
    };
    expect(await storeBeacon(env.VITALS_DB, repeated, now, { dailyRowCap: 100, random: () => 0 })).toBe("stored");
    expect(await env.VITALS_DB.prepare("SELECT rows FROM vitals_daily").first()).toEqual({ rows: 1 });
    expect(await env.VITALS_DB.prepare("SELECT id, value FROM web_vitals").all()).toMatchObject({
      results: [{ id: "v6-repeated-id", value: 0.09 }],
    });
  });
});

describe("sampling when busy", () => {
  it(`keeps every beacon below half the cap, then one in ${busySampleEvery}`, async () => {
    const now = Date.UTC(2026, 8, 4, 10);
    const budget = (random: number) => ({ dailyRowCap: 20, random: () => random });
    // Below half the cap, the draw does not matter.
    expect(await storeBeacon(env.VITALS_DB, beacon(5), now, budget(0.99))).toBe("stored");
    expect(await storeBeacon(env.VITALS_DB, beacon(5), now, budget(0.99))).toBe("stored");
    // Half the cap reached: only a draw under 1 / busySampleEvery is kept.
    const watched = watchedDatabase(env.VITALS_DB);
    expect(await storeBeacon(watched.db, beacon(5), now, budget(0.5))).toBe("sampled-out");
    expect(await storeBeacon(watched.db, beacon(5), now, budget(1 / busySampleEvery))).toBe("sampled-out");
    expect(watched.calls()).toBe(0);
    expect(await storeBeacon(watched.db, beacon(5), now, budget(0.05))).toBe("stored");
    expect(await storedCount()).toBe(15);
  });
});

describe("a vitals flood beside contact traffic", () => {
  beforeEach(async () => {
    await clearOutbox();
    stubProvider({ status: 200, body: "OK" });
  });

  it("never touches the outbox's database, and leaves every contact message accepted", async () => {
    const outboxDb = watchedDatabase(env.DB);
    const bindings = intakeBindings({ DB: outboxDb.db, VITALS_DAILY_ROW_CAP: "40" });
    for (let n = 0; n < 40; n++) expect((await postWith(bindings, beacon(5))).status).toBe(204);
    expect(outboxDb.calls()).toBe(0);
    expect(await storedCount()).toBeLessThanOrEqual(40);

    const statuses = [];
    for (let n = 0; n < 10; n++) {
      await postWith(bindings, beacon(5));
      statuses.push((await postContact({ ...validMessage, msg: `Demande ${n}` }, { bindings })).status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await outboxRows()).toHaveLength(10);
    // The outbox's database no longer holds a web_vitals table at all.
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    expect(tables.results.map((table) => table.name)).not.toContain("web_vitals");
  }, 30_000);

  it("does not spill into contact when the vitals database fails outright", async () => {
    const vitalsDb = watchedDatabase(env.VITALS_DB, { fail: true });
    const bindings = intakeBindings({ VITALS_DB: vitalsDb.db, VITALS_DAILY_ROW_CAP: "41" });
    for (let n = 0; n < 20; n++) {
      const vitals = await postWith(bindings, beacon(5));
      expect(vitals.status).toBe(503);
      expect((await postContact({ ...validMessage, msg: `Pendant la panne ${n}` }, { bindings })).status).toBe(200);
    }
    expect(vitalsDb.calls()).toBeGreaterThan(0);
    expect(await outboxRows()).toHaveLength(20);
  }, 30_000);
});

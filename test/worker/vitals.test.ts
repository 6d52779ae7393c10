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
import { bindingsWith, fetchWithBindings, runCron, testOrigin } from "#test/worker/support/built-worker.ts";
import { insertVitals } from "#test/worker/support/console-harness.ts";
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

const day = 86_400_000;

/** One metric of a page view's beacon, as the reporter sends it (app/lib/web-vitals-reporter.ts). */
function sample(name: VitalSample["name"], value: number, overrides: Partial<VitalSample> = {}): VitalSample {
  const id = `v6-1767225600000-${1_000_000_000_000 + Math.floor(Math.random() * 8e12)}`;
  return { id, name, value, rating: "good", navigationType: "navigate", ...overrides };
}

/** Five metrics, each with an id of its own. */
function validBeacon(route = "/distribution/schmersal"): VitalsBeacon {
  return {
    route,
    metrics: [sample("TTFB", 48.2), sample("FCP", 812), sample("LCP", 1204.5), sample("CLS", 0.021), sample("INP", 64)],
  };
}

/** A beacon of one LCP, changed by `overrides`. */
function singleMetric(overrides: Record<string, unknown> = {}) {
  return { route: "/", metrics: [{ ...sample("LCP", 1000), ...overrides }] };
}

interface PostOptions {
  ip?: string;
  contentType?: string;
  headers?: Record<string, string>;
  method?: string;
  /** Replaced bindings (a failing database, a lower cap), for fault injection. */
  bindings?: Env;
}

/** POSTs to the built Worker, as a browser's beacon would (same origin, JSON Blob). */
function postVitals(
  body: unknown,
  { ip = freshIp(), contentType = "application/json", headers = {}, method = "POST", bindings }: PostOptions = {},
) {
  const init: RequestInit = { method, headers: { "content-type": contentType, "cf-connecting-ip": ip, ...headers } };
  if (method !== "GET" && method !== "HEAD")
    init.body = typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body);
  const request = new Request(`${testOrigin}/api/vitals`, init);
  return bindings ? fetchWithBindings(request, bindings) : exports.default.fetch(request);
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
  it("stores one row per metric and nothing else (no address, no browser, no key it does not know), answering 204, never cached, even when the per-minute limiter fails to answer", async () => {
    const { route, metrics } = validBeacon();
    const withUnknownKeys = metrics.map((metric) => ({ ...metric, entries: [{ name: "x" }] }));
    const beacon = { route, url: "https://tingis-industry.test/?email=x@y.ma", metrics: withUnknownKeys };
    const before = Date.now();
    // A per-minute limiter that fails to answer lets the beacon through.
    const broken = { limit: () => Promise.reject(new Error("limiter unreachable")) } as unknown as RateLimit;
    const response = await postVitals(beacon, {
      ip: "203.0.113.9",
      headers: { Origin: testOrigin, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Unique-Agent" },
      bindings: bindingsWith({ VITALS_RATE_LIMITER: broken }),
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
    // No address, no browser kept; the device is only mobile or desktop (migrations-vitals/0002_device.sql).
    const columns = (await env.VITALS_DB.prepare("SELECT name FROM pragma_table_info('web_vitals')").raw()).flat();
    expect(columns).toEqual(["id", "route", "metric", "value", "rating", "navigation_type", "received_at", "device"]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
    expect(JSON.stringify(rows)).not.toContain("Unique-Agent");
    expect(JSON.stringify(rows)).not.toContain("email");
  });

  it.for([
    ["every route of app/content/pages.ts", reportedRoutes, Object.values(pageMeta).map((page) => page.path)],
    [
      "a page in English or Arabic, filed under its French route: one series per page",
      ["/en", "/ar", "/en/formation", "/ar/distribution/schmersal", "/en/404"],
      ["/", "/formation", "/distribution/schmersal", "/404"],
    ],
  ] as const)("accepts %s", async ([, sent, filedAs]) => {
    for (const path of sent) expect((await postVitals(validBeacon(path))).status, path).toBe(204);
    const routes = (await storedRows()).map((row) => row.route);
    expect(new Set(routes)).toEqual(new Set(filedAs));
    expect(routes).toHaveLength(sent.length * 5);
  });

  it("replaces a metric reported again (CLS after the tab came back), but never from another route or metric", async () => {
    const cls = sample("CLS", 0.02);
    const report = (route: string, changes: Partial<VitalSample> = {}) =>
      postVitals({ route, metrics: [{ ...cls, ...changes }] });
    await report("/formation");
    await report("/formation", { value: 0.31, rating: "poor" });
    // A reused id is answered like any beacon, and changes nothing.
    expect((await report("/", { value: 0.5 })).status).toBe(204);
    expect((await report("/formation", { name: "INP", value: 99_000 })).status).toBe(204);
    expect(await storedRows()).toMatchObject([
      { id: cls.id, route: "/formation", metric: "CLS", value: 0.31, rating: "poor" },
    ]);
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

  it.for([
    [{ "sec-ch-ua-mobile": "?1" }, "mobile"],
    [{ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" }, "desktop"],
    [{ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" }, "mobile"],
    [{ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" }, "desktop"],
  ] as const)("files a beacon sent with %j as %s, never keeping the user agent itself", async ([headers, device]) => {
    expect((await postVitals(singleMetric(), { headers })).status).toBe(204);
    const rows = await storedRows();
    expect(rows.map((row) => row.device)).toEqual([device]);
    expect(JSON.stringify(rows)).not.toMatch(/Mozilla|Android|iPhone/);
  });
});

describe("POST /api/vitals refuses", () => {
  const withRoute = (route: string) => ({ ...validBeacon(), route });
  const inpSamples = (count: number) => Array.from({ length: count }, () => sample("INP", 8));
  /** A beacon whose value is `literal` as written in the JSON text, which JSON.stringify cannot produce. */
  const withRawValue = (literal: string) =>
    JSON.stringify(singleMetric({ value: 1 })).replace('"value":1', `"value":${literal}`);

  const oversized = () => JSON.stringify({ ...validBeacon(), padding: "x".repeat(vitalsLimits.bodyBytes) });

  it("a body over the size limit with 413, before reading it, and a streamed one (no Content-Length) too", async () => {
    await expectRefused(await postVitals(oversized()), 413, httpRefusals[413]);
    await expectRefused(await postVitals(new Blob([oversized()]).stream()), 413, httpRefusals[413]);
  });

  it.each([
    ["malformed JSON", '{"route": "/", '],
    ["a JSON literal NaN", withRawValue("NaN")],
    ["an array", "[]"],
    ["null", "null"],
    ["an empty body", ""],
    ["an unknown metric", singleMetric({ name: "FID" })],
    ["a lower-case metric", singleMetric({ name: "lcp" })],
    ["a negative value", singleMetric({ value: -1 })],
    ["NaN (sent as null by JSON.stringify)", singleMetric({ value: Number.NaN })],
    ["an overflowing number (Infinity once parsed)", withRawValue("1e400")],
    ["a value as text", singleMetric({ value: "1000" })],
    ["a timing above its bound", singleMetric({ value: vitalsLimits.maxValue.LCP + 1 })],
    ["a CLS above its bound", singleMetric({ name: "CLS", value: vitalsLimits.maxValue.CLS + 0.5 })],
    ["an unknown rating", singleMetric({ rating: "excellent" })],
    ["an unknown navigation type", singleMetric({ navigationType: "teleport" })],
    ["an id with other characters", singleMetric({ id: "v6-1; DROP TABLE web_vitals" })],
    ["an over-long id", singleMetric({ id: "v".repeat(vitalsLimits.idLength + 1) })],
    ["an empty id", singleMetric({ id: "" })],
    ["no metrics", { route: "/", metrics: inpSamples(0) }],
    ["too many metrics", { route: "/", metrics: inpSamples(vitalsLimits.metricsPerBeacon + 1) }],
    ["an unknown route", withRoute("/admin")],
    ["a route with a query string", withRoute("/distribution/schmersal?utm_source=x")],
    ["a full URL", withRoute("https://tingis-industry.test/formation")],
    ["a route with a trailing slash", withRoute("/formation/")],
    ["an English path with a trailing slash", withRoute("/en/formation/")],
    ["an English path no page owns", withRoute("/en/admin")],
    ["a language the site does not have", withRoute("/de/formation")],
    ["a language prefix twice", withRoute("/en/ar/formation")],
    ["an over-long path", withRoute(`/${"a".repeat(vitalsLimits.pathLength)}`)],
    ["no route", { metrics: validBeacon().metrics }],
  ])("%s with 400", async (_label, body) => {
    await expectRefused(await postVitals(body), 400, httpRefusals[400]);
  });

  it.for([
    ["another content type", 415, { contentType: "text/plain" }, httpRefusals[415]],
    ["another method", 405, { method: "GET" }, `${httpRefusals[405]} Utilisez\u00a0: POST.`],
    ["a beacon from another site", 403, { headers: { Origin: "https://evil.example" } }, crossOriginRefusal],
    ["a beacon another site had sent", 403, { headers: { "Sec-Fetch-Site": "cross-site" } }, crossOriginRefusal],
  ] as const)("%s with %i", async ([, status, options, error]) => {
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
        sent.push((await postVitals(singleMetric(), { ip: `2001:db8:77:${network}::${host.toString(16)}` })).status);
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
});

describe("pruning by the Cron Trigger", () => {
  it(`deletes rows older than ${vitalsRetentionMs / day} days, and past days' counters, keeping the rest`, async () => {
    const now = Date.UTC(2026, 8, 10, 3);
    await insertVitals([
      { id: "ancient", at: now - 400 * day },
      { id: "just-too-old", at: now - vitalsRetentionMs - 1 },
      { id: "exactly-at-retention", at: now - vitalsRetentionMs },
      { id: "yesterday", at: now - day },
    ]);
    for (const counterDay of ["2026-09-01", "2026-09-08", "2026-09-09", "2026-09-10"])
      await env.VITALS_DB.prepare("INSERT INTO vitals_daily (day, rows) VALUES (?1, 1)").bind(counterDay).run();
    await runCron(now);
    expect((await storedRows()).map((row) => row.id).sort()).toEqual(["exactly-at-retention", "yesterday"]);
    const { results } = await env.VITALS_DB.prepare("SELECT day FROM vitals_daily ORDER BY day").all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(["2026-09-09", "2026-09-10"]);
  });
});

describe("the p75 report (npm run vitals)", () => {
  const insertValues = (route: string, metric: string, values: number[], at = Date.now()) =>
    insertVitals(values.map((value) => ({ route, metric, value, at })));

  const runReport = async (since = 0) => (await env.VITALS_DB.prepare(p75Query(since)).all<P75Row>()).results;

  it("takes the nearest rank (3 of 1–4, 4 of 1–5, the single value of one sample) of the rows since the window's start, an integer since it is pasted into the SQL", async () => {
    const now = Date.now();
    await insertValues("/", "LCP", [4, 1, 3, 2], now);
    await insertValues("/", "LCP", [9_000, 9_000, 9_000], now - 30 * day);
    await insertValues("/", "INP", [5, 4, 3, 2, 1], now);
    await insertValues("/formation", "CLS", [0.07], now);
    expect(await runReport(now - 28 * day)).toEqual([
      { route: "/", metric: "INP", samples: 5, p75: 4 },
      { route: "/", metric: "LCP", samples: 4, p75: 3 },
      { route: "/formation", metric: "CLS", samples: 1, p75: 0.07 },
    ]);
    expect(() => p75Query(Number.NaN)).toThrow(RangeError);
    expect(() => p75Query(1.5)).toThrow(RangeError);
  });

  it("agrees with the nearest-rank definition on any sample", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.double({ min: 0, max: 120_000, noNaN: true }).map(Math.abs), { minLength: 1, maxLength: 60 }),
        async (values) => {
          await env.VITALS_DB.prepare("DELETE FROM web_vitals").run();
          await insertValues("/montage", "TTFB", values);
          // Nearest rank: the value at position ceil(0.75 × n) of the sorted samples.
          const p75 = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1];
          expect(await runReport()).toEqual([{ route: "/montage", metric: "TTFB", samples: values.length, p75 }]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("prints one table, a line per route and metric in the usual order, with units and verdicts, or says there is nothing", () => {
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
    expect(formatReport([], { days: 1, source: "production" })).toBe(
      "Visitors' web vitals, last day (production)\n\nNo measurement received in this period.",
    );
  });
});

/** Stores a beacon (five fresh metrics unless given) through the store at `now`, under `dailyRowCap`. */
function storeAt(now: number, dailyRowCap: number, { db = env.VITALS_DB, draw = 0, beacon = validBeacon() } = {}) {
  return storeBeacon(db, beacon, now, { dailyRowCap, random: () => draw });
}

// Each test uses a cap of its own: the store remembers, per isolate, what it learned of a day and cap.
describe("the global daily row cap", () => {
  it("stores beacons until the day's rows would pass the cap, then nothing more at no database call, until the next UTC day", async () => {
    const lastMinute = Date.UTC(2026, 8, 1, 23, 59);
    const watched = instrumentedDb(env.VITALS_DB);
    const outcomes = [];
    for (let n = 0; n < 4; n++) outcomes.push(await storeAt(lastMinute, 12, { db: watched.db }));
    expect(outcomes).toEqual(["stored", "stored", "over-cap", "over-cap"]);
    expect(await storedRows()).toHaveLength(10);
    expect(await env.VITALS_DB.prepare("SELECT day, rows FROM vitals_daily").all()).toMatchObject({
      results: [{ day: "2026-09-01", rows: 10 }],
    });
    // This isolate now knows the day is full.
    const callsWhenFull = watched.counter.queries;
    for (let n = 0; n < 20; n++) await storeAt(lastMinute, 12, { db: watched.db });
    expect(watched.counter.queries).toBe(callsWhenFull);
    expect(await storeAt(lastMinute + 2 * 60_000, 12, { db: watched.db })).toBe("stored");
  });

  it("reserves one row per distinct id of a beacon that repeats it, and stores the last report of each", async () => {
    const metrics = Array.from({ length: 10 }, (_, index) => sample("CLS", index / 100, { id: "v6-repeated-id" }));
    expect(await storeAt(Date.UTC(2026, 8, 5, 10), 100, { beacon: { route: "/", metrics } })).toBe("stored");
    expect(await env.VITALS_DB.prepare("SELECT rows FROM vitals_daily").first()).toEqual({ rows: 1 });
    expect(await storedRows()).toMatchObject([{ id: "v6-repeated-id", value: 0.09 }]);
  });

  it(`keeps every beacon below half the cap, then one in ${busySampleEvery}`, async () => {
    const now = Date.UTC(2026, 8, 4, 10);
    // Below half the cap, the draw does not matter.
    expect(await storeAt(now, 20, { draw: 0.99 })).toBe("stored");
    expect(await storeAt(now, 20, { draw: 0.99 })).toBe("stored");
    // Half the cap reached: only a draw under 1 / busySampleEvery is kept.
    const watched = instrumentedDb(env.VITALS_DB);
    expect(await storeAt(now, 20, { db: watched.db, draw: 0.5 })).toBe("sampled-out");
    expect(await storeAt(now, 20, { db: watched.db, draw: 1 / busySampleEvery })).toBe("sampled-out");
    expect(watched.counter.queries).toBe(0);
    expect(await storeAt(now, 20, { db: watched.db, draw: 0.05 })).toBe("stored");
    expect(await storedRows()).toHaveLength(15);
  });
});

describe("a vitals flood beside contact traffic", () => {
  // 30 s for its many requests: two shared cores make each one slow, not wrong.
  it("answers every beacon 204 within the daily cap, or 503 once the vitals database fails outright, never touches the outbox's database, and leaves every contact message accepted", async () => {
    await clearOutbox();
    stubProvider({ status: 200, body: "OK" });
    const outboxDb = instrumentedDb(env.DB);
    const bindings = intakeBindings({ DB: outboxDb.db, VITALS_DAILY_ROW_CAP: "40" });
    for (let n = 0; n < 40; n++) expect((await postVitals(validBeacon(), { bindings })).status).toBe(204);
    expect(outboxDb.counter.queries).toBe(0);
    // Every beacon below half the cap is kept; past it, some are sampled out and the cap holds.
    expect((await storedRows()).length).toBeGreaterThanOrEqual(20);
    expect((await storedRows()).length).toBeLessThanOrEqual(40);

    const statuses = [];
    for (let n = 0; n < 10; n++) {
      await postVitals(validBeacon(), { bindings });
      statuses.push((await postContact({ ...validMessage, msg: `Demande ${n}` }, { bindings })).status);
    }
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await outboxRows()).toHaveLength(10);
    // The outbox's database no longer holds a web_vitals table at all.
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{ name: string }>();
    expect(tables.results.map((table) => table.name)).not.toContain("web_vitals");

    // The vitals database down (under a cap of its own: this isolate remembers the day of cap 40 as full).
    const vitalsDb = instrumentedDb(env.VITALS_DB, { failWhen: () => true });
    const outage = { bindings: intakeBindings({ VITALS_DB: vitalsDb.db, VITALS_DAILY_ROW_CAP: "41" }) };
    for (let n = 0; n < 20; n++) {
      expect((await postVitals(validBeacon(), outage)).status).toBe(503);
      expect((await postContact({ ...validMessage, msg: `Pendant la panne ${n}` }, outage)).status).toBe(200);
    }
    expect(vitalsDb.counter.queries).toBeGreaterThan(0);
    expect(await outboxRows()).toHaveLength(30);
  }, 30_000);
});

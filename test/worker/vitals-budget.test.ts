import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VitalsBeacon } from "#app/lib/web-vitals-beacon.ts";
import { handleScheduled } from "#functions/scheduled.ts";
import { busySampleEvery, storeBeacon } from "#functions/vitals/web-vitals-store.ts";
import { bindingsWith, fetchWithBindings, testOrigin } from "#test/worker/support/built-worker.ts";
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

function postVitals(body: VitalsBeacon, bindings: Env, ip = freshIp()) {
  return fetchWithBindings(
    new Request(`${testOrigin}/api/vitals`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip, origin: testOrigin },
      body: JSON.stringify(body),
    }),
    bindings,
  );
}

beforeEach(async () => {
  await env.VITALS_DB.batch([
    env.VITALS_DB.prepare("DELETE FROM web_vitals"),
    env.VITALS_DB.prepare("DELETE FROM vitals_daily"),
  ]);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

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
    for (let n = 0; n < 12; n++) statuses.add((await postVitals(beacon(5), bindings)).status);
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
    for (let n = 0; n < 40; n++) expect((await postVitals(beacon(5), bindings)).status).toBe(204);
    expect(outboxDb.calls()).toBe(0);
    expect(await storedCount()).toBeLessThanOrEqual(40);

    const statuses = [];
    for (let n = 0; n < 10; n++) {
      await postVitals(beacon(5), bindings);
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
      const vitals = await postVitals(beacon(5), bindings);
      expect(vitals.status).toBe(503);
      expect((await postContact({ ...validMessage, msg: `Pendant la panne ${n}` }, { bindings })).status).toBe(200);
    }
    expect(vitalsDb.calls()).toBeGreaterThan(0);
    expect(await outboxRows()).toHaveLength(20);
  }, 30_000);
});

describe("the vitals rate limit", () => {
  it("groups an IPv6 /64 under one key", async () => {
    const bindings = bindingsWith({ VITALS_DAILY_ROW_CAP: "100000" });
    // Each attempt from another /64.
    const { statuses } = await burstWithinOneMinute(async (network) => {
      const sent: number[] = [];
      for (let host = 1; host <= 61; host++) {
        sent.push((await postVitals(beacon(1), bindings, `2001:db8:77:${network}::${host.toString(16)}`)).status);
      }
      return sent;
    });
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(statuses[60]).toBe(429);
    expect((await postVitals(beacon(1), bindings, "2001:db8:78::1")).status).toBe(204);
  }, 30_000);
});

describe("pruning", () => {
  it("drops past days' counters, keeping yesterday's and today's", async () => {
    const now = Date.UTC(2026, 8, 10, 3);
    for (const day of ["2026-09-01", "2026-09-08", "2026-09-09", "2026-09-10"]) {
      await env.VITALS_DB.prepare("INSERT INTO vitals_daily (day, rows) VALUES (?1, 1)").bind(day).run();
    }
    await handleScheduled({ scheduledTime: now }, env);
    const { results } = await env.VITALS_DB.prepare("SELECT day FROM vitals_daily ORDER BY day").all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(["2026-09-09", "2026-09-10"]);
  });
});

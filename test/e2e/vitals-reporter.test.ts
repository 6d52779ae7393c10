import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { vitalNames, vitalsEndpoint, vitalsLimits } from "#app/lib/web-vitals-beacon.ts";
import { visit } from "#harness/browser.ts";
import { queryD1 } from "#scripts/lib/d1-query.ts";
import { chromiumTest, type OpenPage } from "#test/support/chromium-test.ts";

const baseURL = inject("baseURL");
// The served Worker's state folder, of this Vitest run (test/support/e2e-setup.ts).
const stateDir = inject("stateDir");
const it = chromiumTest();

/** The served Worker's own D1 rows `where` says, read the way `npm run vitals` reads them. */
function storedRows(where: string) {
  return queryD1<Record<string, unknown>>(`SELECT * FROM web_vitals WHERE ${where}`, {
    persistTo: stateDir,
    config: "build/server/wrangler.json",
    database: "VITALS_DB",
  });
}

let ipCounter = 0;
/**
 * A context with its own address (wrangler keeps a CF-Connecting-IP given to it): other files never use its limit;
 * `statuses` are those of the /api/vitals answers it saw.
 */
async function openVisitorPage(open: OpenPage) {
  const ip = `198.51.100.${++ipCounter}`;
  const watched = await open({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  const statuses: number[] = [];
  watched.context.on("response", (response) => {
    if (new URL(response.url()).pathname === vitalsEndpoint) statuses.push(response.status());
  });
  return { ...watched, ip, statuses };
}

/** Records every beacon body the page hands to navigator.sendBeacon, then sends it as usual. */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { sentBeacons: string[] }).sentBeacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
}

const sentBeacons = (page: Page) => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);

/** Waits until the lazy reporter chunk has been fetched and run. */
async function reporterStarted(page: Page) {
  // Each wait has its own timeout, under the test's, so that a stall names the step that stalled.
  await page.waitForFunction(
    () => performance.getEntriesByType("resource").some((entry) => entry.name.includes("web-vitals-reporter")),
    undefined,
    { timeout: 10_000 },
  );
  // The reporter starts after what the chunk imports: wait until nothing has been fetched for a moment.
  await page.waitForFunction(
    () =>
      performance.now() - Math.max(...performance.getEntriesByType("resource").map((entry) => entry.responseEnd)) > 300,
    undefined,
    { polling: 100, timeout: 10_000 },
  );
  // Two idle periods: the chunk's evaluation and startReporting() are queued before them.
  for (let i = 0; i < 2; i++) await idlePeriod(page);
}

/** A click and a key press: the interactions INP measures. */
async function interact(page: Page) {
  // Every observer of the first input, web-vitals' among them, is called in one later task: waiting for ours keeps the
  // hide below from racing web-vitals (in an object: evaluateHandle would wait for a bare promise).
  const firstInput = await page.evaluateHandle(() => ({
    seen: new Promise<void>((resolve) => new PerformanceObserver(() => resolve()).observe({ type: "first-input" })),
  }));
  await page.locator("h1").first().click();
  await page.keyboard.press("Tab");
  await firstInput.evaluate(({ seen }) =>
    Promise.race([
      seen,
      new Promise((_, reject) => setTimeout(() => reject(new Error("no first-input entry within 10 s")), 10_000)),
    ]),
  );
  // The browser times an interaction only once the next frame is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // web-vitals handles timed interactions in an idle callback: hiding the page before it would report INP without them.
  await idlePeriod(page);
}

/** Resolves in the page's next idle period; fails, by name, if none comes within 10 s. */
const idlePeriod = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => requestIdleCallback(() => resolve(null))),
      new Promise((_, reject) => setTimeout(() => reject(new Error("no idle period within 10 s")), 10_000)),
    ]),
  );

/** The tab goes to the background: headless Chromium never hides a page itself, so the real event is dispatched. */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  });

describe("real-visitor measurements", () => {
  // Neither preloaded nor named by any page: budgets.test.ts.
  // Two wrangler starts (a D1 read for both visitors, the report's): a minute each on a busy machine.
  it("fetches web-vitals in its own chunk after the load event, sends the five metrics with the route pattern when the tab is hidden, or when the visitor leaves for another page under the page they were measured on; D1 stores them, a rate-limited beacon (429) changes nothing on the page, and npm run vitals prints their p75 and sample count", {
    timeout: 180_000,
  }, async ({ open }) => {
    const { page, errors, statuses } = await openVisitorPage(open);
    await recordBeacons(page);
    await visit(page, `${baseURL}/distribution/schmersal?utm_source=essai&email=a@b.ma#securite`);
    await reporterStarted(page);
    const timings = await page.evaluate(() => ({
      loadEventEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    const withWebVitals = [];
    // Only web-vitals' code names the LCP entry type it observes.
    for (const script of timings.scripts)
      if ((await (await fetch(script.url)).text()).includes("largest-contentful-paint")) withWebVitals.push(script);
    expect(withWebVitals).toHaveLength(1);
    expect(withWebVitals[0]!.url).toMatch(/\/assets\/web-vitals-reporter-[\w-]+\.js$/);
    expect(withWebVitals[0]!.startTime).toBeGreaterThanOrEqual(timings.loadEventEnd);
    await interact(page);
    await hideTab(page);

    await expect.poll(() => sentBeacons(page)).toHaveLength(1);
    const beacon = JSON.parse((await sentBeacons(page))[0]!) as { route: string; metrics: Record<string, unknown>[] };
    expect(Object.keys(beacon)).toEqual(["route", "metrics"]);
    expect(beacon.route).toBe("/distribution/schmersal");
    expect(beacon.metrics.map((metric) => metric.name).sort()).toEqual([...vitalNames].sort());
    const maxValue: Record<string, number> = vitalsLimits.maxValue;
    for (const metric of beacon.metrics) {
      expect(Object.keys(metric).sort()).toEqual(["id", "name", "navigationType", "rating", "value"]);
      expect(metric.value).toBeGreaterThanOrEqual(0);
      expect(metric.value).toBeLessThanOrEqual(maxValue[String(metric.name)]!);
      expect(metric.navigationType).toBe("navigate");
    }
    await expect.poll(() => statuses).toEqual([204]);
    // Nothing on the page, nothing in the console.
    expect(await page.locator("body").innerText()).not.toMatch(/LCP|INP|CLS|vitals/);
    expect(errors).toEqual([]);

    // Another visitor, with an address of its own, leaves /formation for a page whose text stands still (no carousel).
    const leaving = await openVisitorPage(open);
    await visit(leaving.page, `${baseURL}/formation`);
    await reporterStarted(leaving.page);
    await interact(leaving.page);
    // A real departure: the browser itself hides the page and unloads it.
    await visit(leaving.page, `${baseURL}/distribution/carlisleft`);
    await reporterStarted(leaving.page);
    await interact(leaving.page);
    const before = await leaving.page.locator("body").innerText();
    // The limiter counts per wall-clock minute: post until it refuses, then the page's beacon comes in the same minute.
    for (let sent = 0; sent <= 2 * vitalsLimits.beaconsPerMinute; sent++) {
      const answer = await fetch(baseURL + vitalsEndpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": leaving.ip },
        body: "{}",
      });
      if (answer.status === 429) break;
    }
    await hideTab(leaving.page);
    // The departure's beacon was taken (204), this page's refused.
    await expect.poll(() => leaving.statuses.filter((status) => status !== 204)).toEqual([429]);
    expect(await leaving.page.locator("body").innerText()).toBe(before);
    // Chromium's own network line is all the console and uncaught errors show: the reporter logs nothing.
    expect(leaving.errors).toEqual([
      expect.stringMatching(/^Failed to load resource: the server responded with a status of 429/),
    ]);

    // One wrangler start reads both visitors' rows and every LCP row the report below sums up.
    const stored = await storedRows("route IN ('/distribution/schmersal', '/formation')");
    const storedAt = (route: string) => stored.filter((row) => row.route === route);
    expect(
      storedAt("/formation")
        .map((row) => row.metric)
        .sort(),
    ).toEqual([...vitalNames].sort());
    const ids = new Set(beacon.metrics.map((metric) => metric.id));
    expect(stored.filter((row) => ids.has(row.id))).toHaveLength(vitalNames.length);
    for (const metric of beacon.metrics) {
      expect(stored).toContainEqual({
        id: metric.id,
        route: "/distribution/schmersal",
        metric: metric.name,
        value: metric.value,
        rating: metric.rating,
        navigation_type: "navigate",
        received_at: expect.any(Number),
        // Headless Chromium says Sec-CH-UA-Mobile: ?0 (functions/vitals/device-class.ts).
        device: "desktop",
      });
    }

    // `npm run vitals` prints what was stored.
    const report = ["scripts/vitals-report.ts", "--persist-to", stateDir, "--days", "1"];
    const lines = (await promisify(execFile)(process.execPath, report, { encoding: "utf8" })).stdout.split("\n");
    expect(lines[0]).toBe("Visitors' web vitals, last day (local database)");

    // The table's lines for /distribution/schmersal, its LCP agreeing with the stored rows by nearest rank.
    const start = lines.findIndex((line) => line.startsWith("/distribution/schmersal "));
    expect(start).toBeGreaterThan(0);
    let end = start + 1;
    while (lines[end]?.startsWith(" ")) end += 1;
    const table = lines.slice(start, end).map((line) => line.split(/\s{2,}/).slice(-4));
    expect(table.map(([metric]) => metric)).toEqual(["LCP", "INP", "CLS", "FCP", "TTFB"]);
    const lcp = storedAt("/distribution/schmersal")
      .flatMap((row) => (row.metric === "LCP" ? [Number(row.value)] : []))
      .sort((a, b) => a - b);
    const p75 = lcp[Math.ceil(0.75 * lcp.length) - 1]!;
    const [, shown, samples] = table[0]!;
    expect(shown).toBe(`${new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(p75)} ms`);
    expect(Number(samples)).toBe(lcp.length);
  });

  it("does nothing, and says nothing, in a browser without sendBeacon", async ({ open }) => {
    const { page, context, errors } = await openVisitorPage(open);
    const requests: string[] = [];
    context.on("request", (request) => request.url().includes(vitalsEndpoint) && requests.push(request.url()));
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "sendBeacon", { value: undefined, configurable: true }),
    );
    await visit(page, `${baseURL}/maintenance`);
    await reporterStarted(page);
    await interact(page);
    await hideTab(page);
    await visit(page, `${baseURL}/realisation`);
    // Requests are reported in order: a beacon from the first page would come before the next one's reporter chunk.
    await reporterStarted(page);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

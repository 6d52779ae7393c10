import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testOrigin } from "#test/worker/support/built-worker.ts";
import {
  accessToken,
  consoleBindings,
  consoleFetch,
  newTeam,
  serveCerts,
  signingKey,
} from "#test/worker/support/console-harness.ts";
import { count, texts } from "#test/worker/support/html.ts";

// The visitors' real speed in the console (issue 23, §7; docs/decisions/024): daily p75 per page,
// mobile and desktop, as server-rendered SVG with its thresholds and a table of the same numbers.

const day = 24 * 60 * 60_000;
const today = Math.floor(Date.now() / day) * day;

beforeEach(async () => {
  await env.VITALS_DB.prepare("DELETE FROM web_vitals").run();
});
afterEach(() => vi.restoreAllMocks());

function beacon(value: number) {
  return {
    route: "/formation",
    metrics: [{ id: `v6-${crypto.randomUUID()}`, name: "LCP", value, rating: "good", navigationType: "navigate" }],
  };
}

async function insert(rows: { metric: string; device: string; value: number; at: number; route?: string }[]) {
  await env.VITALS_DB.batch(
    rows.map((row) =>
      env.VITALS_DB.prepare(
        `INSERT INTO web_vitals (id, route, metric, value, rating, navigation_type, received_at, device)
         VALUES (?1, ?2, ?3, ?4, 'good', 'navigate', ?5, ?6)`,
      ).bind(crypto.randomUUID(), row.route ?? "/", row.metric, row.value, row.at, row.device),
    ),
  );
}

describe("the device of a beacon", () => {
  it("is recorded as mobile or desktop from the request's hints, never the user agent itself", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ "sec-ch-ua-mobile": "?1" }, "mobile"],
      [{ "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (Linux; Android 14) Mobile" }, "desktop"],
      [{ "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148" }, "mobile"],
      [{ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" }, "desktop"],
    ];
    for (const [headers, device] of cases) {
      await env.VITALS_DB.prepare("DELETE FROM web_vitals").run();
      const response = await exports.default.fetch(
        new Request(`${testOrigin}/api/vitals`, {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.77", ...headers },
          body: JSON.stringify(beacon(900)),
        }),
      );
      expect(response.status).toBe(204);
      const rows = await env.VITALS_DB.prepare("SELECT * FROM web_vitals").all();
      expect(rows.results.map((row) => row.device)).toEqual([device]);
      expect(JSON.stringify(rows.results)).not.toMatch(/Mozilla|Android|iPhone/);
    }
  });
});

describe("the speed page", () => {
  it("draws each metric's daily p75 per device over 28 days, with the thresholds and a table of the same numbers", async () => {
    const key = await signingKey("key-speed");
    const team = newTeam();
    serveCerts(() => [key]);
    // Two days of mobile LCP: p75 of [1000, 2000, 3000, 4000] is the third (nearest rank), 3000.
    await insert([
      ...[1000, 2000, 3000, 4000].map((value) => ({ metric: "LCP", device: "mobile", value, at: today + 1000 })),
      { metric: "LCP", device: "mobile", value: 5200, at: today - 2 * day + 1000 },
      { metric: "LCP", device: "desktop", value: 1500, at: today + 2000 },
      // Older than the window, another page, or of unknown device: left out.
      { metric: "LCP", device: "desktop", value: 9000, at: today - 30 * day },
      { metric: "LCP", device: "desktop", value: 9000, at: today, route: "/formation" },
      { metric: "LCP", device: "unknown", value: 9000, at: today },
      { metric: "CLS", device: "desktop", value: 0.05, at: today },
    ]);
    const response = await consoleFetch("/console/vitesse", consoleBindings(team), {
      token: await accessToken(key, team),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await count(html, "svg.console-chart", "svg.console-chart path", "svg.console-chart rect")).toEqual([
      2, 4, 6,
    ]);
    expect(await texts(html, "svg.console-chart title")).toEqual([
      "LCP, page Accueil, 75ᵉ centile par jour",
      "CLS, page Accueil, 75ᵉ centile par jour",
    ]);
    // The thresholds' labels on the LCP chart's axis.
    expect(await texts(html, "section[aria-labelledby='titre-LCP'] svg text")).toEqual(
      expect.arrayContaining(["2\u202f500\u00a0ms", "4\u202f000\u00a0ms"]),
    );
    expect(await texts(html, "section[aria-labelledby='titre-INP'] p")).toEqual(["Aucune mesure sur cette période."]);
    const rows = await texts(html, "section[aria-labelledby='titre-LCP'] tbody tr");
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/3\u202f000\u00a0ms \(4\u00a0mesures\)1\u202f500\u00a0ms \(1\u00a0mesures\)$/);
    expect(rows[0]).toMatch(/5\u202f200\u00a0ms \(1\u00a0mesures\)—$/);
    // Another page, chosen by a plain GET form.
    const formation = await consoleFetch("/console/vitesse?page=/formation", consoleBindings(team), {
      token: await accessToken(key, team),
    });
    expect(await texts(await formation.text(), "section[aria-labelledby='titre-LCP'] tbody tr")).toHaveLength(1);
  });
});

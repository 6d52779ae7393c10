import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { httpRefusals } from "#app/content/refusals.ts";
import { apiErrorHandler, apiGuard } from "#functions/api/hardening.ts";
import { crossOriginRefusal, isCrossOriginWrite } from "#functions/cross-origin.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";

const jsonPost = (headers: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify({ name: "Test" }),
});

/** What another site's page can send: another site, an opaque origin, a sibling host, another scheme. */
const forgeries: Record<string, string>[] = [
  { Origin: "https://evil.example" },
  { Origin: "null" },
  { Origin: "https://www.tingis-industry.test" },
  { Origin: "http://tingis-industry.test" },
  { "Sec-Fetch-Site": "cross-site" },
  { "Sec-Fetch-Site": "same-site" },
];

/** Every API path the Worker serves, plus one it does not: the guard must cover them all. */
const apiPaths = ["/api/contact", "/api/inexistant"];

describe("cross-origin writes", () => {
  it.each(apiPaths)("%s refuses a write from another site with a French JSON 403", async (path) => {
    for (const headers of forgeries) {
      const response = await fetchWorker(path, jsonPost(headers));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ ok: false, error: crossOriginRefusal });
    }
  });

  it.each(apiPaths)("%s lets same-origin writes and non-browser clients through the guard", async (path) => {
    const allowed: Record<string, string>[] = [{ Origin: testOrigin }, { "Sec-Fetch-Site": "same-origin" }, {}];
    for (const headers of allowed) {
      const response = await fetchWorker(path, jsonPost(headers));
      expect(response.status, JSON.stringify(headers)).not.toBe(403);
    }
  });

  it("refuses a cross-origin form post to a page too (route actions), and one that says nothing of where it comes from", async () => {
    for (const headers of [...forgeries, {}]) {
      const response = await fetchWorker("/?index", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "name=x",
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(crossOriginRefusal);
    }
  });

  it("never refuses reads", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const read = new Request(`${testOrigin}/api/x`, { method, headers: { Origin: "https://evil.example" } });
      expect(isCrossOriginWrite(read)).toBe(false);
    }
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const write = new Request(`${testOrigin}/api/x`, { method, headers: { Origin: "https://evil.example" } });
      expect(isCrossOriginWrite(write)).toBe(true);
    }
  });
});

describe("API answers", () => {
  it("are never cached", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await fetchWorker("/api/inexistant", { method });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  /** A stand-in API mounted like the real one, with routes that fail in each way a route can. */
  function failingApi() {
    const api = new Hono();
    api.onError(apiErrorHandler);
    api.get("/crash", () => {
      throw new Error("database password is hunter2");
    });
    api.get("/too-big", () => {
      throw new HTTPException(413, { message: "Payload Too Large (hono)" });
    });
    api.get("/teapot", () => {
      throw new HTTPException(418);
    });
    api.get("/cached", (c) => c.json({ ok: true }, 200, { "Cache-Control": "public, max-age=600" }));
    const app = new Hono();
    app.use("/api/*", apiGuard);
    app.route("/api", api);
    return app;
  }

  it("turn a crash into French JSON, with no stack trace or error text", async () => {
    const response = await failingApi().request("/api/crash");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text).not.toMatch(/hunter2|Error|at \w+/);
    expect(JSON.parse(text)).toEqual({ ok: false, error: httpRefusals[500] });
  });

  it("keep a thrown client error's status, with a French message instead of Hono's", async () => {
    const tooBig = await failingApi().request("/api/too-big");
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ ok: false, error: httpRefusals[413] });
    const teapot = await failingApi().request("/api/teapot");
    expect(teapot.status).toBe(400);
    expect(await teapot.json()).toEqual({ ok: false, error: httpRefusals[400] });
  });

  it("override any caching a route asks for", async () => {
    const response = await failingApi().request("/api/cached");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

import { exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { httpRefusals } from "#app/content/refusals.ts";
import { testOrigin } from "#test/worker/support/built-worker.ts";

function request(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, "error");
});
afterEach(() => vi.restoreAllMocks());

describe("the redirect to HTTPS", () => {
  it.each(["GET", "HEAD"])("is a 301 for %s", async (method) => {
    const response = await request("http://tingis-industry.test/ingenierie?x=1", { method });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("https://tingis-industry.test/ingenierie?x=1");
  });

  it.each(["POST", "PUT", "DELETE", "OPTIONS"])("is a 308 for %s, which keeps the method and body", async (method) => {
    const init: RequestInit = { method };
    if (method === "POST" || method === "PUT") init.body = "name=Youssef";
    const response = await request("http://tingis-industry.test/?index", init);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://tingis-industry.test/?index");
  });
});

describe("pages the Worker renders", () => {
  it.each(["/", "/404"])("%s is never cached: Cache-Control private, no-store", async (path) => {
    const response = await request(`${testOrigin}${path}`);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("the no-JavaScript form's answer is not cached either", async () => {
    const response = await request(`${testOrigin}/?index`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: testOrigin },
      body: "name=&email=&msg=",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("methods on pages", () => {
  it.each([
    ["/?index", "GET, HEAD, POST"],
    ["/", "GET, HEAD"],
    ["/ingenierie", "GET, HEAD"],
    ["/page-qui-n-existe-pas", "GET, HEAD"],
  ])("OPTIONS %s answers 204 with Allow: %s, without an error log", async (path, allow) => {
    const response = await request(`${testOrigin}${path}`, { method: "OPTIONS" });
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.text()).toBe("");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it.each([
    ["PUT", "/?index", "GET, HEAD, POST"],
    ["DELETE", "/?index", "GET, HEAD, POST"],
    ["PATCH", "/ingenierie", "GET, HEAD"],
    ["POST", "/ingenierie", "GET, HEAD"],
    ["PROPFIND", "/", "GET, HEAD"],
    // The home page takes a POST only as its form's action, `/?index` (decision 016).
    ["POST", "/", "GET, HEAD"],
    ["POST", "/?index=1", "GET, HEAD"],
    ["POST", "/?page=1", "GET, HEAD"],
  ])("%s %s answers a French 405 with Allow, without an error log", async (method, path, allow) => {
    const response = await request(`${testOrigin}${path}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.text()).toBe(httpRefusals[405]);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it("HEAD / is still the page's headers", async () => {
    const response = await request(`${testOrigin}/`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});

import { describe, expect, inject } from "vitest";
import { prerenderedPaths } from "#app/content/pages.ts";
import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { securityHeaders } from "#functions/security-policy.ts";
import { visit } from "#harness/browser.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";
import { watchViolations } from "#test/support/csp-violations.ts";
import { rawGet } from "#test/support/raw-get.ts";

const baseURL = inject("baseURL");
const it = chromiumTest();

describe("the home page in the browser", () => {
  // Every route loaded, scrolled and its panel opened without a CSP violation: a11y.test.ts ("every page").
  it("blocks a script injected without the nonce; lets a same-origin POST past the Origin check", async ({ open }) => {
    const { page } = await open();
    const violations = await watchViolations(page);
    await visit(page, `${baseURL}/`);
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((report) => report.startsWith("script-src"))).toBe(true);
    const status = await page.evaluate(
      async () => (await fetch("/api/inexistant", { method: "POST", body: "{}" })).status,
    );
    // Past the guard (403) to the API's own answer for an unknown path.
    expect(status).toBe(404);
  });
});

/**
 * Workers Static Assets apply the build's _headers: static files and prerendered pages never reach
 * the Worker, so only wrangler's asset server proves them (decision 025). The public origin's own
 * host (wrangler.toml PUBLIC_ORIGIN) is reached by sending its Host header to the local server.
 */
describe("headers as served by wrangler", () => {
  const publicHost = "www.tingis-industry.ma";

  /** A prerendered page, a hashed bundle, the favicon: files the asset server answers alone. */
  async function staticPaths(): Promise<string[]> {
    const html = await (await fetch(`${baseURL}/`)).text();
    const bundle = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    expect(bundle, "a bundle referenced by /").toBeDefined();
    return [prerenderedPaths[0], bundle!, "/favicon.svg"];
  }

  it("static files, a page, an API answer and the 404 carry every security header, noindex off the public host; bundles are immutable", async () => {
    const answers = [
      ...(await staticPaths()).map((path) => [path, 200] as const),
      ["/", 200],
      ["/api/inexistant", 404],
      ["/404", 404],
    ] as const;
    for (const [path, expected] of answers) {
      const { status, headers } = await rawGet(baseURL, path);
      expect(status, path).toBe(expected);
      expect(headers.get(noindexHeader.name), path).toBe("noindex");
      if (path.startsWith("/assets/")) expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      for (const [name, value] of Object.entries(securityHeaders())) {
        if (name === "Content-Security-Policy") expect(headers.get(name), path).toContain("default-src 'none'");
        else expect(headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });

  it("static files on the public origin's host carry no noindex, and keep their other headers; _headers is not served", async () => {
    for (const path of await staticPaths()) {
      const { status, headers } = await rawGet(baseURL, path, publicHost);
      expect(status, path).toBe(200);
      expect(headers.get(noindexHeader.name), path).toBeNull();
      expect(headers.get("content-security-policy"), path).toContain("default-src 'none'");
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    }
    // A prerendered page keeps its own rule's policy, with its styles' hashes (decision 004).
    const page = await rawGet(baseURL, prerenderedPaths[0], publicHost);
    expect(page.headers.get("content-security-policy")).toContain("'sha256-");
    // The rules themselves are never served.
    expect(await (await fetch(`${baseURL}/_headers`, { redirect: "manual" })).text()).not.toContain("Content-Security");
  });
});

describe("a request after a refused one, as wrangler dev serves the Worker", () => {
  const postBeacon = (type: string, body: string, ip: string) =>
    fetch(`${baseURL}/api/vitals`, { method: "POST", headers: { "Content-Type": type, "CF-Connecting-IP": ip }, body });

  it("a body refused unread (wrong type, too large) never makes the next post fail", async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 10; round++) {
      await postBeacon("text/plain", "{}", "192.0.2.91");
      statuses.add((await postBeacon("application/json", "{}", "192.0.2.92")).status);
      await postBeacon("application/json", "x".repeat(50_000), "192.0.2.93");
      statuses.add((await postBeacon("application/json", "{}", "192.0.2.94")).status);
    }
    // The next posts are read and refused as malformed beacons, never lost as a 500.
    expect([...statuses]).toEqual([400]);
  });
});

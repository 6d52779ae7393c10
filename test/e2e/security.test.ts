import { expect, inject, it } from "vitest";
import { prerenderedPaths } from "#app/content/pages.ts";
import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { securityHeaders } from "#functions/security-policy.ts";
import { rawGet } from "#test/support/raw-get.ts";

const baseURL = inject("baseURL");

// The home page's policy blocking an injected script, and a same-origin POST passing the Origin check: shell.test.ts's
// speculation rules test; every route loaded, scrolled and its panel opened without a CSP violation: a11y.test.ts.

/**
 * Workers Static Assets apply the build's _headers: static files and prerendered pages never reach
 * the Worker, so only wrangler's asset server proves them (decision 025). The public origin's own
 * host (wrangler.toml PUBLIC_ORIGIN) is reached by sending its Host header to the local server.
 */
const publicHost = "www.tingis-industry.ma";
const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];

it("as wrangler serves them: static files, a page, an API answer and the 404 carry every security header, noindex off the public host's static files alone; bundles are immutable; _headers is not served; the Worker's pages (/, /404) rendered per request, each with a fresh nonce", async () => {
  // A prerendered page, a hashed bundle, the favicon: files the asset server answers alone.
  const bundle = (await rawGet(baseURL, "/")).body.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(bundle, "a bundle referenced by /").toBeDefined();
  const staticPaths = [prerenderedPaths[0], bundle!, "/favicon.svg"];
  for (const path of [...staticPaths, "/", "/api/inexistant", "/404"]) {
    const { status, headers } = await rawGet(baseURL, path);
    expect(status, path).toBe(/^\/(api|404)/.test(path) ? 404 : 200);
    expect(headers.get(noindexHeader.name), path).toBe("noindex");
    if (path.startsWith("/assets/")) expect(headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The home page and /404 stay on the Worker (decision 004): no ETag, and a nonce of its own for each answer.
    if (path === "/" || path === "/404") {
      expect(headers.get("etag"), path).toBeNull();
      expect(nonceOf(headers), path).toBeTruthy();
      expect(nonceOf((await rawGet(baseURL, path)).headers), path).not.toBe(nonceOf(headers));
    }
    for (const [name, value] of Object.entries(securityHeaders())) {
      if (name === "Content-Security-Policy") expect(headers.get(name), path).toContain("default-src 'none'");
      else expect(headers.get(name), `${name} on ${path}`).toBe(value);
    }
  }
  for (const path of staticPaths) {
    const { status, headers } = await rawGet(baseURL, path, { host: publicHost });
    expect(status, path).toBe(200);
    expect(headers.get(noindexHeader.name), path).toBeNull();
    expect(headers.get("content-security-policy"), path).toContain("default-src 'none'");
    expect(headers.get("x-content-type-options"), path).toBe("nosniff");
    // A prerendered page keeps its own rule's policy, with its styles' hashes (decision 004).
    if (path === prerenderedPaths[0]) expect(headers.get("content-security-policy")).toContain("'sha256-");
  }
  // The rules themselves are never served.
  expect(await (await fetch(`${baseURL}/_headers`, { redirect: "manual" })).text()).not.toContain("Content-Security");
});

const postBeacon = (type: string, body: string, ip: string) =>
  fetch(`${baseURL}/api/vitals`, { method: "POST", headers: { "Content-Type": type, "CF-Connecting-IP": ip }, body });

it("as wrangler dev serves the Worker, a body refused unread (wrong type, too large) never makes the next post fail", async () => {
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

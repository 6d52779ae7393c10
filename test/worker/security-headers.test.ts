import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { secureResponses } from "#functions/middleware/secure-responses.ts";
import { contentSecurityPolicy, mapOrigin, securityHeaders } from "#functions/security-policy.ts";
import { staticHeadersBlock } from "#scripts/lib/headers-file.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import headersFile from "../../public/_headers?raw";

/** Splits a CSP header into its directives: { "script-src": ["'self'", …], … }. */
function parsePolicy(header: string | null): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Asserts every header a response must carry, whatever it is. */
function expectLockedDown(response: Response) {
  const policy = parsePolicy(response.headers.get("content-security-policy"));
  expect(policy["default-src"]).toEqual(["'none'"]);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'none'"]);
  expect(policy["form-action"]).toEqual(["'self'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(policy["frame-src"]).toEqual(["https://www.openstreetmap.org"]);
  expect(policy["connect-src"]).toEqual(["'self'"]);
  for (const sources of Object.values(policy)) {
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources).not.toContain("*");
  }
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();
  return policy;
}

describe("security headers on Worker responses", () => {
  it("a page: every header, and a fresh nonce that every inline script carries", async () => {
    const first = await fetchWorker("/");
    expect(first.status).toBe(200);
    const policy = expectLockedDown(first);
    const nonceSource = policy["script-src"].find((source) => source.startsWith("'nonce-"));
    expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    const nonce = nonceSource!.slice("'nonce-".length, -1);
    expect(policy["style-src"]).toEqual(["'self'", nonceSource]);

    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data blocks (JSON-LD) are never executed, and the site's own files are allowed by 'self';
      // every inline script needs the nonce.
      if (/type="application\/(ld\+)?json"/.test(tag) || /\ssrc="\/(?!\/)/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }

    const second = await fetchWorker("/");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("the 404 page", async () => {
    const response = await fetchWorker("/404");
    expect(response.status).toBe(404);
    expect(expectLockedDown(response)["script-src"].some((source) => source.startsWith("'nonce-"))).toBe(true);
  });

  it("a redirect (unknown path to /404)", async () => {
    const response = await fetchWorker("/nimporte-quoi");
    expect(response.status).toBe(302);
    // Not HTML: no nonce to hand out.
    expect(expectLockedDown(response)["script-src"]).toEqual(["'self'", "'inline-speculation-rules'"]);
  });

  it("an API answer", async () => {
    const response = await fetchWorker("/api/inexistant");
    expect(response.headers.get("content-type")).toContain("application/json");
    expectLockedDown(response);
  });

  it("a route's data request (client-side navigation)", async () => {
    const response = await fetchWorker("/ingenierie.data");
    expect(response.status).toBe(200);
    expectLockedDown(response);
  });

  it("a plain-HTTP request: redirected to HTTPS, headers included", async () => {
    const response = await fetchWorker("/ingenierie?x=1", {}, testOrigin.replace("https:", "http:"));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`${testOrigin}/ingenierie?x=1`);
    expectLockedDown(response);
  });

  it("an error the Worker did not plan for", async () => {
    const app = new Hono().use(secureResponses).get("/boom", () => {
      throw new Error("secret stack detail");
    });
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret stack detail");
    expectLockedDown(response);
  });
});

/** Parses Cloudflare's `_headers` format: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    expect(current, `header line outside a rule: ${line}`).toBeDefined();
    // `! Name` (detach an inherited header) has no value.
    const separator = line.includes(":") ? line.indexOf(":") : line.length;
    current![line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

describe("security headers on static assets (public/_headers)", () => {
  it("is up to date with functions/security-policy.ts (run `npm run headers`)", () => {
    expect(headersFile).toContain(staticHeadersBlock());
  });

  it("sends every header to every asset, exactly as the Worker does", () => {
    const rules = parseHeadersFile(headersFile);
    // Plus the noindex the build lifts for the public origin alone (decision 025).
    expect(rules.get("/*")).toEqual({ ...securityHeaders(), [noindexHeader.name]: noindexHeader.value });
    const asResponse = new Response(null, { headers: rules.get("/*") });
    expectLockedDown(asResponse);
  });

  it("never removes a security header for a narrower path", () => {
    for (const [path, headers] of parseHeadersFile(headersFile)) {
      for (const name of Object.keys(headers)) {
        // `! Name` detaches a header inherited from /*: only the page policy may be replaced.
        if (name.startsWith("!")) expect(name.slice(1).trim(), path).toBe("Content-Security-Policy");
      }
    }
  });
});

describe("the policy itself", () => {
  it("allows frames from the map's host only", () => {
    expect(new URL(company.map.embedUrl).origin).toBe(mapOrigin);
  });

  it("adds a nonce only where given", () => {
    const speculationRules = "'inline-speculation-rules'";
    expect(parsePolicy(contentSecurityPolicy({ nonce: "abc" }))["script-src"]).toEqual([
      "'self'",
      speculationRules,
      "'nonce-abc'",
    ]);
    expect(parsePolicy(contentSecurityPolicy())["script-src"]).toEqual(["'self'", speculationRules]);
  });
});

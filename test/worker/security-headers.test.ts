import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { isPublicHost, noindexHeader } from "#functions/middleware/robots-tag.ts";
import { secureResponses } from "#functions/middleware/secure-responses.ts";
import { contentSecurityPolicy, mapOrigin, securityHeaders } from "#functions/security-policy.ts";
import { publicOriginRule, staticHeadersBlock } from "#scripts/lib/headers-file.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { listedTwice } from "#test/worker/support/lists.ts";
import builtHeadersFile from "../../build/client/_headers?raw";
import headersFile from "../../public/_headers?raw";

// The Worker's answers are checked here; the static files, which the Worker never sees, get their
// headers from the build's _headers, checked here as text and in test/e2e/security.test.ts as
// wrangler serves it.

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

/** Cloudflare's `_headers` rules in order: a path line, then indented `Name: value` or `! Name` lines. */
function parseHeadersFile(text: string): { path: string; set: Record<string, string>; unset: string[] }[] {
  const rules: { path: string; set: Record<string, string>; unset: string[] }[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), set: {}, unset: [] });
    else if (line.trim().startsWith("!")) rules.at(-1)!.unset.push(line.trim().slice(1).trim());
    else {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1)!.set[name.trim()] = value.join(":").trim();
    }
  }
  return rules;
}

describe("headers on static assets (public/_headers, the build's _headers)", () => {
  it("is up to date with functions/security-policy.ts (run `npm run headers`)", () => {
    expect(headersFile).toContain(staticHeadersBlock());
  });

  it("sends every header and noindex to every asset, in its only /* rule, exactly as the Worker does", () => {
    // Cloudflare keeps only the last rule of a path: a second /* would replace the first.
    const everyPath = parseHeadersFile(headersFile).filter((rule) => rule.path === "/*");
    expect(everyPath).toHaveLength(1);
    expect(everyPath[0].set).toEqual({ ...securityHeaders(), [noindexHeader.name]: noindexHeader.value });
    expectLockedDown(new Response(null, { headers: everyPath[0].set }));
  });

  it("never removes a security header for a narrower path: only the page policy may be replaced", () => {
    for (const rule of parseHeadersFile(headersFile)) {
      for (const name of rule.unset) expect(name, rule.path).toBe("Content-Security-Policy");
    }
  });

  it("the build lifts noindex for the public origin alone, after /*, and nothing else there (decision 025)", () => {
    const rules = parseHeadersFile(builtHeadersFile);
    const paths = rules.map((rule) => rule.path);
    expect(listedTwice(paths), "paths with two rules").toEqual([]);
    const lifting = rules.filter((rule) => rule.unset.includes(noindexHeader.name));
    expect(lifting.map((rule) => rule.path)).toEqual([`${env.PUBLIC_ORIGIN}/*`]);
    expect(lifting[0].unset).toEqual([noindexHeader.name]);
    expect(Object.keys(lifting[0].set)).toEqual([]);
    expect(paths.indexOf(`${env.PUBLIC_ORIGIN}/*`)).toBeGreaterThan(paths.indexOf("/*"));
    expect(builtHeadersFile).toContain(publicOriginRule(env.PUBLIC_ORIGIN));
  });

  it("refuses a public origin Cloudflare could not match: not https, a port, a path", () => {
    for (const origin of [
      "http://www.tingis-industry.ma",
      "https://www.tingis-industry.ma:8443",
      "https://www.tingis-industry.ma/site",
    ])
      expect(() => publicOriginRule(origin), origin).toThrow();
    expect(publicOriginRule("https://www.tingis-industry.ma/")).toContain("https://www.tingis-industry.ma/*");
  });
});

/** Answers of every kind the Worker gives: a rendered page, a redirect, API errors, generated files. */
const workerPaths = ["/", "/page-inexistante", "/404", "/api/inexistant", "/robots.txt", "/sitemap.xml"];
const otherOrigins = [
  "https://tingis-industry.example.workers.dev",
  "https://feature-x-tingis-industry-staging.example.workers.dev",
  "https://tingis-industry-staging.example.workers.dev",
  "http://localhost:8787",
  "http://127.0.0.1:8787",
];

describe("X-Robots-Tag on the Worker's answers: only the public origin may be indexed (decision 025)", () => {
  it.each([env.PUBLIC_ORIGIN, ...otherOrigins])("on %s, whatever the answer", async (origin) => {
    for (const path of workerPaths) {
      const response = await fetchWorker(path, {}, origin);
      await response.body?.cancel();
      expect(response.headers.get(noindexHeader.name), `${origin}${path}`).toBe(
        origin === env.PUBLIC_ORIGIN ? null : "noindex",
      );
    }
  });

  it("says noindex on a POST refused to another host, too", async () => {
    const response = await fetchWorker("/api/contact", { method: "POST", body: "{}" }, otherOrigins[0]);
    await response.body?.cancel();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get(noindexHeader.name)).toBe("noindex");
  });

  it("compares hosts, port included, and ignores the scheme and path", () => {
    const publicOrigin = "https://www.tingis-industry.ma";
    expect(isPublicHost(`${publicOrigin}/ingenierie?x=1`, publicOrigin)).toBe(true);
    expect(isPublicHost("http://www.tingis-industry.ma/", publicOrigin)).toBe(true);
    for (const other of ["https://tingis-industry.ma/", `${publicOrigin}:8443/`, `${publicOrigin}.evil.test/`])
      expect(isPublicHost(other, publicOrigin), other).toBe(false);
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

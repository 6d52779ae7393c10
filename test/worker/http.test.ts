import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { company } from "#app/content/company.ts";
import { httpRefusals } from "#app/content/refusals.ts";
import { apiErrorHandler, apiGuard } from "#functions/api/hardening.ts";
import { crossOriginRefusal } from "#functions/cross-origin.ts";
import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { secureResponses } from "#functions/middleware/secure-responses.ts";
import { mapOrigin, securityHeaders } from "#functions/security-policy.ts";
import { publicOriginRule, staticHeadersBlock } from "#scripts/lib/headers-file.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { listedTwice } from "#test/worker/support/lists.ts";
import builtHeadersFile from "../../build/client/_headers?raw";
import headersFile from "../../public/_headers?raw";

// What every answer of the Worker carries (security headers, X-Robots-Tag, caching), the methods it takes, the writes
// it refuses from other sites. Static files, which the Worker never sees, get their headers from the build's _headers,
// checked here as text and in test/e2e/security.test.ts as wrangler serves it.

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
  for (const source of Object.values(policy).flat())
    expect(["'unsafe-inline'", "'unsafe-eval'", "*"]).not.toContain(source);
  expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = response.headers.get("permissions-policy") ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
    expect(permissions).toContain(`${feature}=()`);
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();
  return policy;
}

let errorLog: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorLog = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** Answers of every kind the Worker gives, with their status on https: pages, a redirect, API errors, data, files. */
const workerRequests: [path: string, status: number, init?: RequestInit][] = [
  ["/", 200],
  ["/404", 404],
  ["/page-inexistante", 302],
  ["/api/inexistant", 404],
  ["/api/contact", 415, { method: "POST", body: "{}" }],
  // A route's React Router data answer.
  ["/ingenierie.data", 200],
  ["/robots.txt", 200],
  ["/sitemap.xml", 200],
];
/** The one origin the Worker moves to HTTPS: localhost stays on HTTP for development. */
const insecurePublicOrigin = env.PUBLIC_ORIGIN.replace("https:", "http:");

describe("every answer of the Worker: security headers, and X-Robots-Tag so only the public origin is indexed (decision 025)", () => {
  it.for([
    [env.PUBLIC_ORIGIN, null],
    // The host decides, whatever the scheme.
    [insecurePublicOrigin, null],
    ["https://tingis-industry.example.workers.dev", "noindex"],
    ["https://feature-x-tingis-industry-staging.example.workers.dev", "noindex"],
    ["https://tingis-industry-staging.example.workers.dev", "noindex"],
    ["http://localhost:8787", "noindex"],
    ["http://127.0.0.1:8787", "noindex"],
    [env.PUBLIC_ORIGIN.replace("://www.", "://"), "noindex"],
    [`${env.PUBLIC_ORIGIN}:8443`, "noindex"],
    [`${env.PUBLIC_ORIGIN}.evil.test`, "noindex"],
  ] as const)("on %s: every security header, a nonce in HTML only, X-Robots-Tag %s", async ([origin, tag]) => {
    for (const [path, status, init] of workerRequests) {
      const response = await fetchWorker(path, init, origin);
      await response.body?.cancel();
      const where = `${origin}${path}`;
      expect(response.status, where).toBe(origin === insecurePublicOrigin ? (init ? 308 : 301) : status);
      const html = response.headers.get("content-type")?.startsWith("text/html");
      expect(expectLockedDown(response)["script-src"], where).toEqual([
        "'self'",
        "'inline-speculation-rules'",
        ...(html ? [expect.stringMatching(/^'nonce-/)] : []),
      ]);
      expect(response.headers.get(noindexHeader.name), where).toBe(tag);
    }
  });

  it("a page: a fresh nonce that every inline script carries, frames from the map's host only, a HEAD too", async () => {
    const first = await fetchWorker("/");
    const policy = expectLockedDown(first);
    const nonceSource = policy["script-src"].find((source) => source.startsWith("'nonce-"));
    expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    const nonce = nonceSource!.slice("'nonce-".length, -1);
    expect(policy["style-src"]).toEqual(["'self'", nonceSource]);
    expect(new URL(company.map.embedUrl).origin).toBe(mapOrigin);
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // Data blocks (JSON-LD) are never executed, and the site's own files are allowed by 'self';
      // every inline script needs the nonce.
      if (/type="application\/(ld\+)?json"/.test(tag) || /\ssrc="\/(?!\/)/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    // A HEAD is still the page's headers, with a nonce of its own.
    const head = await fetchWorker("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
    expect(head.headers.get("content-security-policy")).not.toContain(nonce);
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
  it("public/_headers is up to date (`npm run headers`): every header and noindex on every asset in one /* rule, as the Worker sends them; no security header but the page policy removed for a narrower path", () => {
    expect(headersFile).toContain(staticHeadersBlock());
    // Cloudflare keeps only the last rule of a path: a second /* would replace the first.
    const everyPath = parseHeadersFile(headersFile).filter((rule) => rule.path === "/*");
    expect(everyPath).toHaveLength(1);
    expect(everyPath[0].set).toEqual({ ...securityHeaders(), [noindexHeader.name]: noindexHeader.value });
    expectLockedDown(new Response(null, { headers: everyPath[0].set }));
    for (const rule of parseHeadersFile(headersFile)) {
      for (const name of rule.unset) expect(name, rule.path).toBe("Content-Security-Policy");
    }
  });

  it("the build lifts noindex for the public origin alone, after /*, and nothing else there, and refuses a public origin Cloudflare could not match (decision 025)", () => {
    const rules = parseHeadersFile(builtHeadersFile);
    const paths = rules.map((rule) => rule.path);
    expect(listedTwice(paths), "paths with two rules").toEqual([]);
    const lifting = rules.filter((rule) => rule.unset.includes(noindexHeader.name));
    expect(lifting.map((rule) => rule.path)).toEqual([`${env.PUBLIC_ORIGIN}/*`]);
    expect(lifting[0].unset).toEqual([noindexHeader.name]);
    expect(Object.keys(lifting[0].set)).toEqual([]);
    expect(paths.indexOf(`${env.PUBLIC_ORIGIN}/*`)).toBeGreaterThan(paths.indexOf("/*"));
    expect(builtHeadersFile).toContain(publicOriginRule(env.PUBLIC_ORIGIN));
    // A public origin Cloudflare could not match is refused: not https, a port, a path.
    for (const origin of [
      "http://www.tingis-industry.ma",
      "https://www.tingis-industry.ma:8443",
      "https://www.tingis-industry.ma/site",
    ])
      expect(() => publicOriginRule(origin), origin).toThrow();
    expect(publicOriginRule("https://www.tingis-industry.ma/")).toContain("https://www.tingis-industry.ma/*");
  });
});

describe("methods", () => {
  // GET and HEAD are moved for good (301); every other method keeps its method and body (308).
  it.for([
    ["GET", 301],
    ["HEAD", 301],
    ["POST", 308],
    ["PUT", 308],
    ["DELETE", 308],
    ["OPTIONS", 308],
  ] as const)("the redirect to HTTPS of a %s is a %i, with every security header", async ([method, status]) => {
    const body = method === "POST" || method === "PUT" ? "name=Youssef" : undefined;
    const response = await fetchWorker("/?index", { method, body }, "http://tingis-industry.test");
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe("https://tingis-industry.test/?index");
    expect(expectLockedDown(response)["script-src"]).toEqual(["'self'", "'inline-speculation-rules'"]);
  });

  it.for([
    ["OPTIONS", "/?index", 204, "GET, HEAD, POST"],
    ["OPTIONS", "/", 204, "GET, HEAD"],
    ["OPTIONS", "/ingenierie", 204, "GET, HEAD"],
    ["OPTIONS", "/page-qui-n-existe-pas", 204, "GET, HEAD"],
    ["PUT", "/?index", 405, "GET, HEAD, POST"],
    ["DELETE", "/?index", 405, "GET, HEAD, POST"],
    ["PATCH", "/ingenierie", 405, "GET, HEAD"],
    ["POST", "/ingenierie", 405, "GET, HEAD"],
    ["PROPFIND", "/", 405, "GET, HEAD"],
    // The home page takes a POST only as its form's action, `/?index` (decision 016).
    ["POST", "/", 405, "GET, HEAD"],
    ["POST", "/?index=1", 405, "GET, HEAD"],
    ["POST", "/?page=1", 405, "GET, HEAD"],
  ] as const)("%s %s answers %i with Allow: %s, no error logged", async ([method, path, status, allow]) => {
    const response = await fetchWorker(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get("allow")).toBe(allow);
    expect(await response.text()).toBe(status === 204 ? "" : httpRefusals[405]);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(errorLog).not.toHaveBeenCalled();
  });

  it.for([
    ...["GET", "PUT", "DELETE", "PATCH"].map((method) => [method, "/api/contact", 405, "POST"] as const),
    ["GET", "/api/inexistant", 404, null],
    ["POST", "/api/inexistant", 404, null],
  ] as const)("%s %s answers a French JSON %i, never cached", async ([method, path, status, allow]) => {
    const response = await fetchWorker(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const error = status === 405 ? `${httpRefusals[405]} Utilisez\u00a0: POST.` : "Ressource introuvable.";
    expect(await response.json()).toEqual({ ok: false, error });
  });
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

describe("cross-origin writes", () => {
  const jsonPost = (headers: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ name: "Test" }),
  });

  // Every API path the Worker serves, plus one it does not: the guard must cover them all.
  it.for(["/api/contact", "/api/inexistant"])(
    "%s refuses a write from another site with a French JSON 403, and lets same-origin ones, other clients and reads from another site through",
    async (path) => {
      for (const headers of forgeries) {
        const response = await fetchWorker(path, jsonPost(headers));
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({ ok: false, error: crossOriginRefusal });
      }
      const allowed: Record<string, string>[] = [{ Origin: testOrigin }, { "Sec-Fetch-Site": "same-origin" }, {}];
      for (const headers of allowed) {
        const response = await fetchWorker(path, jsonPost(headers));
        await response.body?.cancel();
        expect(response.status, JSON.stringify(headers)).not.toBe(403);
      }
      for (const method of ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "DELETE"]) {
        const response = await fetchWorker(path, { method, headers: { Origin: "https://evil.example" } });
        await response.body?.cancel();
        expect(response.status === 403, method).toBe(!["GET", "HEAD", "OPTIONS"].includes(method));
      }
    },
  );

  it("refuses a cross-origin form post to a page (route actions), and one that says nothing of where it comes from", async () => {
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
});

describe("API answers the routes did not plan", () => {
  /** A stand-in API mounted like the real one, with routes that fail in each way a route can. */
  const api = new Hono()
    .get("/crash", () => {
      throw new Error("database password is hunter2");
    })
    .get("/too-big", () => {
      throw new HTTPException(413, { message: "Payload Too Large (hono)" });
    })
    .get("/teapot", () => {
      throw new HTTPException(418);
    })
    .get("/cached", (c) => c.json({ ok: true }, 200, { "Cache-Control": "public, max-age=600" }));
  api.onError(apiErrorHandler);
  const app = new Hono().use("/api/*", apiGuard).route("/api", api);

  it.for([
    ["a crash", "/api/crash", 500],
    ["a thrown client error", "/api/too-big", 413],
    ["a status no client error names", "/api/teapot", 400],
  ] as const)("turn %s into French JSON, with no stack trace or error text", async ([, path, status]) => {
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text).not.toMatch(/hunter2|Error|at \w+|hono/);
    expect(JSON.parse(text)).toEqual({ ok: false, error: httpRefusals[status] });
  });

  it("override any caching a route asks for", async () => {
    expect((await app.request("/api/cached")).headers.get("cache-control")).toBe("no-store");
  });
});

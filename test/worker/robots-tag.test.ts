import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { isPublicHost, noindexHeader } from "#functions/middleware/robots-tag.ts";
import { publicOriginRule } from "#scripts/lib/headers-file.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { listedTwice } from "#test/worker/support/lists.ts";
import builtHeadersFile from "../../build/client/_headers?raw";
import headersFile from "../../public/_headers?raw";

// docs/decisions/025: only the public origin may be indexed. The Worker's answers are checked
// here; the static files, which the Worker never sees, get the same rule from the build's
// _headers, checked here as text and in test/e2e/robots-tag.test.ts as wrangler serves it.

const publicOrigin = env.PUBLIC_ORIGIN;
const otherOrigins = [
  "https://tingis-industry.example.workers.dev",
  "https://feature-x-tingis-industry-staging.example.workers.dev",
  "https://tingis-industry-staging.example.workers.dev",
  "http://localhost:8787",
  "http://127.0.0.1:8787",
];
/** Answers of every kind the Worker gives: a rendered page, a redirect, API errors, generated files. */
const workerPaths = ["/", "/page-inexistante", "/404", "/api/inexistant", "/robots.txt", "/sitemap.xml"];

describe("X-Robots-Tag on the Worker's answers", () => {
  it("is absent on the public origin, whatever the answer", async () => {
    for (const path of workerPaths) {
      const response = await fetchWorker(path, {}, publicOrigin);
      await response.body?.cancel();
      expect(response.headers.get(noindexHeader.name), path).toBeNull();
    }
  });

  it.each(otherOrigins)("says noindex on %s, whatever the answer", async (origin) => {
    for (const path of workerPaths) {
      const response = await fetchWorker(path, {}, origin);
      await response.body?.cancel();
      expect(response.headers.get(noindexHeader.name), `${origin}${path}`).toBe("noindex");
    }
  });

  it("says noindex on a POST refused to another host, too", async () => {
    const response = await fetchWorker("/api/contact", { method: "POST", body: "{}" }, otherOrigins[0]);
    await response.body?.cancel();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get(noindexHeader.name)).toBe("noindex");
  });

  it("compares hosts, port included, and ignores the scheme and path", () => {
    expect(isPublicHost("https://www.tingis-industry.ma/ingenierie?x=1", "https://www.tingis-industry.ma")).toBe(true);
    expect(isPublicHost("http://www.tingis-industry.ma/", "https://www.tingis-industry.ma")).toBe(true);
    expect(isPublicHost("https://tingis-industry.ma/", "https://www.tingis-industry.ma")).toBe(false);
    expect(isPublicHost("https://www.tingis-industry.ma:8443/", "https://www.tingis-industry.ma")).toBe(false);
    expect(isPublicHost("https://www.tingis-industry.ma.evil.test/", "https://www.tingis-industry.ma")).toBe(false);
  });
});

/** The rules of a `_headers` file in order: path, headers set, headers removed (`! Name`). */
function rulesOf(text: string) {
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

describe("X-Robots-Tag on static files (the build's _headers)", () => {
  it("public/_headers says noindex for every path, in its only /* rule", () => {
    // Cloudflare keeps only the last rule of a path: a second /* would replace the first.
    const everyPath = rulesOf(headersFile).filter((rule) => rule.path === "/*");
    expect(everyPath).toHaveLength(1);
    expect(everyPath[0].set[noindexHeader.name]).toBe("noindex");
  });

  it("the build lifts it for the public origin alone, after /*, and nothing else is lifted there", () => {
    const rules = rulesOf(builtHeadersFile);
    const paths = rules.map((rule) => rule.path);
    expect(listedTwice(paths), "paths with two rules").toEqual([]);
    const lifting = rules.filter((rule) => rule.unset.includes(noindexHeader.name));
    expect(lifting.map((rule) => rule.path)).toEqual([`${publicOrigin}/*`]);
    expect(lifting[0].unset).toEqual([noindexHeader.name]);
    expect(Object.keys(lifting[0].set)).toEqual([]);
    expect(paths.indexOf(`${publicOrigin}/*`)).toBeGreaterThan(paths.indexOf("/*"));
    expect(builtHeadersFile).toContain(publicOriginRule(publicOrigin));
  });

  it("refuses a public origin Cloudflare could not match: not https, a port, a path", () => {
    expect(() => publicOriginRule("http://www.tingis-industry.ma")).toThrow();
    expect(() => publicOriginRule("https://www.tingis-industry.ma:8443")).toThrow();
    expect(() => publicOriginRule("https://www.tingis-industry.ma/site")).toThrow();
    expect(publicOriginRule("https://www.tingis-industry.ma/")).toContain("https://www.tingis-industry.ma/*");
  });
});

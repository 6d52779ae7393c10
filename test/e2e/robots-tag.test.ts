import { request } from "node:http";
import { describe, expect, inject, it } from "vitest";
import { prerenderedPaths } from "#app/content/pages.ts";
import { noindexHeader } from "#functions/middleware/robots-tag.ts";

// docs/decisions/025, as Workers Static Assets apply the build's _headers: static files and
// prerendered pages never reach the Worker, so only wrangler's asset server (workerd) proves
// them. The public origin's own host is reached by sending its Host header to the local server.

const baseURL = inject("baseURL");
/** The public origin of the served build (wrangler.toml PUBLIC_ORIGIN, as in build/client/_headers). */
const publicHost = "www.tingis-industry.ma";

/** GET with a chosen Host header (fetch() may not set one), headers only. */
function headersOf(path: string, host?: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: host ? { host } : {} }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** A prerendered page, a hashed bundle, the favicon: files the asset server answers alone. */
async function staticPaths(): Promise<string[]> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const bundle = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(bundle, "a bundle referenced by /").toBeDefined();
  return [prerenderedPaths[0], bundle!, "/favicon.svg"];
}

describe("X-Robots-Tag as wrangler serves the build", () => {
  it("static files say noindex on a host that is not the public origin", async () => {
    for (const path of await staticPaths()) {
      const { status, headers } = await headersOf(path);
      expect(status, path).toBe(200);
      expect(headers[noindexHeader.name.toLowerCase()], path).toBe("noindex");
    }
  });

  it("static files on the public origin's host carry no noindex, and keep their other headers", async () => {
    for (const path of await staticPaths()) {
      const { status, headers } = await headersOf(path, publicHost);
      expect(status, path).toBe(200);
      expect(headers[noindexHeader.name.toLowerCase()], path).toBeUndefined();
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
    // A prerendered page keeps its own rule's headers too: its policy, with its styles' hashes (decision 004).
    const page = await headersOf(prerenderedPaths[0], publicHost);
    expect(page.headers["content-security-policy"]).toContain("'sha256-");
  });

  it("the Worker's answers say noindex here too (a rendered page, an API error)", async () => {
    for (const path of ["/", "/api/inexistant"]) {
      const { headers } = await headersOf(path);
      expect(headers[noindexHeader.name.toLowerCase()], path).toBe("noindex");
    }
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { editorContentSecurityPolicy } from "#functions/editor/editor-policy.ts";
import { signLocalToken } from "#harness/console-keys.ts";

// The editor at /admin as wrangler serves the build (issue 35, §3, §7; docs/decisions/new-editor-door.md):
// only the asset server proves that its static files never go out without the Worker's Access
// check (run_worker_first); the public site carries none of it. The real editor under its policy, in
// Chromium: editor-journey.test.ts.
const baseURL = inject("baseURL");
const consoleKey = inject("consoleKey");

/** A GET of exactly this path (fetch() would normalise some), with its status and body. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/** What only the editor's files contain: Sveltia's code, its strings, the configuration's backend. */
const editorBytes = /sveltia|registerPreviewTemplate|"backend"/i;

describe("the editor's door, as the edge routes requests", () => {
  it("serves none of the editor without an Access token: 403 on the page, its scripts and its configuration", async () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/index.html",
      "/admin/sveltia-cms.js",
      "/admin/fonts/material-symbols-outlined.woff2",
      "/admin/chunks/react-dom.js",
      "/admin/github-sign-in.js",
      "/admin/config.yml",
      "/admin/auth?provider=github",
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBe(403);
      expect(body, path).not.toMatch(editorBytes);
    }
  });

  it("serves none of it on paths that only look like the editor's", async () => {
    for (const path of [
      "/ADMIN/sveltia-cms.js",
      "/%61dmin/sveltia-cms.js",
      "/admin%2Fsveltia-cms.js",
      "/%61dmin/config.yml",
      "//admin/config.yml",
      "/admin/../admin/config.yml",
      "/./admin/config.yml",
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).not.toBe(200);
      expect(body, path).not.toMatch(editorBytes);
    }
  });

  it("opens with a valid token, under the editor's own policy", async () => {
    const token = await signLocalToken(consoleKey, "redaction@example.com");
    const page = await fetch(`${baseURL}/admin`, { headers: { "cf-access-jwt-assertion": token } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(editorContentSecurityPolicy());
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    const script = await fetch(`${baseURL}/admin/sveltia-cms.js`, { headers: { "cf-access-jwt-assertion": token } });
    expect(script.status).toBe(200);
    expect(await script.text()).toMatch(editorBytes);
  });
});

describe("the public site carries nothing of the editor", () => {
  it("no page links to it or loads any of it, and no public bundle holds its code", async () => {
    for (const { path } of Object.values(pageMeta)) {
      for (const locale of locales) {
        const localized = localizedPath(path, locale);
        const html = await (await fetch(baseURL + localized)).text();
        expect(html, localized).not.toMatch(/["']\/admin|sveltia/i);
      }
    }
    expect(await (await fetch(`${baseURL}/sitemap.xml`)).text()).not.toContain("/admin");
    const bundles = readdirSync("build/client/assets", { recursive: true, encoding: "utf8" });
    expect(bundles.length).toBeGreaterThan(0);
    for (const file of bundles.filter((name) => name.endsWith(".js"))) {
      expect(readFileSync(join("build/client/assets", file), "utf8"), file).not.toMatch(/sveltia/i);
    }
  });
});

import { describe, expect, inject, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { securityHeaders } from "#functions/security-policy.ts";
import { openPage, visit } from "#harness/browser.ts";
import { watchViolations } from "#test/support/csp-violations.ts";
import { browserForThisFile } from "#test/support/shared-browser.ts";

const baseURL = inject("baseURL");
const _routes = Object.values(pageMeta).map((page) => page.path);
const browser = browserForThisFile();

describe("Content-Security-Policy in the browser", () => {
  // Every route loaded, scrolled and its panel opened without a violation: shell.test.ts ("every route").

  it("no violation across client-side navigations (route chunks, manifest, data requests)", async () => {
    const { page, context } = await openPage(browser());
    const violations = await watchViolations(page);
    await visit(page, `${baseURL}/`);
    for (const name of ["Ingénierie", "Distribution des marques", "Équipement didactique", "Accueil"]) {
      await page.locator("#main-navigation").getByRole("link", { name, exact: true }).click();
      await page.waitForLoadState("networkidle");
    }
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("blocks a script injected without the nonce", async () => {
    const { page, context } = await openPage(browser());
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
    await context.close();
  });
});

describe("cross-origin writes, as a browser sends them", () => {
  it("a same-origin POST from the page passes the Origin check", async () => {
    const { page, context } = await openPage(browser());
    await visit(page, `${baseURL}/`);
    const status = await page.evaluate(
      async () => (await fetch("/api/inexistant", { method: "POST", body: "{}" })).status,
    );
    // Past the guard (403) to the API's own answer for an unknown path.
    expect(status).toBe(404);
    await context.close();
  });
});

describe("headers as served by wrangler (Workers Static Assets honour public/_headers)", () => {
  async function assetPaths(): Promise<string[]> {
    const html = await (await fetch(`${baseURL}/`)).text();
    const referenced = [...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    const byType = (extension: string) => referenced.find((path) => path.endsWith(extension));
    // No stylesheet: every page carries its styles inline (decision 004).
    const found = [byType(".js"), "/favicon.svg"];
    expect(found.every(Boolean), `assets referenced by /: ${referenced.join(", ")}`).toBe(true);
    return found as string[];
  }

  it("every static asset carries every security header", async () => {
    const expected = securityHeaders();
    for (const path of await assetPaths()) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
  });

  it("a page, an API answer and the 404 page carry them too, end to end", async () => {
    for (const [path, status] of [
      ["/", 200],
      ["/api/inexistant", 404],
      ["/404", 404],
    ] as const) {
      const response = await fetch(baseURL + path);
      expect(response.status, path).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders())) {
        if (name === "Content-Security-Policy") {
          expect(response.headers.get(name), path).toContain("default-src 'none'");
        } else {
          expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
        }
      }
    }
  });

  it("does not serve the _headers file itself", async () => {
    const response = await fetch(`${baseURL}/_headers`, { redirect: "manual" });
    expect(await response.text()).not.toContain("Content-Security-Policy");
  });
});

import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, inject } from "vitest";
import { type PageKey, pageMeta, prerenderedPaths } from "#app/content/pages.ts";
import { alternates, locales, localizedPath } from "#app/i18n/locales.ts";
import { socialImagePath } from "#app/lib/social-card.ts";
import { visit } from "#harness/browser.ts";
import { chromiumTest } from "#test/support/chromium-test.ts";

// The content pages are static files in every language; the home page and /404 stay on the Worker (decision 004).
// Their one script, the enhancer, and no React Router nor preload: budgets.test.ts, every page in every language.
const baseURL = inject("baseURL");
const it = chromiumTest();

describe("prerendered content pages", () => {
  it("covers every public page except the home page and /404; every page has its social card in every language", () => {
    const all = Object.values(pageMeta).map((page) => page.path);
    expect([...prerenderedPaths].sort()).toEqual(all.filter((path) => path !== "/" && path !== "/404").sort());
    for (const locale of locales)
      for (const key of Object.keys(pageMeta) as PageKey[])
        expect(existsSync(`public${socialImagePath(key, locale)}`), `${locale} ${key}`).toBe(true);
  });

  const everyLanguage = locales.flatMap((locale) =>
    prerenderedPaths.map((frenchPath) => ({ frenchPath, path: localizedPath(frenchPath, locale) })),
  );
  it.for(everyLanguage)(
    "$path is served as a file: validators, revalidated, no nonce, no inline script, styles inline, no data file beside it",
    async ({ frenchPath, path }, { expect }) => {
      const response = await fetch(baseURL + path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      // Workers Static Assets answer with an ETag; the Worker's rendered pages have none.
      expect(response.headers.get("etag")).toBeTruthy();
      const html = await response.text();
      expect(html).not.toContain("nonce=");
      // The static files' policy: scripts from the site only, none inline (decision 003); the
      // speculation rules the enhancer adds (decision 005).
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSources = policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
      expect(scriptSources).toBe("script-src 'self' 'inline-speculation-rules'");
      // Its styles come with the HTML (decision 004), each allowed by its hash and nothing else.
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
      expect(styles.length).toBeGreaterThan(0);
      const hashes = styles.map((css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`);
      const styleSources = policy.split("; ").find((directive) => directive.startsWith("style-src ")) ?? "";
      expect(styleSources).toBe(["style-src 'self'", ...hashes].join(" "));
      // One policy: the `/*` rule's own is replaced, not sent beside it.
      expect(policy).not.toContain(",");
      // Nothing navigates to these pages on the client any more: no data files next to them.
      expect(existsSync(`build/client${path}.data`)).toBe(false);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=31536000");
      expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
      // Its language switcher names the canonical addresses, not one redirect away from them.
      const switcherLinks = [...html.matchAll(/class="language-switcher__link" href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      const expected = alternates(frenchPath).map((alternate) => alternate.path);
      expect(switcherLinks).toEqual([...expected, ...expected]);
    },
  );

  it("answers a trailing slash with a redirect to the canonical address", async ({ expect }) => {
    const response = await fetch(`${baseURL}/ingenierie/`, { redirect: "manual" });
    expect([301, 307, 308]).toContain(response.status);
    expect(new URL(response.headers.get("location") ?? "", baseURL).pathname).toBe("/ingenierie");
  });
  // The home page and /404 still rendered per request, each with a fresh nonce: security.test.ts's headers test.
});

describe("the footer's year on a page built in another year", () => {
  it("shows the build's year without JavaScript, the visitor's once the page has started", async ({ expect, open }) => {
    const { page: withoutScript } = await open({ javaScriptEnabled: false });
    await withoutScript.goto(`${baseURL}/ingenierie`);
    const built = await withoutScript.locator(".site-footer__legal p").first().innerText();
    expect(built).toContain(String(new Date().getFullYear()));
    const { page, context } = await open();
    await context.clock.install({ time: new Date("2031-01-05T10:00:00Z") });
    await visit(page, `${baseURL}/ingenierie`);
    await expect.poll(() => page.locator(".site-footer__legal p").first().innerText()).toContain("2031");
  });
});

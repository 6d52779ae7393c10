import { describe, expect, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { pageTitle } from "#app/lib/page-title.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

const publicPages = Object.values(pageMeta).filter((page) => page.path !== "/404");

describe("every route of spec §2", () => {
  it.each(publicPages)("$path answers 200 with its title and meta description", async (page) => {
    const response = await fetchWorker(page.path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = decodeEntities(await response.text());
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<title>${pageTitle(page.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${page.description}"/>`);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it.each(publicPages)("$path arrives complete and in order: no part held back behind a script", async (page) => {
    const html = await (await fetchWorker(page.path)).text();
    // React's markers for a Suspense boundary sent later (decision 004): pending, template, hidden copy.
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toMatch(/<template id="B:|<div hidden="" id="S:/);
    const main = html.indexOf("<main");
    expect(main).toBeGreaterThan(html.indexOf("<header"));
    expect(html.indexOf("<h1", main)).toBeGreaterThan(main);
    expect(html.indexOf("<footer")).toBeGreaterThan(html.indexOf("</main>"));
  });

  it("renders the header on the server with the active link marked", async () => {
    const html = await (await fetchWorker("/montage")).text();
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/montage"/);
    expect(html).toContain('href="/#contact"');
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});

describe("unknown paths", () => {
  it.each(["/nimporte-quoi", "/ingenierie/inexistant", "/distribution/festo"])("%s redirects to /404", async (path) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location") ?? "", testOrigin).pathname).toBe("/404");
  });

  it("/404 answers status 404 with the page, not indexed", async () => {
    const response = await fetchWorker("/404");
    expect(response.status).toBe(404);
    const html = decodeEntities(await response.text());
    expect(html).toContain(">404<");
    expect(html).toContain("Page introuvable");
    expect(html).toContain("Vous serez redirigé vers la page d’accueil dans quelques instants");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("the /api sub-app", () => {
  it("answers 404 JSON for an unknown API path", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await fetchWorker("/api/inexistant", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ ok: false, error: "Ressource introuvable." });
    }
  });
});

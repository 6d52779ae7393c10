import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { pageTitle } from "#app/lib/page-title.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { decodeEntities } from "#test/worker/support/html.ts";

// Requests arrive on a host that is not the public one (testOrigin): every URL must still use PUBLIC_ORIGIN.
const publicOrigin = env.PUBLIC_ORIGIN;

async function headOf(path: string) {
  const html = await (await fetchWorker(path)).text();
  return html.slice(0, html.indexOf("</head>"));
}

function metaContent(head: string, attribute: "property" | "name", key: string): string | undefined {
  const match = head.match(new RegExp(`<meta ${attribute}="${key.replaceAll(".", "\\.")}" content="([^"]*)"`));
  return match ? decodeEntities(match[1]) : undefined;
}

/** A JSON-LD node as the tests read it; fields a node lacks are simply undefined. */
type JsonLdNode = Record<string, unknown> & {
  "@type": string;
  itemListElement: { "@type": string; position: number; name: string; item: string }[];
};

function jsonLd(head: string): JsonLdNode[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const keys = Object.keys(pageMeta) as PageKey[];
const publicKeys = keys.filter((key) => key !== "notFound");

describe("configuration", () => {
  it("has a public https origin distinct from the request host", () => {
    expect(publicOrigin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    expect(publicOrigin).not.toBe(testOrigin);
  });
});

describe("canonical URL, Open Graph and Twitter card on every page", () => {
  it.each(publicKeys)("%s", async (key) => {
    const page = pageMeta[key];
    const head = await headOf(page.path);
    const url = publicOrigin + page.path;
    expect(head.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${url}"/>`);

    const image = `${publicOrigin}/social/${key}.png`;
    expect(metaContent(head, "property", "og:type")).toBe("website");
    expect(metaContent(head, "property", "og:locale")).toBe("fr_FR");
    expect(metaContent(head, "property", "og:site_name")).toBe(company.name);
    expect(metaContent(head, "property", "og:title")).toBe(pageTitle(page.title));
    expect(metaContent(head, "property", "og:description")).toBe(page.description);
    expect(metaContent(head, "property", "og:url")).toBe(url);
    expect(metaContent(head, "property", "og:image")).toBe(image);
    expect(metaContent(head, "property", "og:image:width")).toBe("1200");
    expect(metaContent(head, "property", "og:image:height")).toBe("630");
    expect(metaContent(head, "property", "og:image:alt")).toContain(page.title);
    expect(metaContent(head, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(head, "name", "twitter:image:alt")).toBe(metaContent(head, "property", "og:image:alt"));
    expect(head).not.toContain(testOrigin);
    expect(head).not.toContain('name="robots"');
  });

  it("ignores a trailing slash when naming the canonical page", async () => {
    const head = await headOf("/maintenance/");
    expect(head).toContain(`<link rel="canonical" href="${publicOrigin}/maintenance"/>`);
  });
});

describe("the /404 page", () => {
  it("is noindex, has no canonical URL and no structured data", async () => {
    const head = await headOf("/404");
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).not.toContain('rel="canonical"');
    expect(jsonLd(head)).toEqual([]);
  });
});

describe("JSON-LD", () => {
  it("describes the company as a LocalBusiness with its Tangier address, phone, e-mail and founding year", async () => {
    const [organization, ...rest] = jsonLd(await headOf("/"));
    expect(rest).toEqual([]);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: company.name,
      url: `${publicOrigin}/`,
      email: company.email,
      telephone: company.phone.e164,
      foundingDate: "2016",
      address: {
        "@type": "PostalAddress",
        streetAddress: company.address.street,
        postalCode: company.address.postalCode,
        addressLocality: "Tanger",
        addressCountry: "MA",
      },
    });
    expect(organization.sameAs).toEqual(["https://www.linkedin.com/company/tingis-industry"]);
  });

  it.each(publicKeys.filter((key) => key !== "home"))("gives %s a BreadcrumbList from the home page", async (key) => {
    const data = jsonLd(await headOf(pageMeta[key].path));
    expect(data.map((item) => item["@type"])).toEqual(["LocalBusiness", "BreadcrumbList"]);
    const items = data[1].itemListElement;
    expect(items[0]).toEqual({ "@type": "ListItem", position: 1, name: "Accueil", item: `${publicOrigin}/` });
    expect(items.at(-1)).toEqual({
      "@type": "ListItem",
      position: items.length,
      name: pageMeta[key].title,
      item: publicOrigin + pageMeta[key].path,
    });
  });

  it("puts the distribution page between home and a catalogue", async () => {
    const [, breadcrumbs] = jsonLd(await headOf("/distribution/schmersal"));
    expect(breadcrumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${publicOrigin}/`,
      `${publicOrigin}/distribution`,
      `${publicOrigin}/distribution/schmersal`,
    ]);
  });

  it("puts the legal notice right under home, and lists it in the sitemap", async () => {
    const [, breadcrumbs] = jsonLd(await headOf("/mentions-legales"));
    expect(breadcrumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ["Accueil", `${publicOrigin}/`],
      ["Mentions légales", `${publicOrigin}/mentions-legales`],
    ]);
    expect(await (await fetchWorker("/sitemap.xml")).text()).toContain(`<loc>${publicOrigin}/mentions-legales</loc>`);
  });

  it("cannot be closed early by a '<' in the data", async () => {
    const { serializeJsonLd } = await import("#app/lib/structured-data.ts");
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every public route and nothing else, on the public origin", async () => {
    const response = await fetchWorker("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The French ones; the other languages' are test/worker/languages.test.ts's.
    const french = locations.filter((location) => localeFromPath(new URL(location).pathname) === "fr");
    expect(french).toEqual(publicKeys.map((key) => publicOrigin + pageMeta[key].path));
    expect(locations).not.toContain(`${publicOrigin}/404`);
  });

  it("every sitemap URL answers 200 with itself as canonical", async () => {
    const xml = await (await fetchWorker("/sitemap.xml")).text();
    for (const [, location] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(location).pathname;
      const response = await fetchWorker(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain(`<link rel="canonical" href="${location}"/>`);
    }
  });

  it("robots.txt allows crawling, keeps crawlers off the API and points to the sitemap", async () => {
    const response = await fetchWorker("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${publicOrigin}/sitemap.xml`);
  });
});

describe("favicon set and web manifest", () => {
  it("links the favicons, the touch icon and the manifest from every page", async () => {
    const head = await headOf("/ingenierie");
    for (const href of ["/favicon.ico", "/favicon.svg", "/icons/apple-touch-icon.png", "/manifest.webmanifest"]) {
      expect(head).toContain(`href="${href}"`);
    }
  });

  it("describes the site in a manifest with standard and maskable icons", async () => {
    const response = await fetchWorker("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json<{
      name: string;
      lang: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    }>();
    expect(manifest).toMatchObject({ name: company.name, lang: "fr", start_url: "/" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});

describe("headings", () => {
  it.each(keys)("%s has exactly one h1 and no skipped heading level", async (key) => {
    const html = await (await fetchWorker(pageMeta[key].path)).text();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    // The header and panel may carry headings before the page's h1; after it, never jump down two levels.
    for (let i = 1; i < levels.length; i++)
      expect(levels[i] - levels[i - 1], `${key}: h${levels[i - 1]} → h${levels[i]}`).toBeLessThanOrEqual(1);
  });
});

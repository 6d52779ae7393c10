import { Hono } from "hono";
import { company } from "#app/content/company.ts";
import { indexablePages } from "#app/content/pages.ts";
import { alternates } from "#app/i18n/locales.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { alternateLinks } from "#app/lib/seo-head-data.ts";

/**
 * Files crawlers and browsers ask for at fixed paths. Generated rather than
 * committed to public/ so they follow PUBLIC_ORIGIN and app/content/.
 */
export const seo = new Hono<{ Bindings: Env }>();

// Crawlers fetch these often and they only change with a deployment.
const cacheControl = "public, max-age=3600";

/**
 * Every indexable page in every language, each URL with the same alternates as its page's
 * `<link rel="alternate" hreflang>` (itself included, x-default on the French one: decision 013).
 */
seo.get("/sitemap.xml", (c) => {
  const origin = c.env.PUBLIC_ORIGIN;
  const urls = indexablePages
    .flatMap((page) => {
      const links = alternateLinks(page.key, origin)
        .map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeXml(link.href)}"/>`)
        .join("\n");
      return alternates(page.path).map(
        ({ path }) => `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, path))}</loc>\n${links}\n  </url>`,
      );
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl });
});

seo.get("/robots.txt", (c) => {
  const text = `User-agent: *
Allow: /
Disallow: /api/

Sitemap: ${absoluteUrl(c.env.PUBLIC_ORIGIN, "/sitemap.xml")}
`;
  return c.body(text, 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl });
});

seo.get("/manifest.webmanifest", (c) => {
  const manifest = {
    name: company.name,
    short_name: company.wordmark.first,
    description: company.tagline,
    lang: "fr",
    start_url: "/",
    scope: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#14202e",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return c.body(JSON.stringify(manifest), 200, {
    "Content-Type": "application/manifest+json; charset=utf-8",
    "Cache-Control": cacheControl,
  });
});

function escapeXml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

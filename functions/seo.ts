import { Hono } from "hono";
import { company } from "#app/content/company.ts";
import { indexablePages } from "#app/content/pages.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";

/**
 * Files crawlers and browsers ask for at fixed paths. Generated rather than
 * committed to public/ so they follow PUBLIC_ORIGIN and app/content/.
 */
export const seo = new Hono<{ Bindings: Env }>();

// Crawlers fetch these often and they only change with a deployment.
const cacheControl = "public, max-age=3600";

seo.get("/sitemap.xml", (c) => {
  const urls = indexablePages
    .map((page) => `  <url><loc>${escapeXml(absoluteUrl(c.env.PUBLIC_ORIGIN, page.path))}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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

import { useLocation } from "react-router";
import { pageKeyForPath } from "#app/content/pages.ts";
import { frenchPath, localeFromPath } from "#app/i18n/locales.ts";
import { seoHeadFor } from "#app/lib/seo-head-data.ts";
import { serializeJsonLd } from "#app/lib/structured-data.ts";

/**
 * Canonical link, the other languages' addresses (hreflang), Open Graph and Twitter card tags and JSON-LD for the page at
 * the current path. Rendered once in the root layout, so route modules only
 * declare their title and description (`metaFor`).
 */
export function SeoHead({ origin }: { origin: string | undefined }) {
  const { pathname } = useLocation();
  const key = pageKeyForPath(frenchPath(pathname));
  if (!origin || !key) return null;
  const head = seoHeadFor(key, localeFromPath(pathname), origin);
  return (
    <>
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {head.tags.map((tag) =>
        tag.attribute === "property" ? (
          <meta key={tag.key} property={tag.key} content={tag.content} />
        ) : (
          <meta key={tag.key} name={tag.key} content={tag.content} />
        ),
      )}
      {head.structuredData.map((data, index) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw; serializeJsonLd escapes "<".
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list built once per page, never reordered.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}

import { company } from "#app/content/company.ts";
import { indexablePages, type PageKey, pageMeta } from "#app/content/pages.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { socialImagePath } from "#app/lib/social-card.ts";

/** The page's schema.org data: the company on every indexable page, plus a breadcrumb below home. */
export function structuredDataFor(key: PageKey, origin: string): object[] {
  const data: object[] = [organizationData(origin)];
  if (pageMeta[key].path !== "/") data.push(breadcrumbData(key, origin));
  return data;
}

/** schema.org LocalBusiness (an Organization) built from app/content/company.ts. */
function organizationData(origin: string) {
  const { address } = company;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl(origin, "/#organisation"),
    name: company.name,
    slogan: company.tagline,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/icons/icon-512.png"),
    image: absoluteUrl(origin, socialImagePath("home")),
    email: company.email,
    telephone: company.phone.e164,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    sameAs: company.social.flatMap((link) => (link.href ? [link.href] : [])),
  };
}

/** Home, then every page whose path is a parent of this one, then the page itself. */
function breadcrumbData(key: PageKey, origin: string) {
  const path = pageMeta[key].path;
  const trail = indexablePages.filter(
    (page) => page.path === "/" || page.path === path || path.startsWith(`${page.path}/`),
  );
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((page, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: pageMeta[page.key].title,
      item: absoluteUrl(origin, page.path),
    })),
  };
}

/** JSON for an inline <script>: '<' escaped so no value can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

import { indexablePages, type PageKey, pageMeta } from "#app/content/pages.ts";
import { companyContent, pagesContent } from "#app/i18n/content.ts";
import { type Locale, localeSettings, localizedPath } from "#app/i18n/locales.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { socialImagePath } from "#app/lib/social-card.ts";

/**
 * The page's schema.org data, in its language: the company on every indexable page, plus a
 * breadcrumb below home, each saying which language it is in (`inLanguage`).
 */
export function structuredDataFor(key: PageKey, locale: Locale, origin: string): object[] {
  const data: object[] = [organizationData(locale, origin)];
  if (pageMeta[key].path !== "/") data.push(breadcrumbData(key, locale, origin));
  return data;
}

/** schema.org LocalBusiness (an Organization) built from app/content/company.ts and its translations. */
function organizationData(locale: Locale, origin: string) {
  const { company } = companyContent[locale];
  const { address } = company;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    // One organisation, whatever the language of the page that describes it.
    "@id": absoluteUrl(origin, "/#organisation"),
    inLanguage: localeSettings[locale].lang,
    name: company.name,
    slogan: company.tagline,
    url: absoluteUrl(origin, localizedPath("/", locale)),
    logo: absoluteUrl(origin, "/icons/icon-512.png"),
    image: absoluteUrl(origin, socialImagePath("home", locale)),
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
function breadcrumbData(key: PageKey, locale: Locale, origin: string) {
  const path = pageMeta[key].path;
  const trail = indexablePages.filter(
    (page) => page.path === "/" || page.path === path || path.startsWith(`${page.path}/`),
  );
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    inLanguage: localeSettings[locale].lang,
    itemListElement: trail.map((page, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: pagesContent[locale].pageMeta[page.key].title,
      item: absoluteUrl(origin, localizedPath(page.path, locale)),
    })),
  };
}

/** JSON for an inline <script>: '<' escaped so no value can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}

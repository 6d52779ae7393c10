import { company } from "#app/content/company.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";

/** '<product name> : <page>', with the non-breaking space French requires before the colon. */
export function pageTitle(page: string): string {
  return `${company.name}\u00a0: ${page}`;
}

/** The meta descriptors every route returns from its `meta` export. */
export function metaFor(key: PageKey) {
  const page = pageMeta[key];
  const descriptors = [{ title: pageTitle(page.title) }, { name: "description", content: page.description }];
  if ("noindex" in page && page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

/** Social cards are 1200×630 PNGs rendered by `npm run images` into public/social/. */
export const socialImageSize = { width: 1200, height: 630 } as const;

export function socialImagePath(key: PageKey): string {
  return `/social/${key}.png`;
}

/** Pages search engines may index, in the order of the site: the sitemap lists exactly these. */
export function indexablePages(): { key: PageKey; path: string }[] {
  return (Object.keys(pageMeta) as PageKey[])
    .filter((key) => !isNoindex(key))
    .map((key) => ({ key, path: pageMeta[key].path }));
}

function isNoindex(key: PageKey): boolean {
  const page = pageMeta[key];
  return "noindex" in page && page.noindex === true;
}

/** The page a URL path shows, ignoring a trailing slash; undefined for paths no page owns. */
export function pageKeyForPath(pathname: string): PageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (Object.keys(pageMeta) as PageKey[]).find((key) => pageMeta[key].path === path);
}

/** An absolute URL on the configured public origin (never the host a request arrived on). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

export interface HeadTag {
  /** Open Graph uses `property`, Twitter cards use `name`. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

/** Everything a page adds to <head> for search engines and social networks. */
export interface SeoHead {
  canonical: string | null;
  tags: HeadTag[];
  structuredData: object[];
}

export function seoHeadFor(key: PageKey, origin: string): SeoHead {
  const page = pageMeta[key];
  const url = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, socialImagePath(key));
  const title = pageTitle(page.title);
  const imageAlt = `${company.name}, ${company.tagline}\u00a0: ${page.title}`;
  const og = (property: string, content: string): HeadTag => ({ attribute: "property", key: property, content });
  const twitter = (name: string, content: string): HeadTag => ({ attribute: "name", key: name, content });
  const tags = [
    og("og:type", "website"),
    og("og:locale", "fr_FR"),
    og("og:site_name", company.name),
    og("og:title", title),
    og("og:description", page.description),
    og("og:url", url),
    og("og:image", image),
    og("og:image:type", "image/png"),
    og("og:image:width", String(socialImageSize.width)),
    og("og:image:height", String(socialImageSize.height)),
    og("og:image:alt", imageAlt),
    twitter("twitter:card", "summary_large_image"),
    twitter("twitter:title", title),
    twitter("twitter:description", page.description),
    twitter("twitter:image", image),
    twitter("twitter:image:alt", imageAlt),
  ];
  if (isNoindex(key)) return { canonical: null, tags, structuredData: [] };

  const structuredData: object[] = [organizationData(origin)];
  if (page.path !== "/") structuredData.push(breadcrumbData(key, origin));
  return { canonical: url, tags, structuredData };
}

/** schema.org LocalBusiness (an Organization) built from app/content/company.ts. */
export function organizationData(origin: string) {
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
export function breadcrumbData(key: PageKey, origin: string) {
  const path = pageMeta[key].path;
  const trail = indexablePages().filter(
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

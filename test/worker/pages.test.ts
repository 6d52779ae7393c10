import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { distributionPage } from "#app/content/distribution.ts";
import { homeHero } from "#app/content/home.ts";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { projectCategories } from "#app/content/realisation.ts";
import * as content from "#app/i18n/content.ts";
import { alternates, localeSettings, locales, localizedPath } from "#app/i18n/locales.ts";
import { pageTitle } from "#app/lib/page-title.ts";
import { alternateLinks } from "#app/lib/seo-head-data.ts";
import { serializeJsonLd } from "#app/lib/structured-data.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { attributes, count, decodeEntities, texts } from "#test/worker/support/html.ts";
import { everyPage, pageKeys, renderedPage } from "#test/worker/support/rendered-pages.ts";

/** Every page in every language, rendered once (support/rendered-pages.ts), held to every rule a page keeps. */

// Requests arrive on a host that is not the public one (testOrigin): every URL must still use PUBLIC_ORIGIN.
const publicOrigin = env.PUBLIC_ORIGIN;
const absolute = (path: string) => publicOrigin + (path === "/" ? "/" : path);

/** The head's meta tags' content by name or property (of a repeated one, the last). */
const metas = async (head: string): Promise<Record<string, string>> =>
  Object.fromEntries(
    (await attributes(head, "meta[content]")).map((tag) => [tag.name ?? tag.property, decodeEntities(tag.content)]),
  );

/** A JSON-LD node as the tests read it; fields a node lacks are simply undefined. */
type JsonLdNode = Record<string, unknown> & { itemListElement: { position: number; name: string; item: string }[] };
const jsonLd = (head: string): JsonLdNode[] =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));

/**
 * Blocks only content pages render, each with its stylesheet imported by its component or route (or, for the
 * banner the root's error boundary renders too, linked): the home page's document must fit the first round trip.
 */
const contentBlocks =
  "page-intro page-intro__title subsection-title split split__title split__image check-list feature-list feature-list__item info-card info-card__body gallery-carousel__image contact-callout contact-callout__inner".split(
    " ",
  );
/** Whether the styles hold a rule naming the class itself, not only a longer class it begins. */
const hasRuleFor = (styles: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(styles);

/** The pages under another's path, in the breadcrumbs and the menu: every other page sits right under home. */
const sectionOf: Partial<Record<PageKey, PageKey>> = { schmersal: "distribution", carlisleft: "distribution" };

/** The one picture a phone shows at load, on the pages that have one: every other image is lazy. */
const inViewAtLoad: Partial<Record<PageKey, string>> = {
  home: homeHero.slides[0].image.src,
  realisation: projectCategories[0].projects[0].image.src,
  distribution: distributionPage.tiles[0].image.src,
};

describe.for(everyPage)("$path", ({ locale, key, path }) => {
  const notFound = key === "notFound";
  const { lang, dir, prefix } = localeSettings[locale];
  const copy = content.pagesContent[locale].pageMeta[key];

  it("answers with its status, uncached, without a cookie, in its language whatever Accept-Language asks (quoted French marked as such), title and description, complete and in order, one h1 first in main and no heading level skipped; links to itself in every language twice (header row, menu foot), marks its menu link or its section's current, reaches the home page's contact section, its footer to the legal notice, phone, e-mail, address, WhatsApp from each place showing the contact details, and only to pages in its own language", async () => {
    const { status, headers, html, head } = await renderedPage(path);
    expect(status).toBe(notFound ? 404 : 200);
    expect(headers.get("content-type")).toContain("text/html");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("set-cookie")).toBeNull();
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
    // WCAG 3.1.2: the French names the English legal notice quotes carry their language, no markup left raw.
    expect(html).not.toMatch(/\{(fr|en|ar):/);
    if (key === "mentionsLegales" && locale === "en")
      for (const phrase of ["registre du commerce", "identifiant fiscal", "patente", "gérant"])
        expect(html).toContain(`<span lang="fr">${phrase}</span>`);
    expect(await texts(head, "title")).toEqual([pageTitle(copy.title, locale)]);
    expect((await metas(head)).description).toBe(copy.description);
    // The contact form without JavaScript posts to its own page.
    if (key === "home") expect(html).toContain(`action="${path}?index"`);
    for (const href of ["/favicon.ico", "/favicon.svg", "/icons/apple-touch-icon.png", "/manifest.webmanifest"])
      expect(head).toContain(`href="${href}"`);

    // React's markers for a Suspense boundary sent later (decision 004): pending, template, hidden copy.
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toMatch(/<template id="B:|<div hidden="" id="S:/);
    const main = html.indexOf("<main");
    expect(main).toBeGreaterThan(html.indexOf("<header"));
    expect(html.indexOf("<footer")).toBeGreaterThan(html.indexOf("</main>"));
    // The header and panel may carry headings before the page's h1; after it, never jump down two levels.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i++)
      expect(levels[i] - levels[i - 1], `h${levels[i - 1]} → h${levels[i]}`).toBeLessThanOrEqual(1);
    expect(html.slice(main).match(/<h([1-6])[\s>]/)?.[1]).toBe("1");

    const switcher = alternates(pageMeta[key].path).map((alternate) => {
      const otherLang = localeSettings[alternate.locale].lang;
      const current = alternate.locale === locale && { "aria-current": "true" };
      return { href: alternate.path, lang: otherLang, hreflang: otherLang, ...current };
    });
    expect(await attributes(html, "nav.language-switcher a")).toMatchObject([...switcher, ...switcher]);
    expect(await count(html, 'nav.language-switcher a[aria-current="true"]')).toEqual([2]);
    const legalNotice = localizedPath(pageMeta.mentionsLegales.path, locale);
    const footerLinks = [`a[href="${legalNotice}"]`, 'a[href^="tel:+212"]', 'a[href^="mailto:"]', "address"];
    expect(await count(html, ...footerLinks.map((selector) => `footer ${selector}`))).toEqual([1, 1, 1, 1]);
    // Server-rendered; the legal notice and /404 are not in the menu.
    const inMenu = key !== "mentionsLegales" && !notFound;
    const current = inMenu ? [localizedPath(pageMeta[sectionOf[key] ?? key].path, locale)] : [];
    expect((await attributes(html, '[aria-current="page"]')).map((link) => link.href)).toEqual(current);
    expect(html).toContain(`href="${localizedPath("/#contact", locale)}"`);
    // Issue 36, §6: a WhatsApp conversation greeted in the page's language from the panel, the footer and the home
    // page's contact section; a plain link named by its own text, nothing of WhatsApp fetched by the page itself.
    const { number, greeting } = content.companyContent[locale].company.whatsapp;
    const whatsapp = (await attributes(html, 'a[href^="https://wa.me/"]')).map((link) => new URL(link.href));
    expect(whatsapp.map((url) => [url.pathname, url.searchParams.get("text")])).toEqual(
      Array(key === "home" ? 3 : 2).fill([`/${number.slice(1)}`, greeting]),
    );
    expect(await texts(html, 'a[href^="https://wa.me/"]')).toEqual(
      whatsapp.map(() => content.contactSectionCopyContent[locale].contactSection.info.whatsappLink),
    );
    expect(html).not.toMatch(/<(script|img|link|iframe)[^>]+whatsapp/i);

    if (locale === "fr") return;
    const hrefs = (await attributes(html, "main a[href], header .main-nav__list a[href], footer a[href]"))
      .filter((link) => !link.class?.startsWith("language-switcher") && link.href.startsWith("/"))
      .map((link) => link.href);
    expect(hrefs.length).toBeGreaterThan(0);
    const french = hrefs.filter((href) => !new RegExp(`^${prefix}([/#]|$)`).test(href));
    // The legal notice's French text aside.
    expect(french).toEqual(key === "mentionsLegales" ? [pageMeta.mentionsLegales.path] : []);
    if (key === "mentionsLegales")
      expect((await attributes(html, ".legal__authoritative a"))[0]).toMatchObject({
        href: pageMeta.mentionsLegales.path,
        hreflang: "fr",
      });
  });

  if (notFound)
    it("is noindex, without alternates, canonical URL or JSON-LD, says the page is missing, and returns to its home page", async () => {
      const { html, head } = await renderedPage(path);
      expect(head).toContain('<meta name="robots" content="noindex"/>');
      expect(head).not.toMatch(/rel="(canonical|alternate)"/);
      expect(jsonLd(head)).toEqual([]);
      const { code, status, message, stayedMessage } = content.notFoundContent[locale].notFoundPage;
      expect(await texts(html, "h1 > span")).toEqual([code, status]);
      expect(await texts(html, ".not-found__message")).toEqual([`${message}...`]);
      if (locale === "fr")
        expect([code, status, message]).toEqual([
          "404",
          "Page introuvable",
          "Vous serez redirigé vers la page d’accueil dans quelques instants",
        ]);
      const [countdown] = await attributes(html, "[data-module=redirect-countdown]");
      expect(countdown?.["data-redirect-to"]).toBe(localizedPath("/", locale));
      expect(countdown?.["data-stayed-message"]).toBe(stayedMessage);
    });

  if (!notFound)
    it("has its alternates, canonical URL, Open Graph, X card and JSON-LD with its breadcrumb trail on the public origin; sizes its images, each with an alt, lazy but the one a phone shows at load; carries its content blocks' styles, home none", async () => {
      const { html, head } = await renderedPage(path);
      const alternateTags = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hrefLang, href]) => ({ hrefLang, href }),
      );
      // Absolute, on the public origin, the same list on the page in each language: reciprocal.
      expect(alternateTags).toEqual(alternateLinks(key, publicOrigin));
      expect(alternateTags.map((tag) => tag.hrefLang)).toEqual(["fr", "en", "ar", "x-default"]);
      expect(head.match(/<link rel="canonical"/g)).toHaveLength(1);
      expect(head).toContain(`<link rel="canonical" href="${absolute(path)}"/>`);
      const others = locales.filter((other) => other !== locale).map((other) => localeSettings[other].ogLocale);
      const otherTags = await attributes(head, 'meta[property="og:locale:alternate"]');
      expect(otherTags.map((tag) => tag.content)).toEqual(others);
      const tags = await metas(head);
      expect(tags).toMatchObject({
        "og:type": "website",
        "og:locale": localeSettings[locale].ogLocale,
        "og:site_name": content.companyContent[locale].company.name,
        "og:title": pageTitle(copy.title, locale),
        "og:description": copy.description,
        "og:url": absolute(path),
        "og:image": `${publicOrigin}/social/${locale === "fr" ? "" : `${locale}/`}${key}.png`,
        "og:image:width": "1200",
        "og:image:height": "630",
        "twitter:card": "summary_large_image",
        "twitter:image:alt": tags["og:image:alt"],
      });
      expect(tags["og:image:alt"]).toContain(copy.title);
      expect(head).not.toContain(testOrigin);
      expect(head).not.toContain('name="robots"');

      const nodes = jsonLd(head);
      expect(nodes.map((node) => node["@type"])).toEqual(
        key === "home" ? ["LocalBusiness"] : ["LocalBusiness", "BreadcrumbList"],
      );
      expect(nodes.map((node) => node.inLanguage)).toEqual(nodes.map(() => lang));
      // The company as a LocalBusiness with its Tangier address, phone, e-mail and founding year.
      if (locale === "fr")
        expect(nodes[0]).toMatchObject({
          "@context": "https://schema.org",
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
          sameAs: ["https://www.linkedin.com/company/tingis-industry"],
        });
      // Home, the section a page belongs to, then the page itself.
      const trail = key === "home" ? [] : (["home", sectionOf[key], key] as const).filter((page) => page !== undefined);
      expect(nodes[1]?.itemListElement ?? []).toEqual(
        trail.map((page, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: content.pagesContent[locale].pageMeta[page].title,
          item: absolute(localizedPath(pageMeta[page].path, locale)),
        })),
      );

      // The strict CSP forbids style attributes: layout comes from stylesheets only.
      expect(await count(html, "main [style]")).toEqual([0]);
      const images = await attributes(html, "main img");
      // The legal notice is text only.
      expect(images.length > 0).toBe(key !== "mentionsLegales");
      for (const image of images) {
        expect(Number(image.width), image.src).toBeGreaterThan(0);
        expect(Number(image.height), image.src).toBeGreaterThan(0);
        expect(image, image.src).toHaveProperty("alt");
        expect(image.src).toMatch(/^\/images\//);
      }
      const eager = images.filter((image) => image.loading !== "lazy").map((image) => image.src);
      expect(eager).toEqual(inViewAtLoad[key] ? [inViewAtLoad[key]] : []);

      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
      const body = html.slice(html.indexOf("<body"));
      const classes = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
      const missing = contentBlocks.filter((name) => classes.has(name) && !hasRuleFor(styles, name));
      expect(missing).toEqual([]);
      if (key === "home") expect(contentBlocks.filter((name) => hasRuleFor(styles, name))).toEqual([]);
    });
});

describe("around the pages", () => {
  it("ignores a trailing slash when naming the canonical page", async () => {
    const { head } = await renderedPage("/maintenance/");
    expect(head).toContain(`<link rel="canonical" href="${publicOrigin}/maintenance"/>`);
  });

  it.for([
    "/nimporte-quoi",
    "/ingenierie/inexistant",
    "/distribution/festo",
    "/en/nulle-part/ici",
    "/ar/nulle-part/ici",
  ])("sends the unknown path %s to its language's /404", async (path) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(302);
    const locale = path.startsWith("/en/") ? "en" : path.startsWith("/ar/") ? "ar" : "fr";
    expect(new URL(response.headers.get("location") ?? "", testOrigin).pathname).toBe(localizedPath("/404", locale));
  });

  it("keeps a '<' in structured data from closing its script early", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
  });
});

describe("the sitemap, robots.txt and the manifest", () => {
  it("lists every indexable page in every language on the public origin (https, not the host the tests reach), each with its alternates", async () => {
    expect(publicOrigin).toMatch(/^https:\/\/[a-z0-9.-]+$/);
    expect(publicOrigin).not.toBe(testOrigin);
    const response = await fetchWorker("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: entry.match(/<loc>([^<]+)<\/loc>/)?.[1],
      alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hrefLang, href]) => ({
        hrefLang,
        href,
      })),
    }));
    const indexable = pageKeys.filter((key) => key !== "notFound");
    expect(entries).toEqual(
      indexable.flatMap((key) =>
        alternates(pageMeta[key].path).map(({ path }) => ({
          loc: absolute(path),
          alternates: alternateLinks(key, publicOrigin),
        })),
      ),
    );
  });

  it("robots.txt allows crawling, keeps crawlers off the API and points to the sitemap", async () => {
    const response = await fetchWorker("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /api/", `Sitemap: ${publicOrigin}/sitemap.xml`]),
    );
    expect(lines).not.toContain("Disallow: /");
  });

  it("the manifest describes the site with standard and maskable icons", async () => {
    const response = await fetchWorker("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = await response.json<{ icons: { sizes: string; purpose?: string }[] }>();
    expect(manifest).toMatchObject({ name: company.name, lang: "fr", start_url: "/" });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});

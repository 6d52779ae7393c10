import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type PageKey, pageMeta } from "#app/content/pages.ts";
import * as content from "#app/i18n/content.ts";
import { alternates, defaultLocale, type Locale, localeSettings, locales, localizedPath } from "#app/i18n/locales.ts";
import { alternateLinks } from "#app/lib/seo-head-data.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { attributes, decodeEntities } from "#test/worker/support/html.ts";

/**
 * What issue 22 adds, in every language: the dictionaries' parity with French, each page's
 * language, switcher and alternates, the sitemap, the unknown-path flow. The contact form's
 * languages are in languages-contact.test.ts, the scan of the built pages' words in
 * languages-copy.test.ts.
 */

const translated = locales.filter((locale) => locale !== defaultLocale);
const publicOrigin = env.PUBLIC_ORIGIN;
const keys = Object.keys(pageMeta) as PageKey[];

/** Fields that are identifiers, files or addresses, not text: a dictionary keeps them as French has them. */
const identifiers = new Set([
  "key",
  "id",
  "kind",
  "src",
  "href",
  "to",
  "path",
  "network",
  "embedUrl",
  "linkUrl",
  "e164",
  "width",
  "height",
  "countryCode",
  "foundedYear",
  "delayMs",
  "redirectDelayMs",
  "noindex",
  "number",
  "sample",
  "unconfirmed",
]);

interface Leaf {
  where: string;
  field: string;
  french: unknown;
  other: unknown;
}

/** Every leaf of a French module's data beside the same leaf in a dictionary. */
function leaves(french: unknown, other: unknown, where: string, field = ""): Leaf[] {
  if (Array.isArray(french)) {
    return french.flatMap((item, index) => leaves(item, (other as unknown[])?.[index], `${where}[${index}]`, field));
  }
  if (french && typeof french === "object") {
    return Object.entries(french).flatMap(([key, value]) =>
      leaves(value, (other as Record<string, unknown>)?.[key], `${where}.${key}`, key),
    );
  }
  return [{ where, field, french, other }];
}

const records = Object.entries(content).filter(([name]) => name.endsWith("Content")) as unknown as [
  string,
  Record<Locale, Record<string, unknown>>,
][];

/** The exports a record translates: the French module's, as far as the dictionary has them (the type checker sees to the rest). */
function allLeaves(locale: Locale): Leaf[] {
  return records.flatMap(([name, record]) =>
    Object.keys(record[locale])
      .filter((key) => key in record.fr)
      .flatMap((key) => leaves(record.fr[key], record[locale][key], `${name}.${key}`, key)),
  );
}

/** A link to another site may lead to its page in the reader's language (a licence's deed in English). */
function isLocalizableLink(leaf: Leaf): boolean {
  return leaf.field === "href" && /^https:/.test(String(leaf.french)) && /^https:/.test(String(leaf.other));
}

describe("typed parity: every dictionary has French's shape", () => {
  it.each(translated)("%s: identifiers, files and numbers as French has them", (locale) => {
    const differing = allLeaves(locale)
      .filter((leaf) => typeof leaf.french !== "string" || identifiers.has(leaf.field))
      .filter((leaf) => typeof leaf.french !== "function" && leaf.french !== leaf.other && !isLocalizableLink(leaf))
      .map((leaf) => `${leaf.where}: ${String(leaf.french)} ≠ ${String(leaf.other)}`);
    expect(differing).toEqual([]);
  });

  it.each(translated)("%s: every text is there, and none is French's left untranslated", (locale) => {
    const texts = allLeaves(locale).filter((leaf) => typeof leaf.french === "string" && !identifiers.has(leaf.field));
    const missing = texts.filter(
      (leaf) => typeof leaf.other !== "string" || (leaf.other === "") !== (leaf.french === ""),
    );
    expect(missing.map((leaf) => leaf.where)).toEqual([]);
    const untranslated = texts
      .filter((leaf) => leaf.other === leaf.french && !sameInEveryLanguage(leaf.french as string, locale))
      .map((leaf) => `${leaf.where}: ${leaf.french}`);
    expect(untranslated).toEqual([]);
  });
});

/** Names, codes and values that read the same in every language: the company, brands, hosts, addresses. */
const properNames = new Set<string>([
  "TINGIS",
  "INDUSTRY",
  "TINGIS INDUSTRY",
  "TINGIS INDUSTRY SARL",
  "D-W-000/2026",
  "contact@tingis-industry.ma",
  "X",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "WhatsApp",
  "DeVilbiss",
  "Binks",
  "Schmersal",
  "Festo",
  "Allen-Bradley",
  "SEW-Eurodrive",
  "Carlisle Fluid Technologies",
  "Cloudflare, Inc.",
  "www.cloudflare.com",
  "https://www.cloudflare.com",
  "CNDP",
]);

/** Words a language writes as French does. */
const sameWord: Record<Locale, Set<string>> = {
  fr: new Set(),
  en: new Set(["Maintenance", "Contact", "Cookies", "Message"]),
  ar: new Set(),
};

function sameInEveryLanguage(text: string, locale: Locale): boolean {
  return properNames.has(text) || sameWord[locale].has(text) || !/\p{L}/u.test(text);
}

/** Every page in every language: French at today's paths, the others under their prefix. */
const localizedPages = locales.flatMap((locale) =>
  keys.map((key) => ({ locale, key, path: localizedPath(pageMeta[key].path, locale) })),
);

async function headAndBody(path: string) {
  const response = await fetchWorker(path);
  const html = await response.text();
  return { response, html, head: html.slice(0, html.indexOf("</head>")) };
}

describe("every page in every language", () => {
  it.each(localizedPages)("$path: its language, title, switcher and alternates", async ({ locale, key, path }) => {
    const { response, html, head } = await headAndBody(path);
    expect(response.status).toBe(key === "notFound" ? 404 : 200);
    const { lang, dir } = localeSettings[locale];
    expect(html).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}">`));

    // '<name> : <page>' in the language's own words and punctuation.
    const title = decodeEntities(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    const { company } = content.companyContent[locale];
    expect(title).toBe(
      `${company.name}${locale === "fr" ? "\u00a0: " : ": "}${content.pagesContent[locale].pageMeta[key].title}`,
    );

    // The switcher, twice (the header's row on wide screens, the menu's foot): the same page in each language.
    const links = await attributes(html, "nav.language-switcher a");
    const expected = alternates(pageMeta[key].path).map((alternate) => ({
      href: alternate.path,
      lang: localeSettings[alternate.locale].lang,
      hreflang: localeSettings[alternate.locale].lang,
      current: alternate.locale === locale,
    }));
    const found = links.map((link) => ({
      href: link.href,
      lang: link.lang,
      hreflang: link.hreflang,
      current: link["aria-current"] === "true",
    }));
    expect(found).toEqual([...expected, ...expected]);

    const alternateTags = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, hrefLang, href]) => ({ hrefLang, href }),
    );
    if (key === "notFound") {
      expect(alternateTags).toEqual([]);
      return;
    }
    // Absolute, on the public origin, the same list on the page in each language: reciprocal.
    expect(alternateTags).toEqual(alternateLinks(key, publicOrigin));
    expect(alternateTags.map((tag) => tag.hrefLang)).toEqual(["fr", "en", "ar", "x-default"]);
    expect(alternateTags.every((tag) => tag.href.startsWith(`${publicOrigin}/`))).toBe(true);
    expect(head).toContain(`<link rel="canonical" href="${publicOrigin}${path === "/" ? "/" : path}"/>`);
    expect(head).toContain(`<meta property="og:locale" content="${localeSettings[locale].ogLocale}"/>`);
    const others = locales.filter((other) => other !== locale).map((other) => localeSettings[other].ogLocale);
    for (const other of others) expect(head).toContain(`<meta property="og:locale:alternate" content="${other}"/>`);
    const image = locale === "fr" ? `/social/${key}.png` : `/social/${locale}/${key}.png`;
    expect(head).toContain(`<meta property="og:image" content="${publicOrigin}${image}"/>`);
    const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(jsonLd.map((node) => node.inLanguage)).toEqual(jsonLd.map(() => lang));
  });

  it.each(translated)("%s: links in the content lead to the pages in the same language", async (locale) => {
    const prefix = localeSettings[locale].prefix;
    for (const key of ["home", "distribution", "mentionsLegales"] as const) {
      const html = await (await fetchWorker(localizedPath(pageMeta[key].path, locale))).text();
      const hrefs = (await attributes(html, "main a[href], header .main-nav__list a[href], footer a[href]"))
        .filter((link) => !link.class?.startsWith("language-switcher"))
        .map((link) => link.href)
        .filter((href) => href.startsWith("/"));
      expect(hrefs.length, key).toBeGreaterThan(0);
      // The legal notice's line on the French text is the one link to French.
      const french = hrefs.filter(
        (href) => href !== prefix && !href.startsWith(`${prefix}/`) && !href.startsWith(`${prefix}#`),
      );
      expect(french, key).toEqual(key === "mentionsLegales" ? [pageMeta.mentionsLegales.path] : []);
    }
  });

  it.each(translated)("%s: the legal notice says the French text binds, and links to it", async (locale) => {
    const html = await (await fetchWorker(localizedPath(pageMeta.mentionsLegales.path, locale))).text();
    const [link] = await attributes(html, ".legal__authoritative a");
    expect(link).toMatchObject({ href: pageMeta.mentionsLegales.path, hreflang: "fr" });
  });

  it("no redirect on Accept-Language: every page answers in its own language", async () => {
    const response = await fetchWorker("/", { headers: { "Accept-Language": "ar,en;q=0.8" } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="fr" dir="ltr">');
  });
});

describe("unknown paths and /404 in every language", () => {
  it.each(locales)(
    "%s: an unknown path ends on the language's /404, which returns to its home page",
    async (locale) => {
      const response = await fetchWorker(localizedPath("/nulle-part/ici", locale));
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location") ?? "", "https://x.test").pathname).toBe(
        localizedPath("/404", locale),
      );
      const notFound = await fetchWorker(localizedPath("/404", locale));
      expect(notFound.status).toBe(404);
      const [countdown] = await attributes(await notFound.text(), "[data-module=redirect-countdown]");
      expect(countdown?.["data-redirect-to"]).toBe(localizedPath("/", locale));
      expect(countdown?.["data-stayed-message"]).toBe(content.notFoundContent[locale].notFoundPage.stayedMessage);
    },
  );
});

describe("the sitemap in every language", () => {
  it("lists every indexable page in every language, each with its alternates", async () => {
    const xml = await (await fetchWorker("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: entry.match(/<loc>([^<]+)<\/loc>/)?.[1],
      alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hrefLang, href]) => ({
        hrefLang,
        href,
      })),
    }));
    const indexable = keys.filter((key) => key !== "notFound");
    expect(entries.map((entry) => entry.loc)).toEqual(
      indexable.flatMap((key) =>
        alternates(pageMeta[key].path).map(({ path }) => publicOrigin + (path === "/" ? "/" : path)),
      ),
    );
    for (const entry of entries) {
      const key = indexable.find((candidate) =>
        alternates(pageMeta[candidate].path).some(
          ({ path }) => publicOrigin + (path === "/" ? "/" : path) === entry.loc,
        ),
      );
      expect(entry.alternates, entry.loc).toEqual(alternateLinks(key as PageKey, publicOrigin));
    }
  });
});

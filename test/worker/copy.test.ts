import { describe, expect, it } from "vitest";
import { contentOf } from "#app/content/content-of.ts";
import { copyRules, copySlips, isAddress, typeset } from "#app/content/copy-rules.ts";
import { partners } from "#app/content/logos.ts";
import * as content from "#app/i18n/content.ts";
import { defaultLocale, type Locale, locales } from "#app/i18n/locales.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { freshIp } from "#test/worker/support/contact-harness.ts";
import { attributes, readableText, texts } from "#test/worker/support/html.ts";
import { everyPage, renderedPage } from "#test/worker/support/rendered-pages.ts";

/**
 * Every language's copy (issues 13, 22, decision 012) in pages, form errors and content modules, held to the rules of
 * app/content/copy-rules.ts (past slips, typography, words of another language); every dictionary has French's shape.
 */

/** Each rule of `locale` that `text` breaks, with the words around its first slip. */
const broken = (text: string, locale: Locale) =>
  copySlips(text, locale).map(({ rule, context }) => `${rule}: …${context}…`);

/** Fields that are identifiers, files or addresses, not text: a dictionary keeps them as French has them. */
const identifiers = new Set(
  "key id kind src href to path network embedUrl linkUrl e164 width height countryCode foundedYear delayMs redirectDelayMs noindex number sample unconfirmed".split(
    " ",
  ),
);

/** Every string a content module exports, however deep: popups, form messages, labels, alternatives. */
function contentStrings(): string[] {
  // The French modules: not their English and Arabic dictionaries, the schemas' helpers, the checks or the registry.
  const modules = import.meta.glob<Record<string, unknown>>(
    [
      "../../app/content/*.ts",
      "!../../app/content/{schema,check,collections,copy-rules}.ts",
      "!../../app/content/*.{en,ar}.ts",
    ],
    { eager: true },
  );
  const found: string[] = [];
  const visit = (value: unknown, field?: string) => {
    if (typeof value === "string") {
      if (!identifiers.has(field ?? "") && !isAddress(value)) found.push(value);
    } else if (typeof value === "function" && value.length <= 1) {
      // Message builders such as the form's failure notice: read them with a sample argument.
      try {
        visit((value as (argument: string) => unknown)("Une raison."));
      } catch {
        // A function of something else (a page key…): not a message builder.
      }
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, field);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, key);
    }
  };
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // A data file's every language: its French side is the French copy.
      visit(name.endsWith("Content") && value && typeof value === "object" && "fr" in value ? value.fr : value);
    }
  }
  return found;
}

type Leaf = { where: string; field: string; french: unknown; other: unknown };

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

/** Names, codes and values that read the same in every language: the company, brands, hosts, addresses. */
const properNames = new Set<string>(
  "TINGIS|INDUSTRY|TINGIS INDUSTRY|TINGIS INDUSTRY SARL|D-W-000/2026|contact@tingis-industry.ma|X|Facebook|Instagram|LinkedIn|WhatsApp|DeVilbiss|Binks|Schmersal|Festo|Allen-Bradley|SEW-Eurodrive|Carlisle Fluid Technologies|Cloudflare, Inc.|www.cloudflare.com|https://www.cloudflare.com|CNDP".split(
    "|",
  ),
);

/** Words a language writes as French does. */
const sameWord: Partial<Record<Locale, string[]>> = { en: ["Maintenance", "Contact", "Cookies", "Message"] };
const sameInEveryLanguage = (text: string, locale: Locale) =>
  properNames.has(text) || sameWord[locale]?.includes(text) || !/\p{L}/u.test(text);

/** Texts that keep every rule of their language: what the rules must let through. */
const keptRules: Record<Locale, string[]> = {
  fr: [
    "Équipement didactique",
    "L’adresse e-mail est incorrecte.",
    "E-mail",
    "Une erreur est survenue, merci de réessayer.",
    "sous 24\u00a0heures ouvrées, 10\u202f000\u00a0caractères, n°\u00a009-08",
    "SEW-Eurodrive",
    "Cloudflare Email Routing et EmailJS",
    "Inter, © The Inter Project Authors, sous licence SIL Open Font License 1.1.",
    "Un thé, une pièce éclose, le pourtour, une porte ouverte",
  ],
  en: ["Discover our equipment, the range and a line. We don’t answer: never"],
  ar: ["اكتشف معداتنا", "مشروع، تدخل عاجل؟ TINGIS INDUSTRY, Tanger 2026"],
};

it.for(locales)(
  "each %s rule finds its slips broken, its fix sets them right, and texts that keep the rules pass, typeset unchanged",
  (locale) => {
    const rulesBroken = (text: string) => copySlips(text, locale).map(({ rule }) => rule);
    for (const { name, slips, fix } of copyRules[locale])
      for (const slip of slips) {
        expect(rulesBroken(slip), slip).toContain(name);
        if (fix) expect(rulesBroken(typeset(slip, locale)), slip).not.toContain(name);
      }
    for (const text of keptRules[locale]) {
      expect(broken(text, locale), text).toEqual([]);
      expect(typeset(text, locale)).toBe(text);
    }
  },
);

it("typesets each language's content texts as the pages print them, addresses and paths as they are", () => {
  const side = (title: string) => ({
    title,
    href: "https://example.com/l'atelier : plan",
    src: "/media/l'atelier.jpg",
  });
  const typed = contentOf<ReturnType<typeof side>>({
    fr: side("L'atelier : 10 000 pièces en 24 heures, « sur mesure »"),
    en: side("The workshop's plan : ready"),
    ar: side("الورشة, الخطة ?"),
  });
  expect(typed.fr.title).toBe("L’atelier\u00a0: 10\u202f000 pièces en 24\u00a0heures, «\u00a0sur mesure\u00a0»");
  expect(typed.en.title).toBe("The workshop’s plan: ready");
  expect(typed.ar.title).toBe("الورشة، الخطة؟");
  for (const locale of locales) {
    expect(typed[locale].href).toBe("https://example.com/l'atelier : plan");
    expect(typed[locale].src).toBe("/media/l'atelier.jpg");
  }
});

it.for(everyPage)(
  "$path, as built, breaks none of its language's rules, never links to itself, names the partner brands once (in the partners carousel) and, in French, opens on an introduction that is a sentence",
  async ({ locale, key, path }) => {
    const { html } = await renderedPage(path);
    expect(broken(await readableText(html), locale)).toEqual([]);
    const links = await attributes(html, "main a[href]");
    expect(links.map((link) => link.href.split("#")[0]).filter((href) => href === path)).toEqual([]);
    const brands = partners.items.map((partner) => partner.name);
    for (const text of await texts(html, "main p, main h1, main h2, main h3, main li"))
      if (!brands.includes(text)) expect(brands.filter((brand) => text.includes(brand)).length, text).toBeLessThan(3);
    if (key === "distribution") expect(await texts(html, ".logo-tile__wordmark")).toEqual(brands);
    if (locale !== "fr" || key === "home" || key === "notFound") return;
    const [intro] = await texts(html, ".page-intro__text");
    expect(intro).toMatch(/^\p{Lu}.*\.$/u);
    expect(intro).not.toMatch(/\s:\s[^.]*\.$/);
  },
);

describe("the French copy beyond the pages", () => {
  it("the contact form without JavaScript, showing its errors", async () => {
    const response = await fetchWorker("/?index", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: testOrigin,
        "cf-connecting-ip": freshIp(),
      },
      body: new URLSearchParams({ name: "", email: "faux", numTele: "0".repeat(41), msg: "" }),
    });
    expect(response.status).toBe(400);
    const text = await readableText(await response.text());
    // Each of the 4 errors twice: in the summary at the top of the form, and under its field (decision 018).
    expect(text.match(/doit contenir|obligatoire|incorrecte/g)).toHaveLength(8);
    expect(broken(text, "fr")).toEqual([]);
  });

  it("every string of the content modules: popups, form messages, carousel labels", () => {
    const strings = contentStrings();
    expect(strings.length).toBeGreaterThan(300);
    // One string at a time: a sentence that starts with « Merci » in the next string is not a slip.
    expect(strings.flatMap((text) => broken(text, "fr"))).toEqual([]);
  });
});

describe.for(locales.filter((locale) => locale !== defaultLocale))("the %s dictionaries", (locale) => {
  it("keep identifiers, files and numbers as French has them, and hold every text, none of them French's left untranslated", () => {
    const differing = allLeaves(locale)
      .filter((leaf) => typeof leaf.french !== "string" || identifiers.has(leaf.field))
      .filter((leaf) => typeof leaf.french !== "function" && leaf.french !== leaf.other)
      // A link to another site may lead to its page in the reader's language (a licence's deed in English).
      .filter((leaf) => leaf.field !== "href" || ![leaf.french, leaf.other].every((url) => /^https:/.test(String(url))))
      .map((leaf) => `${leaf.where}: ${String(leaf.french)} ≠ ${String(leaf.other)}`);
    expect(differing).toEqual([]);

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

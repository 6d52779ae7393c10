import { describe, expect, it } from "vitest";
import { partners } from "#app/content/logos.ts";
import { pageMeta } from "#app/content/pages.ts";
import { fetchWorker, testOrigin } from "#test/worker/support/built-worker.ts";
import { freshIp } from "#test/worker/support/contact-harness.ts";
import { attributes, readableText, texts } from "#test/worker/support/html.ts";

/**
 * French copy without slips (issue 13, docs/decisions/012): every built page,
 * the contact form's states and every string of the content modules are read
 * for the slips once found on the site, for typography, and for English words.
 */

interface Rule {
  name: string;
  pattern: RegExp;
}

/** Not a letter or digit, in any script: word edges that hold for accented words too. */
const edge = "[^\\p{L}\\p{N}]";
const word = (text: string) => new RegExp(`(?<=^|${edge})${text}(?=$|${edge})`, "iu");

const slips: Rule[] = [
  { name: "« Équipement didactique »", pattern: /\bEquipement|Didactic\b/ },
  {
    name: "« e-mail », one spelling",
    pattern: /(?<![-\p{L}])[Ee]mail(?![\p{L}])|(?<![-\p{L}])mail\b|[Ee]-M[Aa][Ii][Ll]/u,
  },
  { name: "agreement of « adresse »", pattern: /adresse[^.]*\bincorrect\b/ },
  { name: "« Oops »", pattern: /oops/i },
  { name: "a comma before « merci »", pattern: /[^\s,.;:!?«(]\s+merci\b/iu },
  { name: "« doit contenir au plus »", pattern: /doit être un texte de/ },
  { name: "« redirigé vers »", pattern: /redirigée? à/ },
  { name: "pleonasm « brides de bridage »", pattern: /brides de bridage/ },
  { name: "pleonasm « poudre pulvérulente »", pattern: /poudres? pulvérulentes?/ },
  { name: "« pistolet à gravité »", pattern: /pistolets? gravité/i },
  { name: "the map names the shown address", pattern: /route de Rabat/ },
  { name: "« X », not « Twitter »", pattern: /twitter/i },
  { name: "« SEW-Eurodrive », one spelling", pattern: /\bSEW\b(?!-Eurodrive)/ },
  { name: "an ellipsis, not three dots", pattern: /\.\.\./ },
  { name: "no placeholder text", pattern: /lorem|ipsum/i },
];

const typography: Rule[] = [
  { name: "a typographic apostrophe", pattern: /\p{L}'\p{L}/u },
  { name: "a no-break space before « : ; ! ? »", pattern: / [:;!?](?=\s|$)/ },
  { name: "a no-break space inside « »", pattern: /« | »/ },
  { name: "a narrow no-break space between thousands", pattern: /\d[ \u00a0]\d{3}(?!\d)/ },
  {
    name: "a no-break space between a number and its unit",
    pattern:
      /\d (?:heures?|h|min|minutes?|secondes?|jours?|mois|ans?|mètres?|m|cm|mm|km|kg|caractères|Ko|Mo|Go|%|€|dirhams?|MAD)(?![\p{L}\p{N}])/u,
  },
  { name: "a no-break space after « n° »", pattern: /n° (?=\d)/ },
];

/** Common English words and phrases with no French homograph; the site says all of this in French. */
const englishWords = [
  "the",
  "and",
  "of",
  "to",
  "with",
  "your",
  "our",
  "you",
  "is",
  "are",
  "for",
  "not found",
  "all rights reserved",
  "loading",
  "submit",
  "send",
  "click",
  "here",
  "read more",
  "learn more",
  "please",
  "sorry",
  "welcome",
  "next",
  "previous",
  "close",
  "open",
  "slide",
  "error",
  "success",
  "home",
  "about",
  "phone",
  "search",
  "follow us",
  "contact us",
  "skip to content",
  "back to top",
  "legal notice",
  "privacy policy",
];
const english: Rule[] = englishWords.map((text) => ({ name: `English « ${text} »`, pattern: word(text) }));

/** Proper names that contain one of the words above, removed before looking for English. */
const properNames = ["Cloudflare Email Routing", "SIL Open Font License", "The Inter Project Authors"];

const rules = [...slips, ...typography, ...english];

/** Each rule broken by `text`, with the words around the first match. */
function findSlips(text: string): string[] {
  const prose = properNames.reduce((current, name) => current.replaceAll(name, ""), text);
  return rules.flatMap(({ name, pattern }) => {
    const match = prose.match(pattern);
    if (!match || match.index === undefined) return [];
    const context = prose.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
    return [`${name}: …${context.replaceAll("\n", " ⏎ ")}…`];
  });
}

/** Every string a content module exports, however deep: popups, form messages, labels, alternatives. */
function contentStrings(): string[] {
  // The data modules, not the schemas' helpers, the build's check or the files' registry.
  const modules = import.meta.glob<Record<string, unknown>>(
    ["../../app/content/*.ts", "!../../app/content/{schema,check,collections}.ts"],
    { eager: true },
  );
  const found: string[] = [];
  const identifiers = new Set([
    "key",
    "id",
    "src",
    "href",
    "to",
    "path",
    "network",
    "embedUrl",
    "linkUrl",
    "e164",
    "unconfirmed",
  ]);
  const visit = (value: unknown, field?: string) => {
    if (typeof value === "string") {
      if (!identifiers.has(field ?? "") && !/^(https?:|mailto:|tel:|\/)/.test(value)) found.push(value);
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

const pages = Object.values(pageMeta).map((page) => page.path);

describe("the slip finder", () => {
  it.each([
    "Equipement Didactic",
    "l'adresse mail est incorrect",
    "Email",
    "Oops...",
    "une erreur est survenue merci de réessayer",
    "doit être un texte de 40 caractères",
    "Vous serez redirigé à la page d’accueil",
    "Gabarit à brides de bridage",
    "pour une poudre pulvérulente",
    "Pistolet gravité FLG",
    "Plan d’accès : route de Rabat",
    "Twitter",
    "Festo et SEW.",
    "sous 24 heures ouvrées",
    "10 000 caractères",
    "de 18 mètres",
    "devis ? Écrivez",
    "404 Not Found",
    "All rights reserved",
    "Loading",
    "Read more about the company",
  ])("finds « %s »", (text) => {
    expect(findSlips(text)).not.toEqual([]);
  });

  it.each([
    "Équipement didactique",
    "L’adresse e-mail est incorrecte.",
    "E-mail",
    "Une erreur est survenue, merci de réessayer.",
    "sous 24\u00a0heures ouvrées, 10\u202f000\u00a0caractères, n°\u00a009-08",
    "SEW-Eurodrive",
    "Cloudflare Email Routing et EmailJS",
    "Inter, © The Inter Project Authors, sous licence SIL Open Font License 1.1.",
    "Un thé, une pièce éclose, le pourtour, une porte ouverte",
  ])("lets « %s » through", (text) => {
    expect(findSlips(text)).toEqual([]);
  });
});

describe("French copy, as built", () => {
  it.each(pages)("%s: no slip, no English", async (path) => {
    const response = await fetchWorker(path);
    expect(response.status).toBe(path === pageMeta.notFound.path ? 404 : 200);
    expect(findSlips(await readableText(await response.text()))).toEqual([]);
  });

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
    expect(findSlips(text)).toEqual([]);
  });

  it("every string of the content modules: popups, form messages, carousel labels", () => {
    const strings = contentStrings();
    expect(strings.length).toBeGreaterThan(300);
    // One string at a time: a sentence that starts with « Merci » in the next string is not a slip.
    expect(strings.flatMap(findSlips)).toEqual([]);
  });
});

describe("what the copy points to", () => {
  it.each(pages)("%s: no link in the page's content leads to the page itself", async (path) => {
    const links = await attributes(await (await fetchWorker(path)).text(), "main a[href]");
    expect(links.map((link) => link.href.split("#")[0]).filter((href) => href === path)).toEqual([]);
  });

  it("/distribution names the partner brands once, in the partners carousel", async () => {
    const page = await (await fetchWorker(pageMeta.distribution.path)).text();
    const brands = partners.items.map((partner) => partner.name);
    const outsideCarousel = (await texts(page, "main p, main h1, main h2, main h3, main li")).filter(
      (text) => !brands.includes(text),
    );
    for (const text of outsideCarousel) {
      expect(brands.filter((brand) => text.includes(brand)).length, text).toBeLessThan(3);
    }
    expect(await texts(page, ".logo-tile__wordmark")).toEqual(brands);
  });

  it.each(pages.filter((path) => path !== pageMeta.home.path && path !== pageMeta.notFound.path))(
    "%s: the introduction is a sentence",
    async (path) => {
      const [intro] = await texts(await (await fetchWorker(path)).text(), ".page-intro__text");
      expect(intro).toMatch(/^\p{Lu}.*\.$/u);
      expect(intro).not.toMatch(/\s:\s[^.]*\.$/);
    },
  );
});

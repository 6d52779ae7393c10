import { describe, expect, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { defaultLocale, type Locale, locales, localizedPath } from "#app/i18n/locales.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { readableText } from "#test/worker/support/html.ts";

/**
 * No French left on an English or Arabic page (issue 22, item 2): every built page's visible text,
 * its alternatives, labels, titles and descriptions, read for French words; on Arabic pages, for
 * Eastern Arabic digits too (the site writes 0–9 in every language). The French pages keep
 * french-copy.test.ts.
 */

/** Common French words with no English homograph, and the site's own French words. */
const frenchWords = [
  "le",
  "la",
  "les",
  "des",
  "du",
  "et",
  "est",
  "sont",
  "pour",
  "avec",
  "dans",
  "sur",
  "nous",
  "vous",
  "votre",
  "vos",
  "notre",
  "nos",
  "une",
  "aux",
  "être",
  "accueil",
  "ingénierie",
  "réalisations?",
  "mentions légales",
  "envoyer",
  "fermer",
  "diapositive",
  "carrousel",
  "coordonnées",
  "téléphone",
  "adresse",
  "société",
  "équipements?",
  "données",
  "montage",
  "découvrir",
  "contactez",
  "merci",
  "introuvable",
  "redirigé",
];

const edge = "[^\\p{L}\\p{N}]";
const frenchPattern = new RegExp(`(?<=^|${edge})(?:${frenchWords.join("|")})(?=$|${edge})`, "giu");

/**
 * French that belongs on every page: the switcher's « Français » (marked lang="fr"), Morocco's
 * legal names the translations keep and gloss, the address, and names of places and laws.
 */
const allowedFrench = [
  "Français",
  /Zone industrielle Gzenaya[^,\n]*/gu,
  "Société à responsabilité limitée",
  /registre du commerce/giu,
  /loi n°\s?2-00 relative aux droits d’auteur et droits voisins/gu,
  "Identifiant commun de l’entreprise",
  "Identifiant fiscal",
  "Taxe professionnelle",
  "Commission nationale de contrôle de la protection des données à caractère personnel",
];

function withoutAllowed(text: string): string {
  return allowedFrench.reduce<string>(
    (current, allowed) =>
      typeof allowed === "string" ? current.replaceAll(allowed, " ") : current.replace(allowed, " "),
    text,
  );
}

/** French words found in a page's readable text, each with the words around it. */
function frenchIn(text: string): string[] {
  const prose = withoutAllowed(text);
  return [...prose.matchAll(frenchPattern)].map((match) => {
    const at = match.index ?? 0;
    return `« ${match[0]} »: …${prose.slice(Math.max(0, at - 30), at + match[0].length + 30).replaceAll("\n", " ⏎ ")}…`;
  });
}

/**
 * Each language's own punctuation (docs/content.md's glossaries): curly apostrophes everywhere, no
 * space before « : ; ! ? » outside French, Arabic's comma and question mark between Arabic words.
 */
const typography: Record<Exclude<Locale, "fr">, { name: string; pattern: RegExp }[]> = {
  en: [
    { name: "a curly apostrophe", pattern: /\p{L}'\p{L}/u },
    { name: "no space before « : ; ! ? »", pattern: /[\s\u00a0\u202f][:;!?](?=\s|$)/ },
  ],
  ar: [
    { name: "a curly apostrophe", pattern: /\p{L}'\p{L}/u },
    { name: "the Arabic comma « ، » between Arabic words", pattern: /\p{Script=Arabic}, \p{Script=Arabic}/u },
    { name: "the Arabic question mark « ؟ »", pattern: /\p{Script=Arabic}\s?\?/u },
  ],
};

function typographySlips(text: string, locale: Locale): string[] {
  if (locale === "fr") return [];
  return typography[locale].flatMap(({ name, pattern }) => {
    const match = text.match(pattern);
    if (!match || match.index === undefined) return [];
    return [`${name}: …${text.slice(Math.max(0, match.index - 30), match.index + 30).replaceAll("\n", " ⏎ ")}…`];
  });
}

const translatedPages = locales
  .filter((locale) => locale !== defaultLocale)
  .flatMap((locale) => Object.values(pageMeta).map((page) => ({ locale, path: localizedPath(page.path, locale) })));

describe("no French on an English or Arabic page", () => {
  it("the finders find French and slips, and let English and Arabic through", () => {
    expect(frenchIn("Découvrir nos équipements")).toHaveLength(3);
    expect(frenchIn("Discover our equipment, the range and a line")).toEqual([]);
    expect(frenchIn("اكتشف معداتنا")).toEqual([]);
    expect(typographySlips("We don't answer : never", "en")).toHaveLength(2);
    expect(typographySlips("We don’t answer: never", "en")).toEqual([]);
    expect(typographySlips("مشروع, تدخل عاجل ?", "ar")).toHaveLength(2);
    expect(typographySlips("مشروع، تدخل عاجل؟ TINGIS INDUSTRY, Tanger", "ar")).toEqual([]);
  });

  it.each(translatedPages)("$path", async ({ locale, path }: { locale: Locale; path: string }) => {
    const response = await fetchWorker(path);
    const text = await readableText(await response.text());
    expect(frenchIn(text)).toEqual([]);
    // Western digits in Arabic too: the company's figures, phone and dates read the same everywhere.
    if (locale === "ar") expect(text.match(/[\u0660-\u0669\u06f0-\u06f9]+/g)).toBeNull();
    expect(typographySlips(text, locale)).toEqual([]);
  });
});

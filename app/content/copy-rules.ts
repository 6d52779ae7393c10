/**
 * The rules of each language's copy (docs/content.md): typography, past slips, words of another language. What
 * can be set right is: `typeset` gives the content files' text its no-break spaces and apostrophes, so that the
 * office manager types on an ordinary keyboard at /admin (app/content/content-of.ts). The build refuses a content
 * file that still breaks a rule, naming it in French (app/content/check.ts); the tests hold every page, form message
 * and dictionary to them (test/worker/copy.test.ts). Each rule carries slips it must catch, and its fix, if any, is
 * tested on them.
 */
import type { Locale } from "#app/i18n/locales.ts";

export type CopyRule = { name: string; pattern: RegExp; slips: string[]; fix?: (text: string) => string };

/** Not a letter or digit, in any script: word edges that hold for accented words too. */
const edge = "[^\\p{L}\\p{N}]";
const words = (name: string, list: string[], slips: string[]): CopyRule => ({
  name,
  pattern: new RegExp(`(?<=^|${edge})(?:${list.join("|")})(?=$|${edge})`, "iu"),
  slips,
});

const pastSlips: CopyRule[] = [
  { name: "écrire « Équipement didactique »", pattern: /\bEquipement|Didactic\b/, slips: ["Equipement Didactic"] },
  {
    name: "écrire « e-mail »",
    pattern: /(?<![-\p{L}])[Ee]mail(?![\p{L}])|(?<![-\p{L}])mail\b|[Ee]-M[Aa][Ii][Ll]/u,
    slips: ["Email", "l’adresse mail", "E-MAIL"],
  },
  {
    name: "accorder « adresse » au féminin",
    pattern: /adresse[^.]*\bincorrect\b/,
    slips: ["l’adresse e-mail est incorrect"],
  },
  { name: "pas de « Oops »", pattern: /oops/i, slips: ["Oops"] },
  { name: "une virgule avant « merci »", pattern: /[^\s,.;:!?«(]\s+merci\b/iu, slips: ["une erreur survenue merci"] },
  { name: "écrire « doit contenir au plus »", pattern: /doit être un texte de/, slips: ["doit être un texte de 40"] },
  { name: "écrire « redirigé vers »", pattern: /redirigée? à/, slips: ["Vous serez redirigé à la page d’accueil"] },
  { name: "pléonasme « brides de bridage »", pattern: /brides de bridage/, slips: ["Gabarit à brides de bridage"] },
  { name: "pléonasme « poudre pulvérulente »", pattern: /poudres? pulvérulentes?/, slips: ["une poudre pulvérulente"] },
  { name: "écrire « pistolet à gravité »", pattern: /pistolets? gravité/i, slips: ["Pistolet gravité FLG"] },
  {
    name: "le plan nomme l’adresse affichée, pas « route de Rabat »",
    pattern: /route de Rabat/,
    slips: ["Plan d’accès, route de Rabat"],
  },
  { name: "écrire « X », pas « Twitter »", pattern: /twitter/i, slips: ["Twitter"] },
  { name: "écrire « SEW-Eurodrive »", pattern: /\bSEW\b(?!-Eurodrive)/, slips: ["Festo et SEW."] },
  { name: "des points de suspension (…), pas trois points", pattern: /\.\.\./, slips: ["Chargement..."] },
  { name: "pas de texte provisoire", pattern: /lorem|ipsum/i, slips: ["Lorem ipsum"] },
];

const curlyApostrophe: CopyRule = {
  name: "une apostrophe typographique (’)",
  pattern: /\p{L}'\p{L}/u,
  slips: ["l'adresse", "We don't answer"],
  fix: (text) => text.replace(/(?<=\p{L})'(?=\p{L})/gu, "’"),
};

const unit =
  "(?:heures?|h|min|minutes?|secondes?|jours?|mois|ans?|mètres?|m|cm|mm|km|kg|caractères|Ko|Mo|Go|%|€|dirhams?|MAD)(?![\\p{L}\\p{N}])";

const frenchTypography: CopyRule[] = [
  curlyApostrophe,
  {
    name: "une espace insécable avant « : ; ! ? »",
    pattern: / [:;!?](?=\s|$)/,
    slips: ["devis ? Écrivez", "Plan : ici", "Plan  : ici"],
    fix: (text) => text.replace(/ +([:;!?])(?=\s|$)/g, "\u00a0$1"),
  },
  {
    name: "des espaces insécables à l’intérieur de « »",
    pattern: /« | »/,
    slips: ["« devis »"],
    fix: (text) => text.replace(/« +/g, "«\u00a0").replace(/ +»/g, "\u00a0»"),
  },
  {
    name: "une espace fine insécable entre les milliers",
    pattern: /\d[ \u00a0]\d{3}(?!\d)/,
    slips: ["10 000 caractères", "1 250 000 pièces"],
    fix: (text) => text.replace(/(?<=\d)[ \u00a0](?=\d{3}(?!\d))/g, "\u202f"),
  },
  {
    name: "une espace insécable entre un nombre et son unité",
    pattern: new RegExp(`\\d ${unit}`, "u"),
    slips: ["sous 24 heures ouvrées", "de 18 mètres", "10\u202f000 caractères"],
    fix: (text) => text.replace(new RegExp(`(?<=\\d) (?=${unit})`, "gu"), "\u00a0"),
  },
  {
    name: "une espace insécable après « n° »",
    pattern: /n° (?=\d)/,
    slips: ["n° 09-08"],
    fix: (text) => text.replace(/n° (?=\d)/g, "n°\u00a0"),
  },
];

/** Common English words and phrases with no French homograph; the site says all of this in French. */
const englishWords =
  "the|and|of|to|with|your|our|you|is|are|for|not found|all rights reserved|loading|submit|send|click|here|read more|learn more|please|sorry|welcome|next|previous|close|open|slide|error|success|home|about|phone|search|follow us|contact us|skip to content|back to top|legal notice|privacy policy".split(
    "|",
  );
/** Common French words with no English homograph, and the site's own French words. */
const frenchWords =
  "le|la|les|des|du|et|est|sont|pour|avec|dans|sur|nous|vous|votre|vos|notre|nos|une|aux|être|accueil|ingénierie|réalisations?|mentions légales|envoyer|fermer|diapositive|carrousel|coordonnées|téléphone|adresse|société|équipements?|données|montage|découvrir|contactez|merci|introuvable|redirigé".split(
    "|",
  );

const noFrench = words("pas de mot français", frenchWords, ["Découvrir nos équipements"]);

/** Each language's rules (docs/content.md's glossaries): Western digits everywhere, as the company's figures read. */
export const copyRules: Record<Locale, CopyRule[]> = {
  fr: [
    ...pastSlips,
    ...frenchTypography,
    ...englishWords.map((text) => words(`pas de mot anglais (« ${text} »)`, [text], [text])),
  ],
  en: [
    noFrench,
    curlyApostrophe,
    {
      name: "pas d’espace avant « : ; ! ? »",
      pattern: /[\s\u00a0\u202f][:;!?](?=\s|$)/,
      slips: ["We answer : never"],
      fix: (text) => text.replace(/[\s\u00a0\u202f]+([:;!?])(?=\s|$)/g, "$1"),
    },
  ],
  ar: [
    noFrench,
    curlyApostrophe,
    {
      name: "la virgule arabe « ، » entre deux mots arabes",
      pattern: /\p{Script=Arabic}, \p{Script=Arabic}/u,
      slips: ["مشروع, تدخل"],
      fix: (text) => text.replace(/(?<=\p{Script=Arabic}), (?=\p{Script=Arabic})/gu, "، "),
    },
    {
      name: "le point d’interrogation arabe « ؟ »",
      pattern: /\p{Script=Arabic}\s?\?/u,
      slips: ["تدخل عاجل ?", "تدخل عاجل?"],
      fix: (text) => text.replace(/(?<=\p{Script=Arabic})\s?\?/gu, "؟"),
    },
    {
      name: "des chiffres occidentaux (0 à 9)",
      pattern: /[\u0660-\u0669\u06f0-\u06f9]/,
      slips: ["رقم ٢٠٢٦", "رقم ۲۰۲۶"],
      // U+0660–0669 and U+06F0–06F9: each code point's last hexadecimal digit is the digit.
      fix: (text) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) % 16)),
    },
  ],
};

/**
 * Words a language's copy may hold: in French, proper names holding an English word; elsewhere the switcher's
 * « Français » (lang="fr"), Morocco's legal names the translations keep and gloss, the address, places and laws.
 */
const frenchOnEveryPage = [
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

const allowed: Record<Locale, (string | RegExp)[]> = {
  fr: ["Cloudflare Email Routing", "SIL Open Font License", "The Inter Project Authors"],
  en: frenchOnEveryPage,
  ar: frenchOnEveryPage,
};

/** Each rule of `locale` that `text` breaks, with the words around its first slip. */
export function copySlips(text: string, locale: Locale): { rule: string; context: string }[] {
  const prose = allowed[locale].reduce<string>(
    (current, name) => (typeof name === "string" ? current.replaceAll(name, " ") : current.replace(name, " ")),
    text,
  );
  return copyRules[locale].flatMap(({ name, pattern }) => {
    const match = prose.match(pattern);
    if (!match || match.index === undefined) return [];
    const context = prose.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30);
    return [{ rule: name, context: context.replaceAll("\n", " ⏎ ") }];
  });
}

/** An address or a path (a link, a picture): not prose, neither typeset nor held to the rules. */
export const isAddress = (text: string) => /^(https?:|mailto:|tel:|\/)/.test(text);

/** `text` with every rule of `locale` that has a fix applied: what the keyboard typed, as the site prints it. */
export function typeset(text: string, locale: Locale): string {
  return copyRules[locale].reduce((current, { fix }) => (fix ? fix(current) : current), text);
}

/**
 * The build's check of one content data file: its schema in each language, the fields that must be
 * the same in every language (identifiers, pictures, numbers), lists of the same length, pictures
 * that exist, and each language's text, once typeset, held to its copy rules
 * (app/content/copy-rules.ts). Each problem is one line naming the file, the language, the entry
 * and the field as the editor shows them, and the reason, in French for the company's people, who
 * see it in the editor's publishing report.
 */
import { z } from "zod";
import { copySlips, isAddress, typeset } from "#app/content/copy-rules.ts";
import type { FieldMeta } from "#app/content/schema.ts";
import { type Locale, locales } from "#app/i18n/locales.ts";

type Path = readonly PropertyKey[];

const languageNames: Record<Locale, string> = { fr: "français", en: "anglais", ar: "arabe" };

/** The schema of a field, an optional one's inside. */
function inner(schema: z.ZodType | undefined): z.ZodType | undefined {
  return schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
}

/** A field's title, description and the rest, on the field or, when it is optional, inside. */
function metaOf(schema: z.ZodType | undefined): FieldMeta | undefined {
  if (!schema) return undefined;
  return (z.globalRegistry.get(schema) ?? z.globalRegistry.get(inner(schema) as z.ZodType)) as FieldMeta | undefined;
}

/**
 * Where a field is, in the editor's own words: `Catégories n° 2 (Outils spéciaux) › Projets n° 2 (Gabarit de contrôle)
 * › Titre`, each list item by its number and the field the editor names it by.
 */
function describePath(path: Path, data: unknown, schema: z.ZodType): string {
  const parts: string[] = [];
  let node: unknown = data;
  let field: z.ZodType | undefined = schema;
  for (const segment of path) {
    const parent = inner(field);
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[segment] : undefined;
    if (typeof segment === "number") {
      const summary = metaOf(field)?.summary;
      field = parent instanceof z.ZodArray ? (parent.element as z.ZodType) : undefined;
      const name =
        summary && node !== null && typeof node === "object" ? (node as Record<string, unknown>)[summary] : undefined;
      const named = typeof name === "string" && name.trim() !== "" ? ` (${name})` : "";
      parts[parts.length - 1] += ` n°\u00a0${segment + 1}${named}`;
    } else {
      field = parent instanceof z.ZodObject ? (parent.shape[segment as string] as z.ZodType | undefined) : undefined;
      const label = metaOf(field)?.title ?? String(segment);
      // A picture's file is "Image" inside "Image": said once.
      if (parts.at(-1) !== label) parts.push(label);
    }
  }
  return parts.join(" › ");
}

const expectedKinds: Record<string, string> = {
  string: "texte",
  number: "nombre",
  boolean: "case à cocher",
  array: "liste",
  object: "groupe de champs",
};

function frenchReason(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "champ manquant"
        : `${expectedKinds[issue.expected] ?? issue.expected} attendu`;
    case "too_small":
      return issue.origin === "array" ? `au moins ${issue.minimum} élément(s)` : "champ vide";
    case "too_big":
      return issue.origin === "array"
        ? `au plus ${issue.maximum} élément(s)`
        : `trop long (${issue.maximum} caractères au plus)`;
    case "invalid_format":
      return `format invalide (${issue.format === "regex" ? issue.message : issue.format})`;
    case "unrecognized_keys":
      return `champ inconnu\u00a0: ${issue.keys.join(", ")}`;
    case "invalid_value":
      return `valeur non prévue (${issue.values.map(String).join(", ")})`;
    default:
      return issue.message;
  }
}

/** Calls `visit` for every field whose schema is marked the same in every language, with its path. */
function walkSameFields(schema: z.ZodType, value: unknown, path: Path, visit: (path: Path) => void): void {
  const meta = z.globalRegistry.get(schema) as FieldMeta | undefined;
  if (meta?.i18n === "duplicate") {
    visit(path);
    return;
  }
  if (schema instanceof z.ZodOptional) {
    walkSameFields(schema.unwrap() as z.ZodType, value, path, visit);
    return;
  }
  if (schema instanceof z.ZodObject && value !== null && typeof value === "object") {
    for (const [key, field] of Object.entries(schema.shape)) {
      walkSameFields(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key], visit);
    }
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const [index, item] of value.entries())
      walkSameFields(schema.element as z.ZodType, item, [...path, index], visit);
  }
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, segment) =>
      node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[segment] : undefined,
    data,
  );
}

/** Every list's length, by path: a list that differs between languages lost or gained an item. */
function listLengths(value: unknown, path: Path, into: Map<string, { path: Path; length: number }>): void {
  if (Array.isArray(value)) {
    into.set(JSON.stringify(path), { path, length: value.length });
    for (const [index, item] of value.entries()) listLengths(item, [...path, index], into);
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) listLengths(item, [...path, key], into);
  }
}

/** Every text in a file's language, with where it is. */
function textsIn(data: unknown, path: Path = []): { text: string; path: Path }[] {
  if (typeof data === "string") return [{ text: data, path }];
  if (Array.isArray(data)) return data.flatMap((item, index) => textsIn(item, [...path, index]));
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, value]) => textsIn(value, [...path, key]));
}

/** Every picture in a file, with where it is: the `src` of its pictures. */
const picturesIn = (data: unknown) =>
  textsIn(data)
    .filter(({ path }) => path.at(-1) === "src")
    .map(({ text, path }) => ({ src: text, path }));

/**
 * The problems of one content file, one line each; none when it is sound. `pictureExists` answers
 * for a picture path such as /media/atelier.jpg.
 */
export function checkContentFile(
  file: string,
  schema: z.ZodObject,
  data: unknown,
  pictureExists: (src: string) => boolean,
): string[] {
  const problems: string[] = [];
  const parsed = schema.safeParse(data, { reportInput: true });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [locale, ...rest] = issue.path;
      const where = locale && locale in languageNames ? `${languageNames[locale as Locale]} › ` : "";
      const field =
        rest.length > 0
          ? describePath(rest, valueAt(data, [locale as PropertyKey]), schema.shape[locale as Locale] as z.ZodType)
          : "(fichier)";
      problems.push(`${file}: ${where}${field}: ${frenchReason(issue)}`);
    }
    return problems;
  }

  const french = (data as Record<Locale, unknown>).fr;
  const frenchSchema = schema.shape.fr as z.ZodType;
  const frenchLists = new Map<string, { path: Path; length: number }>();
  listLengths(french, [], frenchLists);
  for (const locale of locales.filter((candidate) => candidate !== "fr")) {
    const translation = (data as Record<Locale, unknown>)[locale];
    const lists = new Map<string, { path: Path; length: number }>();
    listLengths(translation, [], lists);
    for (const [id, { path, length }] of frenchLists) {
      const other = lists.get(id);
      if (other && other.length !== length) {
        problems.push(
          `${file}: ${languageNames[locale]} › ${describePath(path, french, frenchSchema)}: ${other.length} élément(s) au lieu de ${length} comme en français`,
        );
      }
    }
    if (problems.length > 0) continue;
    walkSameFields(schema.shape[locale] as z.ZodType, translation, [], (path) => {
      const expected = JSON.stringify(valueAt(french, path));
      if (JSON.stringify(valueAt(translation, path)) !== expected) {
        problems.push(
          `${file}: ${languageNames[locale]} › ${describePath(path, french, frenchSchema)}: doit être identique au français (${expected ?? "absent"})`,
        );
      }
    });
  }

  for (const locale of locales) {
    const side = (data as Record<Locale, unknown>)[locale];
    const same = new Set<string>();
    walkSameFields(schema.shape[locale] as z.ZodType, side, [], (path) => same.add(JSON.stringify(path)));
    for (const { text, path } of textsIn(side)) {
      // Identifiers and pictures (the same in every language) and addresses are not prose.
      const inSameField = path.some((_, end) => same.has(JSON.stringify(path.slice(0, end + 1))));
      if (inSameField || isAddress(text)) continue;
      // What the site typesets is no slip: the person typed on an ordinary keyboard (app/content/content-of.ts).
      for (const { rule, context } of copySlips(typeset(text, locale), locale))
        problems.push(
          `${file}: ${languageNames[locale]} › ${describePath(path, side, schema.shape[locale] as z.ZodType)}: ${rule} (…${context}…)`,
        );
    }
  }

  for (const { src, path } of picturesIn(french)) {
    if (!pictureExists(src))
      problems.push(`${file}: ${describePath(path, french, frenchSchema)}: image introuvable (${src})`);
  }
  return problems;
}

/**
 * The building blocks of the content schemas (docs/decisions/028). Every field says,
 * in French, what it is, where it shows and how long it may be: the editor at /admin shows these
 * words as the field's label and help (scripts/lib/cms-config.ts), and the build's check names the
 * field when a file breaks a rule (app/content/check.ts).
 *
 * A field is translated (one value per language) unless it is made `same`: then the editor shows it
 * once, and the check holds the English and Arabic values to the French one.
 */
import { z } from "zod";
import { type Locale, locales } from "#app/i18n/locales.ts";

/** What the editor and the check read from a field besides its type. */
export interface FieldMeta {
  title: string;
  description: string;
  /** The editor's input: one line (default), several lines, a picture, a list of choices. */
  widget?: "string" | "text" | "image" | "select" | "boolean" | "number" | "hidden";
  /** The same value in every language (an identifier, a path, a number, a picture). */
  i18n?: "duplicate";
  /** A list whose items keep this field as their name in the editor's summary. */
  summary?: string;
  /** A select that takes several choices. */
  multiple?: boolean;
  /** Choices of a select, with their French labels. */
  options?: { value: string; label: string }[];
}

function withMeta<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta({ ...meta }) as T;
}

/** Text on one line (a title, a label), at most `max` characters. */
export function line(title: string, description: string, max = 120): z.ZodString {
  return withMeta(z.string().trim().min(1).max(max), {
    title,
    description: `${description} ${max} caractères au plus.`,
  });
}

/** A paragraph, at most `max` characters. */
export function paragraph(title: string, description: string, max = 600): z.ZodString {
  return withMeta(z.string().trim().min(1).max(max), {
    title,
    description: `${description} ${max} caractères au plus.`,
    widget: "text",
  });
}

/** An identifier: lowercase letters, digits and hyphens, the same in every language. */
export function identifier(title = "Identifiant", description = "Nom technique unique dans la liste"): z.ZodString {
  return withMeta(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lettres minuscules, chiffres et tirets"), {
    title,
    description: `${description}, écrit en minuscules sans accents ni espaces (exemple\u00a0: convoyeur-rouleaux). Il ne se traduit pas.`,
    i18n: "duplicate",
  });
}

/** Any value that is the same in every language: a number, an address on the web, a code. */
export function same<T extends z.ZodType>(
  schema: T,
  title: string,
  description: string,
  widget?: FieldMeta["widget"],
): T {
  return withMeta(schema, { title, description, i18n: "duplicate", ...(widget ? { widget } : {}) });
}

/** A value the site's code relies on (an anchor, a link inside the page): kept, never shown in the editor. */
export function fixed<const V extends string>(value: V) {
  return withMeta(z.literal(value), { title: value, description: "", widget: "hidden", i18n: "duplicate" });
}

/** One of a fixed set of values, chosen in a list; the same in every language. */
export function choice<const V extends readonly [string, ...string[]]>(
  values: V,
  labels: Record<V[number], string>,
  title: string,
  description: string,
) {
  return withMeta(z.enum(values), {
    title,
    description,
    widget: "select",
    i18n: "duplicate",
    options: values.map((value) => ({ value, label: labels[value as V[number]] })),
  });
}

/** Several of a fixed set of values, ticked in a list; the same in every language. */
export function choices<const K extends string>(labels: Record<K, string>, title: string, description: string) {
  const values = Object.keys(labels) as [K, ...K[]];
  return withMeta(z.array(z.enum(values)), {
    title,
    description,
    widget: "select",
    multiple: true,
    i18n: "duplicate",
    options: values.map((value) => ({ value, label: labels[value] })),
  });
}

/** Marks an example the company has not confirmed: the launch gate lists it (npm run preflight). */
export const sampleFlag = withMeta(z.boolean().optional(), {
  title: "Exemple à confirmer",
  description:
    "Activé tant que cet élément est un exemple inventé. Désactivez-le quand le texte et la photo décrivent un vrai travail de l’entreprise\u00a0: le site ne peut pas être mis en ligne tant qu’un exemple reste activé.",
  widget: "boolean",
  i18n: "duplicate",
});

/** Where pictures live: generated illustrations in public/, photos uploaded through the editor. */
const picturePath = /^\/(images\/illustrations\/[a-z0-9-]+\.svg|media\/[\w.-]+\.(jpe?g|png|webp))$/i;

/** A picture and its description for people who cannot see it. */
export function picture(where: string, { decorative = false } = {}) {
  return withMeta(
    z.strictObject({
      src: withMeta(
        z.string().regex(picturePath, "une illustration du site ou une photo envoyée (JPEG, PNG ou WebP)"),
        {
          title: "Image",
          description: `${where} Une photo JPEG, PNG ou WebP, prise en paysage (par exemple 1600 × 1000 pixels ou plus)\u00a0; le site en fait lui-même des versions légères. 25\u00a0Mo au plus.`,
          widget: "image",
          i18n: "duplicate",
        },
      ),
      alt: withMeta(decorative ? z.string().trim().max(200) : z.string().trim().min(1).max(200), {
        title: "Description de l’image",
        description: decorative
          ? "Laissez vide\u00a0: le texte à côté dit déjà tout. Sinon, décrivez ce que montre l’image, pour les personnes qui ne la voient pas. 200 caractères au plus."
          : "Ce que montre l’image, en une phrase, pour les personnes qui ne la voient pas (lue par les lecteurs d’écran). 200 caractères au plus.",
        widget: "string",
      }),
    }),
    { title: "Image", description: where },
  );
}

/** A list the editor can add to, remove from and reorder. */
export function list<T extends z.ZodType>(item: T, title: string, description: string, summary?: string) {
  return withMeta(z.array(item).min(1), { title, description, ...(summary ? { summary } : {}) });
}

/** A group of fields shown together. */
export function group<T extends z.ZodRawShape>(shape: T, title: string, description: string) {
  return withMeta(z.strictObject(shape), { title, description });
}

/** A data file's shape: the same fields in French, English and Arabic, side by side. */
export function localized<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<Locale, T>);
}

// The editor's configuration (Sveltia CMS) from the content schemas, so it cannot drift from what the build accepts.
import { z } from "zod";
import { contentFiles } from "#app/content/collections.ts";
import type { FieldMeta } from "#app/content/schema.ts";
import { defaultLocale, locales } from "#app/i18n/locales.ts";

type CmsField = Record<string, unknown>;

const groups = {
  entreprise: { label: "L’entreprise", description: "Coordonnées, identité légale, clients et partenaires." },
  accueil: { label: "Page d’accueil", description: "Le carrousel, les métiers, les valeurs et la section de contact." },
  pages: { label: "Pages", description: "Les textes et les photos des pages de service et des réalisations." },
  catalogues: { label: "Catalogues", description: "Les produits des catalogues Schmersal, DeVilbiss et Binks." },
} as const;

const metaOf = (schema: z.ZodType): FieldMeta | undefined => z.globalRegistry.get(schema) as FieldMeta | undefined;

/** Whether any field inside is translated: a group or list of same-in-every-language fields is itself the same. */
function translates(schema: z.ZodType): boolean {
  if (metaOf(schema)?.i18n === "duplicate") return false;
  if (schema instanceof z.ZodOptional) return translates(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodObject) return Object.values(schema.shape).some((field) => translates(field as z.ZodType));
  if (schema instanceof z.ZodArray) return translates(schema.element as z.ZodType);
  return true;
}

/** The input for one value: text, number, yes/no, choice or picture. */
function input(schema: z.ZodType, meta: FieldMeta | undefined): CmsField {
  if (meta?.widget === "hidden" && schema instanceof z.ZodLiteral) return { widget: "hidden", default: schema.value };
  if (schema instanceof z.ZodBoolean) return { widget: "boolean", default: false };
  if (schema instanceof z.ZodNumber) return { widget: "number", value_type: "int" };
  if (schema instanceof z.ZodEnum)
    return { widget: "select", options: meta?.options ?? schema.options.map((value) => ({ label: value, value })) };
  if (schema instanceof z.ZodArray && meta?.widget === "select")
    return { widget: "select", multiple: true, options: meta.options };
  if (meta?.widget === "image")
    return { widget: "image", choose_url: false, accept: "image/jpeg,image/png,image/webp" };
  const text = schema as z.ZodString;
  return {
    widget: meta?.widget === "text" ? "text" : "string",
    ...(typeof text.maxLength === "number" ? { maxlength: text.maxLength } : {}),
  };
}

/** One field of the editor for a schema: its label, help, input and language behaviour. */
function field(name: string, schema: z.ZodType, required = true): CmsField {
  const meta = metaOf(schema);
  if (schema instanceof z.ZodOptional) {
    const inner = schema.unwrap() as z.ZodType;
    return { ...field(name, inner, false), ...(meta ? { label: meta.title, hint: meta.description } : {}) };
  }
  const common: CmsField = {
    name,
    label: meta?.title ?? name,
    ...(meta?.description ? { hint: meta.description } : {}),
    i18n: translates(schema) ? true : "duplicate",
    ...(required ? {} : { required: false }),
  };
  if (schema instanceof z.ZodObject && meta?.widget !== "image")
    return { ...common, widget: "object", collapsed: false, fields: fieldsOf(schema) };
  if (schema instanceof z.ZodArray && meta?.widget !== "select") {
    const item = schema.element as z.ZodType;
    const summary = meta?.summary ? { summary: `{{fields.${meta.summary}}}` } : {};
    const singular = metaOf(item)?.title;
    const labelSingular = singular ? { label_singular: singular.toLowerCase() } : {};
    if (item instanceof z.ZodObject)
      return { ...common, widget: "list", collapsed: true, ...labelSingular, ...summary, fields: fieldsOf(item) };
    return { ...common, widget: "list", ...labelSingular, field: field("value", item) };
  }
  return { ...common, ...input(schema, meta) };
}

const fieldsOf = (schema: z.ZodObject): CmsField[] =>
  Object.entries(schema.shape).map(([name, child]) => field(name, child as z.ZodType));

/** The configuration to write as YAML (JSON is), committing to `repo` (`owner/name`), signing in at `siteUrl`. */
export function cmsConfig({ repo, siteUrl }: { repo: string; siteUrl: string }) {
  return {
    backend: { name: "github", repo, branch: "main", base_url: siteUrl, auth_endpoint: "admin/auth" },
    app_title: "TINGIS INDUSTRY · modifier le site",
    media_folder: "content/media",
    public_folder: "/media",
    // Uploads only: the stock photo libraries would fetch from other sites, which the editor's policy refuses.
    media_libraries: {
      default: { config: { max_file_size: 25_000_000, slugify_filename: true } },
      stock_assets: false,
    },
    i18n: { structure: "single_file", locales: [...locales], default_locale: defaultLocale },
    collections: Object.entries(groups).map(([name, { label, description }]) => ({
      name,
      label,
      description,
      i18n: true,
      files: contentFiles
        .filter((file) => file.group === name)
        .map(({ file, schema }) => {
          const french = schema.shape[defaultLocale] as z.ZodObject;
          const meta = metaOf(french);
          return {
            name: file.replace(/^content\/|\.json$/g, ""),
            label: meta?.title ?? file,
            file,
            format: "json",
            i18n: true,
            fields: fieldsOf(french),
          };
        }),
    })),
  };
}

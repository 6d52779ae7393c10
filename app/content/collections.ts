/**
 * Every content data file the company edits, with its schema: the build checks each one
 * (app/content/check.ts), the editor at /admin shows each one (scripts/lib/cms-config.ts), and the
 * launch gate reads their samples (scripts/lib/samples.ts).
 */
import type { z } from "zod";
import { callToActionSchema } from "#app/content/schemas/call-to-action.schema.ts";
import { carlisleftSchema } from "#app/content/schemas/carlisleft.schema.ts";
import { companySchema } from "#app/content/schemas/company.schema.ts";
import { contactSectionSchema } from "#app/content/schemas/contact-section-copy.schema.ts";
import { distributionSchema } from "#app/content/schemas/distribution.schema.ts";
import { formationSchema } from "#app/content/schemas/formation.schema.ts";
import { homeSchema } from "#app/content/schemas/home.schema.ts";
import { ingenierieSchema } from "#app/content/schemas/ingenierie.schema.ts";
import { logosSchema } from "#app/content/schemas/logos.schema.ts";
import { maintenanceSchema } from "#app/content/schemas/maintenance.schema.ts";
import { montageSchema } from "#app/content/schemas/montage.schema.ts";
import { pagesSchema } from "#app/content/schemas/pages.schema.ts";
import { realisationSchema } from "#app/content/schemas/realisation.schema.ts";
import { schmersalSchema } from "#app/content/schemas/schmersal.schema.ts";

export interface ContentFile {
  /** The file's path from the project root. */
  file: string;
  /** `{ fr, en, ar }`: the same fields in each language. */
  schema: z.ZodObject;
  /** The editor's group the file appears in. */
  group: "entreprise" | "accueil" | "pages" | "catalogues";
}

export const contentFiles: ContentFile[] = [
  { file: "content/company.json", schema: companySchema, group: "entreprise" },
  { file: "content/logos.json", schema: logosSchema, group: "entreprise" },
  { file: "content/home.json", schema: homeSchema, group: "accueil" },
  { file: "content/contact-section.json", schema: contactSectionSchema, group: "accueil" },
  { file: "content/realisation.json", schema: realisationSchema, group: "pages" },
  { file: "content/ingenierie.json", schema: ingenierieSchema, group: "pages" },
  { file: "content/montage.json", schema: montageSchema, group: "pages" },
  { file: "content/maintenance.json", schema: maintenanceSchema, group: "pages" },
  { file: "content/distribution.json", schema: distributionSchema, group: "pages" },
  { file: "content/formation.json", schema: formationSchema, group: "pages" },
  { file: "content/call-to-action.json", schema: callToActionSchema, group: "pages" },
  { file: "content/pages.json", schema: pagesSchema, group: "pages" },
  { file: "content/schmersal.json", schema: schmersalSchema, group: "catalogues" },
  { file: "content/carlisleft.json", schema: carlisleftSchema, group: "catalogues" },
];

/**
 * Every content data file the company edits, with its schema: the build checks each one
 * (app/content/check.ts), the editor at /admin shows each one (scripts/lib/cms-config.ts), and the
 * launch gate reads their samples (scripts/lib/samples.ts).
 */
import type { z } from "zod";
import { callToActionSchema } from "#app/content/call-to-action.ts";
import { carlisleftSchema } from "#app/content/carlisleft.ts";
import { companySchema } from "#app/content/company.ts";
import { contactSectionSchema } from "#app/content/contact-section-copy.ts";
import { distributionSchema } from "#app/content/distribution.ts";
import { formationSchema } from "#app/content/formation.ts";
import { homeSchema } from "#app/content/home.ts";
import { ingenierieSchema } from "#app/content/ingenierie.ts";
import { logosSchema } from "#app/content/logos.ts";
import { maintenanceSchema } from "#app/content/maintenance.ts";
import { montageSchema } from "#app/content/montage.ts";
import { pagesSchema } from "#app/content/pages.ts";
import { realisationSchema } from "#app/content/realisation.ts";
import { schmersalSchema } from "#app/content/schmersal.ts";

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

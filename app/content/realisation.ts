/** The /realisation page (spec §2, 'Realised projects page'): projects by category, content/realisation.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { RealisationContent } from "#app/content/schemas/realisation.schema.ts";
import data from "#content/realisation.json" with { type: "json" };

export type { ProjectCategory } from "#app/content/schemas/realisation.schema.ts";

export const realisationContent = contentOf<RealisationContent>(data);
export const { projectCategories } = realisationContent.fr;

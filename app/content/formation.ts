/** The /formation page (spec §2, 'Training page'): content/formation.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { FormationContent } from "#app/content/schemas/formation.schema.ts";
import data from "#content/formation.json" with { type: "json" };

export type { Gallery } from "#app/content/schemas/formation.schema.ts";

export const formationContent = contentOf<FormationContent>(data);
export const { trainingPage } = formationContent.fr;

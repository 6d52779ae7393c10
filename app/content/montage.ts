/** The /montage page (spec §2, 'Fabrication and assembly page'): content/montage.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { MontageContent } from "#app/content/schemas/montage.schema.ts";
import data from "#content/montage.json" with { type: "json" };

export const montageContent = contentOf<MontageContent>(data);
export const { assemblyPage } = montageContent.fr;

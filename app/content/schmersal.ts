/** The Schmersal safety catalogue (spec §2): content/schmersal.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { SchmersalContent } from "#app/content/schemas/schmersal.schema.ts";
import data from "#content/schmersal.json" with { type: "json" };

export const schmersalContent = contentOf<SchmersalContent>(data);
export const { safetyCatalogue, safetyCataloguePage } = schmersalContent.fr;

/** The Schmersal safety catalogue (spec §2): content/schmersal.json. */
import type { z } from "zod";
import { group, list, localized } from "#app/content/schema.ts";
import { cataloguePage } from "#app/content/schemas/catalogue-page.schema.ts";
import { catalogueSection } from "#app/content/schemas/shared.schema.ts";

export const schmersalSchema = localized(
  group(
    {
      safetyCatalogue: list(
        catalogueSection,
        "Rubriques du catalogue",
        "Les rubriques du catalogue, dans l’ordre de la page.",
        "title",
      ),
      safetyCataloguePage: cataloguePage,
    },
    "Catalogue Schmersal",
    "La page du catalogue de sécurité Schmersal.",
  ),
);

/** The file's content in one language, as the components read it. */
export type SchmersalContent = z.infer<typeof schmersalSchema.shape.fr>;

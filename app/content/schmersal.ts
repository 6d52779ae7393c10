/** The Schmersal safety catalogue (spec §2): content/schmersal.json. */

import { cataloguePage } from "#app/content/catalogue-page.ts";
import { contentOf, group, list, localized } from "#app/content/schema.ts";
import { catalogueSection } from "#app/content/types.ts";
import data from "#content/schmersal.json" with { type: "json" };

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

export const schmersalContent = contentOf(schmersalSchema.shape.fr, data);
export const { safetyCatalogue, safetyCataloguePage } = schmersalContent.fr;

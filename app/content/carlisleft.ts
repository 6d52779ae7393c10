/** The paint application catalogue (spec §2): DeVilbiss and Binks, content/carlisleft.json. */

import { cataloguePage } from "#app/content/catalogue-page.ts";
import { contentOf, group, list, localized } from "#app/content/schema.ts";
import { catalogueSection } from "#app/content/types.ts";
import data from "#content/carlisleft.json" with { type: "json" };

export const carlisleftSchema = localized(
  group(
    {
      paintCatalogue: list(
        catalogueSection,
        "Rubriques du catalogue",
        "Une rubrique par marque, dans l’ordre de la page.",
        "title",
      ),
      paintCataloguePage: cataloguePage,
    },
    "Catalogue DeVilbiss et Binks",
    "La page du catalogue d’application peinture.",
  ),
);

export const carlisleftContent = contentOf(carlisleftSchema.shape.fr, data);
export const { paintCatalogue, paintCataloguePage } = carlisleftContent.fr;

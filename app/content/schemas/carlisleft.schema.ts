/** The paint application catalogue (spec §2): DeVilbiss and Binks, content/carlisleft.json. */
import type { z } from "zod";
import { group, list, localized } from "#app/content/schema.ts";
import { cataloguePage } from "#app/content/schemas/catalogue-page.schema.ts";
import { catalogueSection } from "#app/content/schemas/shared.schema.ts";

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

/** The file's content in one language, as the components read it. */
export type CarlisleftContent = z.infer<typeof carlisleftSchema.shape.fr>;

/** The /distribution page (spec §2, 'Distribution page'): content/distribution.json. */
import type { z } from "zod";

import { group, line, list, localized, paragraph } from "#app/content/schema.ts";
import { linkCard } from "#app/content/schemas/shared.schema.ts";

export const distributionSchema = localized(
  group(
    {
      distributionPage: group(
        {
          tilesTitle: line("Titre des catalogues", "Le titre au-dessus des tuiles des catalogues.", 80),
          tiles: list(linkCard, "Catalogues", "Une tuile par catalogue, qui mène à sa page.", "title"),
          tilesIntro: paragraph("Texte sous les tuiles", "La phrase sous les tuiles des catalogues.", 400),
        },
        "Page Distribution",
        "Le contenu de la page Distribution des marques.",
      ),
    },
    "Distribution",
    "La page Distribution des marques.",
  ),
);

/** The file's content in one language, as the components read it. */
export type DistributionContent = z.infer<typeof distributionSchema.shape.fr>;

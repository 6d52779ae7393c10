/** The /maintenance page (spec §2, 'Maintenance page'): content/maintenance.json. */
import type { z } from "zod";

import { group, line, list, localized, paragraph, picture } from "#app/content/schema.ts";
import { titledText } from "#app/content/schemas/shared.schema.ts";

export const maintenanceSchema = localized(
  group(
    {
      maintenancePage: group(
        {
          complex: group(
            {
              title: line("Titre de la section", "Le titre de la section.", 80),
              text: paragraph("Texte", "Le paragraphe d’introduction de la section.", 600),
              image: picture("L’image à côté du texte."),
              capabilitiesTitle: line(
                "Titre des savoir-faire",
                "Le titre au-dessus de ce que l’équipe prend en charge.",
                80,
              ),
              capabilities: list(titledText, "Ce que nous prenons en charge", "Une carte par savoir-faire.", "title"),
              modesTitle: line("Titre des modes d’intervention", "Le titre au-dessus des façons d’intervenir.", 80),
              modes: list(
                titledText,
                "Modes d’intervention",
                "Une carte par façon d’intervenir (urgence, planifiée…).",
                "title",
              ),
            },
            "Maintenances complexes",
            "La section de la page.",
          ),
        },
        "Page Maintenance",
        "Le contenu de la page Maintenance.",
      ),
    },
    "Maintenance",
    "La page Maintenance.",
  ),
);

/** The file's content in one language, as the components read it. */
export type MaintenanceContent = z.infer<typeof maintenanceSchema.shape.fr>;

/** The /montage page (spec §2, 'Fabrication and assembly page'): content/montage.json. */
import type { z } from "zod";

import { group, line, list, localized, paragraph, picture } from "#app/content/schema.ts";
import { titledText } from "#app/content/schemas/shared.schema.ts";

const sectionTitle = line("Titre de la section", "Le titre de la section.", 80);
const sectionText = paragraph("Texte", "Le paragraphe d’introduction de la section.", 600);
const listTitle = line("Titre de la liste", "Le titre au-dessus des cartes.", 80);
const galleryLabel = line("Nom du carrousel", "Le nom du carrousel de photos, lu par les lecteurs d’écran.", 80);
const gallery = list(
  picture("Une image du carrousel."),
  "Carrousel",
  "Les images qui défilent à côté de la section, dans l’ordre.",
  "alt",
);

export const montageSchema = localized(
  group(
    {
      assemblyPage: group(
        {
          workshop: group(
            {
              title: sectionTitle,
              text: sectionText,
              equipmentTitle: listTitle,
              equipment: list(
                titledText,
                "Moyens de l’atelier",
                "Une carte par machine ou moyen, dans l’ordre.",
                "title",
              ),
              galleryLabel,
              gallery,
            },
            "Atelier",
            "La section sur l’atelier de fabrication.",
          ),
          assembly: group(
            {
              title: sectionTitle,
              text: sectionText,
              stepsTitle: listTitle,
              steps: list(titledText, "Savoir-faire", "Une carte par étape du montage, dans l’ordre.", "title"),
              galleryLabel,
              gallery,
            },
            "Montage",
            "La section sur le montage et l’installation.",
          ),
        },
        "Page Fabrication et montage",
        "Le contenu de la page Fabrication et montage.",
      ),
    },
    "Fabrication et montage",
    "La page Fabrication et montage.",
  ),
);

/** The file's content in one language, as the components read it. */
export type MontageContent = z.infer<typeof montageSchema.shape.fr>;

/** The /ingenierie page (spec §2, 'Engineering page'): content/ingenierie.json. */
import type { z } from "zod";
import { group, line, list, localized, paragraph, picture } from "#app/content/schema.ts";
import { titledText } from "#app/content/schemas/shared.schema.ts";

export const ingenierieSchema = localized(
  group(
    {
      engineeringPage: group(
        {
          studies: group(
            {
              title: line("Titre de la section", "Le titre de la première section de la page.", 80),
              text: paragraph("Texte", "Le paragraphe d’introduction de la section.", 600),
              servicesTitle: line("Titre de la liste", "Le titre au-dessus de la liste des prestations.", 80),
              services: list(
                line("Prestation", "Une ligne de la liste des prestations.", 160),
                "Prestations",
                "La liste à puces des prestations d’études.",
              ),
              galleryLabel: line("Nom du carrousel", "Le nom du carrousel de photos, lu par les lecteurs d’écran.", 80),
              gallery: list(
                picture("Une image du carrousel d’études."),
                "Carrousel d’études",
                "Les images qui défilent à côté de la section, dans l’ordre.",
                "alt",
              ),
            },
            "Études et conception",
            "La première section de la page.",
          ),
          projectManagement: group(
            {
              title: line("Titre de la section", "Le titre de la deuxième section de la page.", 80),
              text: paragraph("Texte", "Le paragraphe d’introduction de la section.", 600),
              teamsTitle: line("Titre des équipes", "Le titre au-dessus des équipes.", 80),
              teams: list(titledText, "Équipes", "Les équipes opérationnelles, une carte chacune.", "title"),
              toolsTitle: line("Titre des outils", "Le titre au-dessus des outils de pilotage.", 80),
              tools: list(titledText, "Outils", "Les outils de pilotage, une carte chacun.", "title"),
            },
            "Gestion de projet",
            "La deuxième section de la page.",
          ),
        },
        "Page Ingénierie",
        "Le contenu de la page Ingénierie.",
      ),
    },
    "Ingénierie",
    "La page Ingénierie.",
  ),
);

/** The file's content in one language, as the components read it. */
export type IngenierieContent = z.infer<typeof ingenierieSchema.shape.fr>;

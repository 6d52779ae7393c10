/** The /formation page (spec §2, 'Training page'): content/formation.json. */
import type { z } from "zod";
import { group, identifier, line, list, localized, paragraph, picture } from "#app/content/schema.ts";
import { catalogueItem } from "#app/content/schemas/shared.schema.ts";

const gallery = group(
  {
    key: identifier(),
    title: line("Titre", "Le titre au-dessus du carrousel.", 100),
    text: paragraph("Texte", "La phrase sous le titre.", 300),
    pictures: list(picture("Une image du carrousel."), "Images", "Les images qui défilent, dans l’ordre.", "alt"),
  },
  "Carrousel",
  "Un carrousel d’équipements, son titre et sa phrase.",
);
export type Gallery = z.infer<typeof gallery>;

export const formationSchema = localized(
  group(
    {
      trainingPage: group(
        {
          introTitle: line("Titre d’introduction", "Le titre en haut de la page, sous son nom.", 100),
          intro: list(
            paragraph("Paragraphe", "Un paragraphe d’introduction.", 600),
            "Introduction",
            "Les paragraphes d’introduction, dans l’ordre.",
          ),
          galleries: list(gallery, "Carrousels", "Les carrousels d’équipements, dans l’ordre.", "title"),
          range: group(
            {
              title: line("Titre de la gamme", "Le titre au-dessus de la grille des produits.", 80),
              items: list(catalogueItem, "Produits", "Les produits de la gamme, dans l’ordre de la grille.", "title"),
            },
            "Gamme de produits",
            "La grille des produits en bas de la page.",
          ),
        },
        "Page Équipement didactique",
        "Le contenu de la page Équipement didactique.",
      ),
    },
    "Équipement didactique",
    "La page Équipement didactique.",
  ),
);

/** The file's content in one language, as the components read it. */
export type FormationContent = z.infer<typeof formationSchema.shape.fr>;

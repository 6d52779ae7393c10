/** The /realisation page (spec §2, 'Realised projects page'): projects by category, content/realisation.json. */
import type { z } from "zod";
import { group, identifier, line, list, localized, paragraph, picture, sampleFlag } from "#app/content/schema.ts";

const project = group(
  {
    key: identifier("Identifiant", "Nom technique unique du projet"),
    sample: sampleFlag,
    title: line("Titre", "Le nom du projet, sous sa photo.", 80),
    description: paragraph("Description", "Ce que l’entreprise a réalisé, en une ou deux phrases.", 300),
    image: picture("La photo du projet, en haut de sa carte."),
  },
  "Projet",
  "Un projet réalisé, sa photo et sa description.",
);

const category = group(
  {
    key: identifier("Identifiant", "Nom technique unique de la catégorie"),
    title: line("Titre de la catégorie", "Le titre au-dessus des projets de la catégorie.", 80),
    projects: list(
      project,
      "Projets",
      "Les projets de la catégorie, dans l’ordre de la page. Ajoutez, retirez ou déplacez-les librement.",
      "title",
    ),
  },
  "Catégorie",
  "Une catégorie de projets.",
);
export type ProjectCategory = z.infer<typeof category>;

export const realisationSchema = localized(
  group(
    { projectCategories: list(category, "Catégories", "Les catégories de projets, dans l’ordre de la page.", "title") },
    "Réalisations",
    "La page Nos réalisations.",
  ),
);

/** The file's content in one language, as the components read it. */
export type RealisationContent = z.infer<typeof realisationSchema.shape.fr>;

import type { z } from "zod";
import { type PageKey, pagePaths } from "#app/content/page-paths.ts";
import { group, line, localized } from "#app/content/schema.ts";

const pageNames: Record<PageKey, string> = {
  home: "Accueil",
  ingenierie: "Ingénierie",
  montage: "Fabrication et montage",
  realisation: "Réalisations",
  maintenance: "Maintenance",
  distribution: "Distribution",
  schmersal: "Catalogue Schmersal",
  carlisleft: "Catalogue DeVilbiss et Binks",
  formation: "Équipement didactique",
  mentionsLegales: "Mentions légales",
  notFound: "Page introuvable (404)",
};

const pageText = (name: string) =>
  group(
    {
      title: line(
        "Titre",
        `Le nom de la page «\u00a0${name}\u00a0»\u00a0: dans le menu, l’onglet du navigateur et les résultats de Google.`,
        50,
      ),
      description: line(
        "Description",
        "La phrase que Google montre sous le titre dans ses résultats. Entre 70 et 160 caractères, elle donne envie de cliquer.",
        200,
      ),
    },
    name,
    `La page «\u00a0${name}\u00a0».`,
  );

export const pagesSchema = localized(
  group(
    {
      pageMeta: group(
        Object.fromEntries(
          (Object.keys(pagePaths) as PageKey[]).map((key) => [key, pageText(pageNames[key])]),
        ) as Record<PageKey, ReturnType<typeof pageText>>,
        "Pages",
        "Le titre et la description de chaque page.",
      ),
    },
    "Titres des pages",
    "Le titre et la description de chaque page, pour le menu et les moteurs de recherche.",
  ),
);

/** The file's content in one language: each page's title and description. */
export type PagesContent = z.infer<typeof pagesSchema.shape.fr>;

/** Shapes several content files share: their schemas, and the types the components read. */
import type { z } from "zod";
import { z as zod } from "zod";
import { group, identifier, line, list, paragraph, picture, same } from "#app/content/schema.ts";

/** A short headed paragraph: a team, a tool, a step. */
export const titledText = group(
  {
    key: identifier(),
    title: line("Titre", "Le titre en gras du bloc.", 80),
    text: paragraph("Texte", "La phrase sous le titre.", 300),
  },
  "Bloc",
  "Un titre et sa phrase.",
);
export type TitledText = z.infer<typeof titledText>;

/** A page of the site a card may lead to, as its French path. */
export const sitePath = same(
  zod.enum([
    "/ingenierie",
    "/montage",
    "/realisation",
    "/maintenance",
    "/distribution",
    "/distribution/schmersal",
    "/distribution/carlisleft",
    "/formation",
  ]),
  "Page liée",
  "La page du site qu’ouvre un clic sur la carte.",
  "select",
);

/** A card or tile that leads to another page of the site (home métiers, catalogue tiles). */
export const linkCard = group(
  {
    key: identifier(),
    to: sitePath,
    title: line("Titre", "Le titre de la carte.", 80),
    text: paragraph("Texte", "La phrase sous le titre de la carte.", 200),
    image: picture("L’image en haut de la carte.", { decorative: true }),
  },
  "Carte",
  "Une carte qui mène à une page du site.",
);
export type LinkCard = z.infer<typeof linkCard>;

/** A product or range in a catalogue grid. */
export const catalogueItem = group(
  {
    key: identifier(),
    title: line("Nom du produit", "Le nom du produit ou de la gamme, sous son image.", 100),
    image: picture("L’image du produit dans la grille du catalogue.", { decorative: true }),
  },
  "Produit",
  "Un produit ou une gamme du catalogue.",
);
export type CatalogueItem = z.infer<typeof catalogueItem>;

export const catalogueSection = group(
  {
    key: identifier(),
    title: line("Titre de la rubrique", "Le titre de la rubrique du catalogue.", 80),
    text: paragraph("Présentation", "Une phrase sous le titre de la rubrique (facultatif).", 300).optional(),
    items: list(catalogueItem, "Produits", "Les produits de la rubrique, dans l’ordre de la grille.", "title"),
  },
  "Rubrique",
  "Une rubrique du catalogue et ses produits.",
);
export type CatalogueSection = z.infer<typeof catalogueSection>;

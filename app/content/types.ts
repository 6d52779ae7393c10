/** Shapes shared by several content modules. */
import type { Picture } from "#app/content/media.ts";

/** A short headed paragraph: a team, a tool, a step. */
export interface TitledText {
  key: string;
  title: string;
  text: string;
}

/** A card or tile that leads to another page of the site (home métiers, catalogue tiles). */
export interface LinkCard {
  key: string;
  to: string;
  title: string;
  text: string;
  image: Picture;
}

/** A product or range in a catalogue grid: unique key, title and picture. */
export interface CatalogueItem {
  key: string;
  title: string;
  image: Picture;
}

export interface CatalogueSection {
  key: string;
  title: string;
  text?: string;
  items: CatalogueItem[];
}

/** Shapes several content files share, as the components read them (their schemas: schemas/shared.ts). */
export type { CatalogueItem, CatalogueSection, LinkCard, TitledText } from "#app/content/schemas/shared.ts";

/** Shapes several content files share, as the components read them (their schemas: schemas/shared.schema.ts). */
export type { CatalogueItem, CatalogueSection, LinkCard, TitledText } from "#app/content/schemas/shared.schema.ts";

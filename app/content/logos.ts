/**
 * The 'Nos clients' and 'Nos partenaires' carousels (content/logos.json). Clients are shown by
 * sector, never by invented names; partners as typographic wordmark tiles (no trademark artwork).
 */
import { contentOf } from "#app/content/content-of.ts";
import type { LogosContent } from "#app/content/schemas/logos.schema.ts";
import data from "#content/logos.json" with { type: "json" };

export type { ClientSector, PartnerBrand } from "#app/content/schemas/logos.schema.ts";

export const logosContent = contentOf<LogosContent>(data);
export const { clients, partners } = logosContent.fr;

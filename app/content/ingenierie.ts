/** The /ingenierie page (spec §2, 'Engineering page'): content/ingenierie.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { IngenierieContent } from "#app/content/schemas/ingenierie.schema.ts";
import data from "#content/ingenierie.json" with { type: "json" };

export const ingenierieContent = contentOf<IngenierieContent>(data);
export type EngineeringPage = IngenierieContent["engineeringPage"];
export const { engineeringPage } = ingenierieContent.fr;

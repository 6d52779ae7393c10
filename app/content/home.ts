/** The home page (spec §2, 'Home page'): content/home.json. */
import { contentOf } from "#app/content/content-of.ts";
import type { HomeContent } from "#app/content/schemas/home.schema.ts";
import data from "#content/home.json" with { type: "json" };

export type { HeroSlide } from "#app/content/schemas/home.schema.ts";

export const homeContent = contentOf<HomeContent>(data);
export const { homeHero, homeServices, homeValues } = homeContent.fr;

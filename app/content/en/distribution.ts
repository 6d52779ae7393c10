/** English copy of /distribution (the French module ../distribution.ts is the reference). */
import type * as fr from "#app/content/distribution.ts";
import { illustration } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const distributionPage: Translation<typeof fr.distributionPage> = {
  tilesTitle: "Our catalogs",
  tiles: [
    {
      key: "securite",
      to: pageMeta.schmersal.path,
      title: "Industrial safety components",
      text: "Schmersal switches, safety light curtains, safety relay modules and automation components.",
      image: illustration("distribution-securite", ""),
    },
    {
      key: "peinture",
      to: pageMeta.carlisleft.path,
      title: "Paint application",
      text: "DeVilbiss spray guns, Binks pressure tanks and pumps for paint application.",
      image: illustration("distribution-peinture", ""),
    },
  ],
  tilesIntro: "We advise you on choosing each component and help you implement it on your machines.",
};

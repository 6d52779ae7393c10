/** Copy of /distribution (spec §2, 'Distribution page'). */
import { illustration } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { LinkCard } from "#app/content/types.ts";

export const distributionPage = {
  tilesTitle: "Nos catalogues",
  tiles: [
    {
      key: "securite",
      to: pageMeta.schmersal.path,
      title: "Composants de sécurité industriels",
      text: "Interrupteurs, barrières immatérielles, modules de sécurité et automatismes Schmersal.",
      image: illustration("distribution-securite", ""),
    },
    {
      key: "peinture",
      to: pageMeta.carlisleft.path,
      title: "Application peinture",
      text: "Pistolets DeVilbiss, réservoirs et pompes Binks pour l’application de peinture.",
      image: illustration("distribution-peinture", ""),
    },
  ] satisfies LinkCard[],
  /** The brands themselves are named once on the page, by the partners carousel below. */
  tilesIntro:
    "Nous vous conseillons dans le choix de chaque composant et vous assistons dans sa mise en œuvre sur vos machines.",
};

/** Copy of /distribution (spec §2, 'Distribution page'). */
import { illustration } from "#app/content/media.ts";
import type { LinkCard } from "#app/content/types.ts";

export const distributionPage = {
  tilesTitle: "Nos catalogues",
  tiles: [
    {
      key: "securite",
      to: "/distribution/schmersal",
      title: "Composants de sécurité industriels",
      text: "Interrupteurs, barrières immatérielles, modules de sécurité et automatismes Schmersal.",
      image: illustration("distribution-securite", ""),
    },
    {
      key: "peinture",
      to: "/distribution/carlisleft",
      title: "Application peinture",
      text: "Pistolets DeVilbiss, réservoirs et pompes Binks pour l’application de peinture.",
      image: illustration("distribution-peinture", ""),
    },
  ] satisfies LinkCard[],
  brandsTitle: "Des marques reconnues, un conseil local",
  brandsText:
    "Grâce à nos partenariats avec DeVilbiss, Binks, Schmersal, Allen-Bradley, Festo et SEW-Eurodrive, nous vous proposons des composants d’origine, le conseil pour les choisir et l’assistance à leur mise en œuvre sur vos machines.",
};

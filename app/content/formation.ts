/** Copy of /formation (spec §2, 'Training page'): intro, two carousels, 8 product tiles. */
import { illustration, type Picture } from "#app/content/media.ts";
import type { CatalogueItem } from "#app/content/types.ts";

export interface Gallery {
  key: string;
  title: string;
  text: string;
  pictures: Picture[];
}

export const trainingPage = {
  introTitle: "Des équipements pour former les techniciens de demain",
  intro: [
    "Nous sommes le représentant exclusif au Maroc de deux fabricants d’équipements didactiques, l’un coréen, l’autre allemand. Nous équipons les écoles d’ingénieurs, les instituts de formation professionnelle et les centres de formation des entreprises.",
    "Nous vous accompagnons du choix des bancs à leur installation, avec la mise en service et la formation des formateurs.",
  ],
  galleries: [
    {
      key: "bancs",
      title: "Bancs didactiques électriques, pneumatiques et hydrauliques",
      text: "Des postes de travail modulaires pour câbler, régler et dépanner des circuits réels en toute sécurité.",
      pictures: [
        illustration("banc-electrique", "Banc didactique électrique avec modules de câblage"),
        illustration("banc-pneumatique", "Banc didactique pneumatique avec vérins"),
        illustration("banc-hydraulique", "Banc didactique hydraulique avec réservoirs et flexibles"),
      ],
    },
    {
      key: "automobile",
      title: "Système didactique automobile",
      text: "Moteur en coupe, électricité embarquée, freinage et direction : des maquettes fonctionnelles pour la technique automobile.",
      pictures: [
        illustration("auto-moteur", "Moteur didactique en coupe sur son socle"),
        illustration("auto-electricite", "Tableau d’électricité automobile avec voyants et faisceau"),
        illustration("auto-freinage", "Banc de freinage avec deux disques et son coffret"),
      ],
    },
  ] satisfies Gallery[],
  range: {
    title: "Gamme de produits",
    items: [
      { key: "electrotechnique", title: "Électrotechnique", image: illustration("formation-electrotechnique", "") },
      {
        key: "pneumatique-hydraulique",
        title: "Pneumatique et hydraulique",
        image: illustration("formation-pneumatique-hydraulique", ""),
      },
      {
        key: "energies-renouvelables",
        title: "Énergies renouvelables",
        image: illustration("formation-energies-renouvelables", ""),
      },
      { key: "communication", title: "Technique de communication", image: illustration("formation-communication", "") },
      { key: "mecatronique", title: "Automatisation mécatronique", image: illustration("formation-mecatronique", "") },
      { key: "multimedia", title: "Multimédia", image: illustration("formation-multimedia", "") },
      {
        key: "froid-climatisation",
        title: "Froid et climatisation",
        image: illustration("formation-froid-climatisation", ""),
      },
      {
        key: "technique-automobile",
        title: "Technique automobile",
        image: illustration("formation-technique-automobile", ""),
      },
    ] satisfies CatalogueItem[],
  },
};

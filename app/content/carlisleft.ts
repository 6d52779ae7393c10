/**
 * The paint application catalogue (spec §2): DeVilbiss spray guns (9) and
 * Binks equipment (4), both brands of Carlisle Fluid Technologies.
 */
import { illustration } from "#app/content/media.ts";
import type { CatalogueItem, CatalogueSection } from "#app/content/types.ts";

const pictures = {
  gravity: illustration("produit-pistolet-gravite", ""),
  pressure: illustration("produit-pistolet-pression", ""),
  automatic: illustration("produit-pistolet-automatique", ""),
  safety: illustration("produit-securite-operateur", ""),
  tank: illustration("produit-reservoir-pression", ""),
  diaphragm: illustration("produit-pompe-membrane", ""),
  piston: illustration("produit-pompe-piston", ""),
  handle: illustration("produit-poignee", ""),
};

const item = (key: string, title: string, picture: keyof typeof pictures): CatalogueItem => ({
  key,
  title,
  image: pictures[picture],
});

export const paintCatalogue: CatalogueSection[] = [
  {
    key: "devilbiss",
    title: "DeVilbiss",
    text: "Pistolets de pulvérisation manuels et automatiques, et équipements de protection de l’opérateur.",
    items: [
      item("gti-pro-lite", "Pistolet à gravité GTi Pro Lite", "gravity"),
      item("pri-pro-lite", "Pistolet à gravité PRi Pro Lite pour apprêts", "gravity"),
      item("flg", "Pistolet à gravité FLG", "gravity"),
      item("compact", "Pistolet Compact à alimentation par pression", "pressure"),
      item("jga", "Pistolet à aspiration JGA", "pressure"),
      item("ag-360", "Pistolet automatique AG‑360", "automatic"),
      item("agmd", "Pistolet automatique AGMD", "automatic"),
      item("agx", "Pistolet automatique AGX", "automatic"),
      item("protection", "Équipements de protection de l’opérateur", "safety"),
    ],
  },
  {
    key: "binks",
    title: "Binks",
    text: "Réservoirs, pompes et accessoires alimentent vos pistolets en produit.",
    items: [
      item("reservoirs", "Réservoirs sous pression", "tank"),
      item("pompe-membrane", "Pompe à membrane 3:1", "diaphragm"),
      item("mx-lite", "Pompes MX Lite", "piston"),
      item("steadi-grip", "Poignée à gâchette Steadi-Grip", "handle"),
    ],
  },
];

export const paintCataloguePage = {
  /** The manufacturer, shown above the page title. */
  eyebrow: "Carlisle Fluid Technologies",
  intro:
    "Distributeur des marques DeVilbiss et Binks de Carlisle Fluid Technologies, nous équipons vos cabines et vos lignes de peinture, du pistolet à l’alimentation en produit.",
};

/** English copy of /distribution/carlisleft (the French module ../carlisleft.ts is the reference). */
import * as fr from "#app/content/carlisleft.ts";
import type { Translation } from "#app/content/translation.ts";
import type { CatalogueItem } from "#app/content/types.ts";

const frenchItems = fr.paintCatalogue.flatMap((section) => section.items);

/** An item with the French item's picture: the pictures carry no words (empty alt), so both languages share them. */
function item(key: string, title: string): CatalogueItem {
  const french = frenchItems.find((candidate) => candidate.key === key);
  if (!french) throw new Error(`The French paint application catalog has no item "${key}".`);
  return { key, title, image: french.image };
}

export const paintCatalogue: Translation<typeof fr.paintCatalogue> = [
  {
    key: "devilbiss",
    title: "DeVilbiss",
    text: "Manual and automatic spray guns, and operator protection equipment.",
    items: [
      item("gti-pro-lite", "GTi Pro Lite gravity-feed spray gun"),
      item("pri-pro-lite", "PRi Pro Lite gravity-feed primer gun"),
      item("flg", "FLG gravity-feed spray gun"),
      item("compact", "Compact pressure-feed spray gun"),
      item("jga", "JGA suction-feed spray gun"),
      item("ag-360", "AG‑360 automatic spray gun"),
      item("agmd", "AGMD automatic spray gun"),
      item("agx", "AGX automatic spray gun"),
      item("protection", "Operator protection equipment"),
    ],
  },
  {
    key: "binks",
    title: "Binks",
    text: "Tanks, pumps and accessories that supply fluid to your spray guns.",
    items: [
      item("reservoirs", "Pressure feed tanks"),
      item("pompe-membrane", "3:1 diaphragm pump"),
      item("mx-lite", "MX Lite pumps"),
      item("steadi-grip", "Steadi-Grip trigger handle"),
    ],
  },
];

export const paintCataloguePage: Translation<typeof fr.paintCataloguePage> = {
  eyebrow: fr.paintCataloguePage.eyebrow,
  intro:
    "As a distributor of the DeVilbiss and Binks brands of Carlisle Fluid Technologies, we equip your spray booths and paint lines, from the spray gun to the fluid supply.",
};

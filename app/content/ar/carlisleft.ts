/**
 * Arabic copy of the paint application catalogue (the French module ../carlisleft.ts is the
 * reference): DeVilbiss spray guns (9) and Binks equipment (4). Model names stay as the maker writes them.
 */
import type * as fr from "#app/content/carlisleft.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";
import type { CatalogueItem } from "#app/content/types.ts";

/** An item and its picture, shared per product type (the French module's pictures). */
const item = (key: string, title: string, picture: string): CatalogueItem => ({
  key,
  title,
  image: illustration(picture, ""),
});

export const paintCatalogue: Translation<typeof fr.paintCatalogue> = [
  {
    key: "devilbiss",
    title: "DeVilbiss",
    text: "مسدسات رش يدوية وآلية، ومعدات لحماية المشغّل.",
    items: [
      item("gti-pro-lite", "مسدس رش بالجاذبية GTi Pro Lite", "produit-pistolet-gravite"),
      item("pri-pro-lite", "مسدس رش بالجاذبية PRi Pro Lite لطلاء الأساس", "produit-pistolet-gravite"),
      item("flg", "مسدس رش بالجاذبية FLG", "produit-pistolet-gravite"),
      item("compact", "مسدس Compact بالتغذية تحت الضغط", "produit-pistolet-pression"),
      item("jga", "مسدس رش بالشفط JGA", "produit-pistolet-pression"),
      item("ag-360", "مسدس رش آلي AG‑360", "produit-pistolet-automatique"),
      item("agmd", "مسدس رش آلي AGMD", "produit-pistolet-automatique"),
      item("agx", "مسدس رش آلي AGX", "produit-pistolet-automatique"),
      item("protection", "معدات حماية المشغّل", "produit-securite-operateur"),
    ],
  },
  {
    key: "binks",
    title: "Binks",
    text: "خزانات ومضخات وملحقات تزوّد مسدساتكم بمادة الطلاء.",
    items: [
      item("reservoirs", "خزانات الضغط", "produit-reservoir-pression"),
      item("pompe-membrane", "مضخة غشائية 3:1", "produit-pompe-membrane"),
      item("mx-lite", "مضخات MX Lite", "produit-pompe-piston"),
      item("steadi-grip", "مقبض بزناد Steadi-Grip", "produit-poignee"),
    ],
  },
];

export const paintCataloguePage: Translation<typeof fr.paintCataloguePage> = {
  eyebrow: "Carlisle Fluid Technologies",
  intro:
    "بصفتنا موزّعًا للعلامتين DeVilbiss وBinks التابعتين لشركة Carlisle Fluid Technologies، نجهّز كابينات وخطوط الطلاء لديكم، من المسدس إلى التغذية بمادة الطلاء.",
};

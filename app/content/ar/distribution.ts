/** Arabic copy of /distribution (the French module ../distribution.ts is the reference). */
import type * as fr from "#app/content/distribution.ts";
import { illustration } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const distributionPage: Translation<typeof fr.distributionPage> = {
  tilesTitle: "كتالوجاتنا",
  tiles: [
    {
      key: "securite",
      to: pageMeta.schmersal.path,
      title: "مكونات السلامة الصناعية",
      text: "مفاتيح الأمان، والستائر الضوئية للسلامة، ووحدات السلامة، وتجهيزات الأتمتة من Schmersal.",
      image: illustration("distribution-securite", ""),
    },
    {
      key: "peinture",
      to: pageMeta.carlisleft.path,
      title: "تطبيق الطلاء",
      text: "مسدسات DeVilbiss، وخزانات ومضخات Binks لتطبيق الطلاء.",
      image: illustration("distribution-peinture", ""),
    },
  ],
  tilesIntro: "نقدّم لكم المشورة في اختيار كل مكوّن، ونواكبكم في تركيبه وتشغيله على آلاتكم.",
};

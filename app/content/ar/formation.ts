/** Arabic copy of /formation (the French module ../formation.ts is the reference). */
import type * as fr from "#app/content/formation.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";

export const trainingPage: Translation<typeof fr.trainingPage> = {
  introTitle: "معدات لتكوين تقنيي المستقبل",
  intro: [
    "نحن الممثل الحصري في المغرب لصانعَين للمعدات التعليمية، أحدهما كوري والآخر ألماني. نجهّز مدارس المهندسين، ومعاهد التكوين المهني، ومراكز التكوين التابعة للمقاولات.",
    "نواكبكم من اختيار المنصات إلى تركيبها، مع تشغيلها وتكوين المكوّنين.",
  ],
  galleries: [
    {
      key: "bancs",
      title: "منصات تعليمية كهربائية وهوائية وهيدروليكية",
      text: "محطات عمل معيارية لتوصيل دارات حقيقية وضبطها وإصلاح أعطالها في أمان تام.",
      pictures: [
        illustration("banc-electrique", "منصة تعليمية كهربائية بوحدات توصيل"),
        illustration("banc-pneumatique", "منصة تعليمية هوائية بأسطوانات"),
        illustration("banc-hydraulique", "منصة تعليمية هيدروليكية بخزانات وخراطيم مرنة"),
      ],
    },
    {
      key: "automobile",
      title: "نظام تعليمي للسيارات",
      text: "محرك بمقطع عرضي، وكهرباء السيارة، والكبح، والتوجيه: نماذج وظيفية لتقنيات السيارات.",
      pictures: [
        illustration("auto-moteur", "محرك تعليمي بمقطع عرضي على قاعدته"),
        illustration("auto-electricite", "لوحة كهرباء السيارات بمصابيح بيان وحزمة أسلاك"),
        illustration("auto-freinage", "منصة كبح بقرصين مع علبتها الكهربائية"),
      ],
    },
  ],
  range: {
    title: "تشكيلة المنتجات",
    items: [
      { key: "electrotechnique", title: "الكهروتقنية", image: illustration("formation-electrotechnique", "") },
      {
        key: "pneumatique-hydraulique",
        title: "الأنظمة الهوائية والهيدروليكية",
        image: illustration("formation-pneumatique-hydraulique", ""),
      },
      {
        key: "energies-renouvelables",
        title: "الطاقات المتجددة",
        image: illustration("formation-energies-renouvelables", ""),
      },
      { key: "communication", title: "تقنيات الاتصال", image: illustration("formation-communication", "") },
      { key: "mecatronique", title: "الأتمتة الميكاترونية", image: illustration("formation-mecatronique", "") },
      { key: "multimedia", title: "الوسائط المتعددة", image: illustration("formation-multimedia", "") },
      {
        key: "froid-climatisation",
        title: "التبريد والتكييف",
        image: illustration("formation-froid-climatisation", ""),
      },
      {
        key: "technique-automobile",
        title: "تقنيات السيارات",
        image: illustration("formation-technique-automobile", ""),
      },
    ],
  },
};

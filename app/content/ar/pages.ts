/**
 * Arabic titles and meta descriptions of the pages (the French module ../pages.ts is the reference).
 * Paths are the French ones: the pages prefix the language themselves.
 */
import type * as fr from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const pageMeta: Translation<typeof fr.pageMeta> = {
  home: {
    path: "/",
    title: "الرئيسية",
    description:
      "منذ سنة 2016، نصمّم التجهيزات الصناعية ونصنّعها ونركّبها ونتولى صيانتها في طنجة، ونوزّع مكونات كبرى العلامات التجارية، ونوفّر المعدات التعليمية.",
  },
  ingenierie: {
    path: "/ingenierie",
    title: "الهندسة",
    description:
      "نصمّم عمليات معالجة المساحيق والعجائن والسوائل، ونقود مشاريعكم حتى التشغيل بفضل ورشتنا وفريق التركيب لدينا.",
  },
  montage: {
    path: "/montage",
    title: "التصنيع والتركيب",
    description: "تصنع ورشتنا تجهيزاتكم وفق معايير التصنيع CE، ويتولى فريق التركيب المؤهل لدينا تركيبها في الموقع.",
  },
  realisation: {
    path: "/realisation",
    title: "إنجازاتنا",
    description:
      "إليكم أدوات خاصة وتجهيزات مناولة وخطوط معالجة أنجزناها لقطاع السيارات والصناعة الثقيلة، من الدراسة إلى التشغيل.",
  },
  maintenance: {
    path: "/maintenance",
    title: "الصيانة",
    description:
      "نتكفّل بعمليات الصيانة المعقدة لديكم، في الموقع أو بتوفير قطع الغيار، سواء في الحالات الطارئة أو وفق برنامج مسبق.",
  },
  distribution: {
    path: "/distribution",
    title: "توزيع العلامات التجارية",
    description: "نوزّع مكونات أصلية لسلامة الآلات والأتمتة والأنظمة الهوائية ونقل الحركة وتطبيق الطلاء.",
  },
  schmersal: {
    path: "/distribution/schmersal",
    title: "مكونات السلامة Schmersal",
    description:
      "كتالوج Schmersal: مفاتيح الأمان، وأزرار التوقف الطارئ، والستائر الضوئية للسلامة، ووحدات السلامة، وتقنية الأتمتة.",
  },
  carlisleft: {
    path: "/distribution/carlisleft",
    title: "تطبيق الطلاء DeVilbiss وBinks",
    description: "كتالوج Carlisle Fluid Technologies: مسدسات الرش DeVilbiss، وخزانات الضغط ومضخات Binks.",
  },
  formation: {
    path: "/formation",
    title: "المعدات التعليمية",
    description:
      "نزوّد المدارس ومراكز التكوين بمنصات تعليمية في الكهروتقنية والأنظمة الهوائية والهيدروليك والطاقات المتجددة وتقنيات السيارات.",
  },
  mentionsLegales: {
    path: "/mentions-legales",
    title: "الإشعار القانوني",
    description: "تعرّف هذه الصفحة بناشر الموقع والجهة المستضيفة له، وتشرح كيف نعالج المعطيات التي تأتمنوننا عليها.",
  },
  notFound: {
    path: "/404",
    title: "الصفحة غير موجودة",
    description: "هذه الصفحة غير موجودة. ستتم إعادة توجيهكم إلى الصفحة الرئيسية.",
    noindex: true,
  },
};

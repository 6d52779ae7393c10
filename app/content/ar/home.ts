/** Arabic copy of the home page (the French module ../home.ts is the reference). */
import { clientRegion } from "#app/content/ar/company.ts";
import type * as fr from "#app/content/home.ts";
import { illustration } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const homeHero: Translation<typeof fr.homeHero> = {
  heading: "TINGIS INDUSTRY، الهندسة والمنشآت الصناعية في طنجة",
  label: "أنشطتنا باختصار",
  slides: [
    {
      key: "ingenierie-projets",
      title: "هندسة المشاريع",
      text: "من دراسة الجدوى إلى التشغيل، نصمّم عمليات معالجة المساحيق والعجائن والسوائل لديكم، ونقود كل مشروع عبر مخاطَب وحيد.",
      cta: { label: "اكتشفوا المزيد", href: "#services" },
      image: illustration("hero-ingenierie", "خط معالجة بخزانات وأنابيب وناقل، مرسوم بالمنظور"),
    },
    {
      key: "installations-industrielles",
      title: "المنشآت الصناعية",
      text: "تصنيع في الورشة وفق معايير CE، وتركيب في الموقع على يد فرقنا المؤهلة، وصيانة تجهيزاتكم، سواء في الحالات الطارئة أو وفق برنامج مسبق.",
      cta: { label: "اكتشفوا المزيد", href: "#services" },
      image: illustration("hero-installations", "ورشة مجهزة برافعة بوابية وروبوت وناقل وكابينة"),
    },
  ],
};

export const homeServices: Translation<typeof fr.homeServices> = {
  id: "services",
  title: "مجالات عملنا",
  intro: `منذ سنة 2016، نرافق الصناعيين في ${clientRegion}، ولا سيما في قطاع السيارات والصناعة الثقيلة، طوال دورة حياة تجهيزاتهم.`,
  cards: [
    {
      key: "ingenierie",
      to: pageMeta.ingenierie.path,
      title: "الهندسة",
      text: "دراسات وتصميم وإدارة مشاريع العمليات الصناعية.",
      image: illustration("metier-ingenierie", ""),
    },
    {
      key: "montage",
      to: pageMeta.montage.path,
      title: "التصنيع والتركيب",
      text: "ورشة تصنيع وفريق تركيب في الموقع.",
      image: illustration("metier-montage", ""),
    },
    {
      key: "maintenance",
      to: pageMeta.maintenance.path,
      title: "الصيانة",
      text: "تدخلات معقدة في الموقع وقطع الغيار.",
      image: illustration("metier-maintenance", ""),
    },
    {
      key: "distribution",
      to: pageMeta.distribution.path,
      title: "توزيع العلامات التجارية",
      text: "مكونات السلامة والأتمتة وتطبيق الطلاء.",
      image: illustration("metier-distribution", ""),
    },
    {
      key: "formation",
      to: pageMeta.formation.path,
      title: "المعدات التعليمية",
      text: "منصات تكوين تقني للمدارس ومراكز التكوين.",
      image: illustration("metier-formation", ""),
    },
  ],
};

export const homeValues: Translation<typeof fr.homeValues> = {
  title: "القيم والخبرة",
  intro: "ثلاثة التزامات توجّه كل مشروع من مشاريعنا، من أول لقاء إلى المتابعة بعد التشغيل.",
  values: [
    {
      key: "relations",
      title: "جودة العلاقات",
      text: "مدير مشروع مخصّص، وردود سريعة، والتزامات نفي بها: نبني علاقات دائمة مع عملائنا وشركائنا.",
    },
    {
      key: "maitrise",
      title: "التمكّن التقني",
      text: "يعمل مكتب الدراسات والورشة وفنيو التركيب معًا: نتحكم في كل مرحلة، من التصميم إلى التشغيل.",
    },
    {
      key: "qualite-securite",
      title: "الجودة والسلامة",
      text: "تصنيع مطابق لمعايير CE، وتحليل للمخاطر، وملف سلامة موقع الأشغال في كل تدخل.",
    },
  ],
  expertise: {
    title: "خبرتنا",
    text: "بعض المجالات التي تتدخل فيها فرقنا في أغلب الأحيان.",
    boxes: [
      {
        key: "peinture",
        to: pageMeta.realisation.path,
        title: "عمليات الطلاء",
        text: "كابينات وأفران بلمرة ونواقل للطلاء السائل والطلاء بالمسحوق.",
        image: illustration("expertise-peinture", ""),
      },
      {
        key: "manutention",
        to: pageMeta.realisation.path,
        title: "المناولة",
        text: "نواقل وطاولات رفع ورافعات ذراعية ورافعات بوابية ملائمة لأحمالكم.",
        image: illustration("expertise-manutention", ""),
      },
      {
        key: "machine-speciale",
        to: pageMeta.montage.path,
        title: "الآلات الخاصة",
        text: "آلات وعُدد مصممة حسب الطلب لتلبية حاجة إنتاجية محددة.",
        image: illustration("expertise-machine-speciale", ""),
      },
    ],
  },
};

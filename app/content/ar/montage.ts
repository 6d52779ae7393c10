/** Arabic copy of /montage (the French module ../montage.ts is the reference). */
import { illustration } from "#app/content/media.ts";
import type * as fr from "#app/content/montage.ts";
import type { Translation } from "#app/content/translation.ts";

export const assemblyPage: Translation<typeof fr.assemblyPage> = {
  workshop: {
    title: "ورشة التصنيع لدينا",
    text: "تصنع ورشتنا في طنجة الهياكل والقواعد والأغطية الواقية والنواقل والآلات الخاصة، مع احترام معايير التصنيع CE. تُجمَّع كل مجموعة وتُراقَب قبل مغادرة الورشة.",
    equipmentTitle: "وسائلنا",
    equipment: [
      {
        key: "presse-plieuse",
        title: "مكبس ثني رقمي",
        text: "ثني دقيق وقابل للتكرار للصفائح والمقاطع المعدنية.",
      },
      { key: "cisaille", title: "مقص الصفائح", text: "قصّ مستقيم للصفائح قبل الثني واللحام." },
      { key: "tour", title: "مخرطة تقليدية", text: "تشغيل ميكانيكي للمحاور والحلقات وقطع الغيار." },
      { key: "soudure", title: "محطات اللحام", text: "لحام الهياكل من الفولاذ ومن الفولاذ المقاوم للصدأ." },
      { key: "perceuse", title: "مثقاب عمودي", text: "ثقب وقلوظة القطع الميكانيكية الملحومة." },
    ],
    galleryLabel: "الورشة بالصور",
    gallery: [
      illustration("atelier-presse-plieuse", "مكبس ثني بتحكم رقمي ولوحة قيادته"),
      illustration("atelier-soudure", "محطة لحام مع طاولة عمل ومولّد وقارورة غاز"),
      illustration("atelier-tour", "مخرطة تقليدية ومثقاب عمودي"),
    ],
  },
  assembly: {
    title: "التركيب والتنصيب",
    text: "يركّب فريقنا تجهيزاتكم في الموقع، سواء صُنعت في ورشتنا أو لدى مورّديكم، مع الحد من توقف إنتاجكم.",
    stepsTitle: "خبرتنا العملية",
    steps: [
      {
        key: "integration",
        title: "الإدماج",
        text: "التموضع، والتسوية، والربط بالمنشآت القائمة.",
      },
      {
        key: "main-oeuvre",
        title: "يد عاملة مؤهلة",
        text: "مركّبون ولحّامون وكهربائيون مؤهلون للعمل في المواقع الصناعية.",
      },
      {
        key: "coordination",
        title: "تنسيق الأشغال",
        text: "الجدولة، والرفع، والتدخلات المتزامنة، والسلامة، يديرها رئيس الأشغال.",
      },
      {
        key: "mise-en-service",
        title: "التشغيل",
        text: "اختبارات دون حمولة ثم بحمولة، وضبط، واستلام مع فرقكم.",
      },
      {
        key: "suivi",
        title: "متابعة الصيانة",
        text: "خطة للصيانة الوقائية وتدخلات بعد التشغيل.",
      },
    ],
    galleryLabel: "التركيب بالصور",
    gallery: [
      illustration("montage-integration", "إدماج آلة تحت رافعة بوابية، بجانب ناقل"),
      illustration("montage-chantier", "موقع أشغال تركيب مع سقالة وهيكل وخزان"),
      illustration("montage-mise-en-service", "تشغيل ناقل موصول بخزانة التحكم الخاصة به"),
    ],
  },
};

/** Arabic copy of /maintenance (the French module ../maintenance.ts is the reference). */
import type * as fr from "#app/content/maintenance.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";

export const maintenancePage: Translation<typeof fr.maintenancePage> = {
  complex: {
    title: "أعمال الصيانة المعقدة",
    text: "تتدخل فرقنا حيث لا تكفي الصيانة الاعتيادية: تجهيزات ثقيلة، وولوج صعب، وآجال ضيقة. نتدخل في الموقع أو نوفّر قطع الغيار، المصنوعة في ورشتنا أو المقدَّمة من العلامات التجارية الشريكة لنا.",
    image: illustration("maintenance-intervention", "تفكيك تجهيز ثقيل تحت رافعة بوابية"),
    capabilitiesTitle: "ما نتكفّل به",
    capabilities: [
      {
        key: "demontage",
        title: "التفكيك وإعادة التركيب المعقدة",
        text: "فكّ المجموعات الميكانيكية وفحصها وإصلاحها وإعادة تركيبها.",
      },
      {
        key: "acces",
        title: "الولوج الصعب",
        text: "تدخلات في المرتفعات، أو في الأماكن الضيقة، أو في قلب خط إنتاج قيد التشغيل.",
      },
      {
        key: "pieces-lourdes",
        title: "مناولة القطع الثقيلة",
        text: "الرفع والزحزحة والتثبيت في المكان بوسائلنا أو برافعاتكم الجسرية.",
      },
    ],
    modesTitle: "عندما تحتاجون إلينا",
    modes: [
      {
        key: "urgence",
        title: "التدخلات العاجلة",
        text: "عطل يوقف الإنتاج: نعبّئ فريقًا في أقرب الآجال.",
      },
      {
        key: "planifiee",
        title: "التدخلات المبرمجة",
        text: "توقفات تقنية وصيانة وقائية يُحضَّر لها مسبقًا للوفاء بآجال ضيقة.",
      },
      {
        key: "pieces",
        title: "قطع الغيار",
        text: "تصنيع مطابق للأصل في الورشة أو توريد من شركائنا.",
      },
    ],
  },
};

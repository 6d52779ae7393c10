/**
 * Arabic copy of the 'Nos clients' and 'Nos partenaires' carousels (the French module ../logos.ts
 * is the reference). Brand names stay as their owners write them.
 */
import { clientRegion } from "#app/content/ar/company.ts";
import * as fr from "#app/content/logos.ts";
import { pageMeta } from "#app/content/pages.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

export const clients: Translation<typeof fr.clients> = {
  title: "عملاؤنا",
  intro: `يأتمننا على مشاريعهم مصنّعو السيارات ومصنّعو مكوناتها والصناعيون في ${clientRegion}.`,
  label: "قطاعات عملائنا",
  delayMs: fr.clients.delayMs,
  items: [
    { key: "constructeur-automobile", sector: "صناعة السيارات", detail: "خطوط التجميع والطلاء" },
    {
      key: "equipementier-automobile",
      sector: "مصنّعو مكونات السيارات",
      detail: "العُدد ومحطات المراقبة",
    },
    { key: "cablage", sector: "حزم أسلاك السيارات", detail: "طاولات العمل ووسائل المناولة" },
    { key: "industrie-lourde", sector: "الصناعة الثقيلة", detail: "الصيانة والقطع الثقيلة" },
    // Sectors beyond the spec's "automotive and heavy industry" (§1), to confirm, as in French.
    sample({ key: "aeronautique", sector: "صناعة الطيران", detail: "أدوات خاصة وعمليات" }),
    sample({ key: "agroalimentaire", sector: "الصناعات الغذائية", detail: "عمليات معالجة المساحيق والسوائل" }),
    sample({ key: "emballage", sector: "التغليف", detail: "النقل بالنواقل وسلامة الآلات" }),
    { key: "formation", sector: "التعليم التقني", detail: "المعدات التعليمية" },
  ],
};

export const partners: Translation<typeof fr.partners> = {
  title: "شركاؤنا",
  intro: "نوزّع مكونات علامات تجارية معروفة ونقدّم لكم المشورة في اختيارها.",
  label: "العلامات التجارية الشريكة",
  delayMs: fr.partners.delayMs,
  items: [
    { key: "devilbiss", name: "DeVilbiss", specialty: "مسدسات الرش", to: pageMeta.carlisleft.path },
    { key: "binks", name: "Binks", specialty: "المضخات والخزانات", to: pageMeta.carlisleft.path },
    { key: "schmersal", name: "Schmersal", specialty: "سلامة الآلات", to: pageMeta.schmersal.path },
    { key: "allen-bradley", name: "Allen-Bradley", specialty: "الأتمتة" },
    { key: "festo", name: "Festo", specialty: "الأنظمة الهوائية" },
    { key: "sew", name: "SEW-Eurodrive", specialty: "المحركات المخفِّضة" },
  ],
};

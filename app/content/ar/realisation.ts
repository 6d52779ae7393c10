/** Arabic copy of /realisation (the French module ../realisation.ts is the reference): 11 projects in two categories. */
import { illustration } from "#app/content/media.ts";
import type * as fr from "#app/content/realisation.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

type Project = Translation<fr.ProjectCategory["projects"][number]>;

/** Each project is an example to confirm or replace with a real one, as in French. */
const project = (key: string, title: string, description: string, alt: string): Project => ({
  key,
  title,
  description,
  image: illustration(`projet-${key}`, alt),
});

/** Figures the descriptions give, each to check against the project's file. */
const conveyorLength = sample("18\u00a0مترًا");
const gripperReferences = sample("ثلاثة مراجع");

export const projectCategories: Translation<typeof fr.projectCategories> = [
  {
    key: "outils-speciaux",
    title: "أدوات خاصة",
    projects: [
      sample(
        project(
          "gabarit-controle",
          "قالب مراقبة وتجميع",
          "قالب مزوّد بمشابك تثبيت سريعة لتموضع مجموعات فرعية من هياكل السيارات وتجميعها ومراقبتها.",
          "قالب موضوع على طاولة عمل، بأربعة مشابك حمراء وبُعد مراقبة",
        ),
      ),
      sample(
        project(
          "prehenseur",
          "ماسك روبوت متعدد القطع",
          `أداة إمساك مصممة حسب الطلب تتيح لروبوت التقاط قطع من ${gripperReferences} دون تغيير الأداة.`,
          "روبوت صناعي بجانب صينية تحمل ثلاث قطع",
        ),
      ),
    ],
  },
  {
    key: "manutention-process",
    title: "المناولة والعمليات",
    projects: [
      sample(
        project(
          "convoyeur-rouleaux",
          "ناقل بأسطوانات مُحرَّكة",
          `ناقل تجميع بطول ${conveyorLength} يربط بين محطتي تجميع، بتحريك موزّع حسب المناطق.`,
          "ناقل طويل بأسطوانات ينقل ثلاثة صناديق",
        ),
      ),
      sample(
        project(
          "convoyeur-aerien",
          "ناقل علوي للطلاء",
          "ناقل علوي بحوامل معلّقة يخدم كابينات خط طلاء وفرنه.",
          "ناقل علوي يحمل قطعًا معلّقة",
        ),
      ),
      sample(
        project(
          "cabine-liquide",
          "كابينة الطلاء السائل",
          "كابينة مضغوطة بجدار ترشيح ونظام شفط، ملائمة للتطبيق بالروبوت.",
          "كابينة طلاء مفتوحة من الأمام، بجانب روبوت طلاء",
        ),
      ),
      sample(
        project(
          "cabine-poudre",
          "كابينة الطلاء بالمسحوق",
          "كابينة طلاء كهروستاتيكي بالمسحوق مع فاصل إعصاري لاسترجاع المسحوق وإعادة تدويره.",
          "كابينة طلاء بالمسحوق موصولة بفاصل إعصاري للاسترجاع",
        ),
      ),
      sample(
        project(
          "four-polymerisation",
          "فرن البلمرة",
          "فرن نفقي بالحمل الحراري للمعالجة الحرارية لطبقات الطلاء بالمسحوق، مزوّد بموقد ونظام تنظيم.",
          "فرن نفقي يعبره ناقل، مع وحدة التسخين الخاصة به",
        ),
      ),
      sample(
        project(
          "table-elevatrice",
          "طاولة رفع مقصية",
          "طاولة رفع هيدروليكية لإيصال القطع الثقيلة إلى ارتفاع العمل.",
          "طاولة رفع مقصية تحمل قطعة، مع علبة التحكم الخاصة بها",
        ),
      ),
      sample(
        project(
          "potence-palan",
          "رافعة ذراعية ومرفاع كهربائي",
          "رافعة ذراعية دوّارة مزوّدة بمرفاع كهربائي لتلقيم محطة تشغيل ميكانيكي.",
          "رافعة ذراعية دوّارة حمراء بمرفاع يرفع صندوقًا",
        ),
      ),
      sample(
        project(
          "dosage-pates",
          "محطة تجريع العجائن",
          "خلّاط وخزان تجريع للمعاجين والعجائن، مع النقل بواسطة مضخة.",
          "خزان خلط بمقلّب موصول بخزان تجريع وبخزانة كهربائية",
        ),
      ),
      sample(
        project(
          "transfert-poudres",
          "نقل المساحيق",
          "صومعة تخزين ولولب نقل نحو قادوس تجريع، للمواد المسحوقة.",
          "صومعة موصولة بقادوس بواسطة لولب نقل",
        ),
      ),
    ],
  },
];

/**
 * Arabic copy of the Schmersal safety catalogue (the French module ../schmersal.ts is the
 * reference): four headed sections, 35 items. Range names (AZ 16, SLC 440…) stay as Schmersal
 * writes them.
 */
import { illustration } from "#app/content/media.ts";
import type * as fr from "#app/content/schmersal.ts";
import type { Translation } from "#app/content/translation.ts";
import type { CatalogueItem } from "#app/content/types.ts";

/** An item and its picture, shared per product type (the French module's pictures). */
const item = (key: string, title: string, picture: string): CatalogueItem => ({
  key,
  title,
  image: illustration(picture, ""),
});

export const safetyCatalogue: Translation<typeof fr.safetyCatalogue> = [
  {
    key: "detection-securite",
    title: "الكشف والتبديل الآمن",
    items: [
      item("actionneur-separe", "مفاتيح أمان بمشغّل منفصل (AZ 16، AZ 17)", "produit-interrupteur-securite"),
      item("interverrouillage", "أجهزة تعشيق أمان مع إقفال (AZM 300)", "produit-interrupteur-securite"),
      item("interverrouillage-electronique", "أجهزة تعشيق إلكترونية (AZM 400)", "produit-interrupteur-securite"),
      item("charniere", "مفاتيح أمان مفصلية (TESK)", "produit-interrupteur-securite"),
      item("position-securite", "مفاتيح موضع للسلامة", "produit-interrupteur-securite"),
      item("capteurs-magnetiques", "حساسات أمان مغناطيسية (BNS)", "produit-detecteur"),
      item("capteurs-rfid", "حساسات أمان بتقنية RFID (RSS)", "produit-detecteur"),
      item("arret-urgence", "أزرار التوقف الطارئ", "produit-arret-urgence"),
      item("barrieres", "ستائر ضوئية للسلامة (SLC 440)", "produit-barriere-immaterielle"),
      item("grilles", "شبكات ضوئية للسلامة (SLG 440)", "produit-barriere-immaterielle"),
      item("monofaisceau", "حواجز ضوئية أحادية الشعاع للسلامة", "produit-barriere-immaterielle"),
      item("bimanuelles", "وحدات التحكم باليدين", "produit-commande-signalisation"),
      item("validation", "مفاتيح التمكين", "produit-commande-signalisation"),
      item("pedales", "دواسات أمان", "produit-commande-signalisation"),
      item("transfert-cles", "أنظمة نقل المفاتيح (SHGV)", "produit-interrupteur-securite"),
      item("bords-sensibles", "حواف وحصائر حساسة للسلامة", "produit-detecteur"),
    ],
  },
  {
    key: "traitement-signal",
    title: "معالجة الإشارة",
    items: [
      item("modules-securite", "وحدات السلامة (SRB-E)", "produit-module-securite"),
      item("extensions-entrees", "وحدات توسيع المداخل", "produit-module-securite"),
      item("extensions-sorties", "وحدات توسيع المخارج", "produit-module-securite"),
      item("controleurs-arret", "مراقبات التوقف ومؤقتات السلامة", "produit-module-securite"),
    ],
  },
  {
    key: "automatisation",
    title: "تقنية الأتمتة",
    items: [
      item("commande-signalisation", "أجهزة التحكم والإشارة", "produit-commande-signalisation"),
      item("detecteurs-inductifs", "كواشف قرب حثية (IFL)", "produit-detecteur"),
      item("interrupteurs-magnetiques", "مفاتيح مغناطيسية (BN)", "produit-detecteur"),
      item("commutateurs-rotatifs", "مبدّلات دوّارة", "produit-commande-signalisation"),
      item("interrupteurs-cable", "مفاتيح توقف بسحب الحبل (ZQ 900)", "produit-interrupteur-cable"),
      item("fin-de-course", "مفاتيح نهاية الشوط", "produit-interrupteur-cable"),
      item("deport-bande", "مفاتيح انحراف الحزام الناقل", "produit-interrupteur-cable"),
      item("boites-boutons", "علب الأزرار ومنصات التحكم", "produit-commande-signalisation"),
    ],
  },
  {
    key: "branches",
    title: "قطاعات التطبيق",
    text: "حلول سلامة ملائمة لمتطلبات كل قطاع.",
    items: [
      item("ascenseurs", "المصاعد ورافعات البضائع", "secteur-industrie"),
      item("emballage", "صناعة التغليف", "secteur-industrie"),
      item("industrie-lourde", "الصناعة الثقيلة", "secteur-industrie"),
      item("machines-outils", "الآلات الأدوات", "secteur-industrie"),
      item("bois", "صناعة الخشب", "secteur-industrie"),
      item("robotique", "الروبوتات", "secteur-industrie"),
      item("agroalimentaire", "الصناعات الغذائية", "secteur-industrie"),
    ],
  },
];

export const safetyCataloguePage: Translation<typeof fr.safetyCataloguePage> = {
  eyebrow: "Schmersal",
  intro:
    "بصفتنا شريكًا لشركة Schmersal، نساعدكم على اختيار مكونات السلامة الملائمة لآلاتكم ولتحليل مخاطرها، وعلى إدماجها فيها.",
};

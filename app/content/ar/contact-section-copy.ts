/** Arabic copy of the contact section (the French module ../contact-section-copy.ts is the reference). */
import { replyDelay } from "#app/content/ar/company.ts";
import type * as fr from "#app/content/contact-section-copy.ts";
import type { Translation } from "#app/content/translation.ts";

export const contactSection: Translation<typeof fr.contactSection> = {
  id: "contact",
  title: "اتصلوا بنا",
  intro: `مشروع، أو تدخل عاجل، أو طلب عرض أسعار: راسلونا، وسنرد عليكم خلال ${replyDelay}.`,
  mapLoadingLabel: "تظهر خريطة الوصول عند الاقتراب من هذا القسم.",
  mapLinkLabel: "فتح الخريطة في OpenStreetMap (علامة تبويب جديدة)",
  info: {
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    address: "العنوان",
  },
};

/**
 * Arabic words of what frames every page (the French module ../site-chrome.ts is the reference).
 */
import type * as fr from "#app/content/site-chrome.ts";
import type { Translation } from "#app/content/translation.ts";

export const skipLinkLabel: Translation<typeof fr.skipLinkLabel> = "الانتقال إلى المحتوى";

export const headerCopy: Translation<typeof fr.headerCopy> = {
  homeLinkSuffix: "الصفحة الرئيسية",
  navigationLabel: "التنقل الرئيسي",
  openMenu: "فتح القائمة",
  closeMenu: "إغلاق القائمة",
  contactButton: "معلومات الاتصال",
};

export const contactPanelCopy: Translation<typeof fr.contactPanelCopy> = {
  title: "للتواصل معنا",
  close: "إغلاق لوحة الاتصال",
  socialLinksLabel: "شبكات التواصل الاجتماعي",
  newTab: "علامة تبويب جديدة",
  comingSoon: "قريبًا",
};

export const navigationProgressCopy: Translation<typeof fr.navigationProgressCopy> = {
  label: "جارٍ تحميل الصفحة",
};

export const footerCopy: Translation<typeof fr.footerCopy> = {
  siteMapLabel: "خريطة الموقع",
  legalNotice: "الإشعار القانوني",
  rightsReserved: "جميع الحقوق محفوظة",
};

export const errorPageCopy: Translation<typeof fr.errorPageCopy> = {
  notFoundTitle: "الصفحة غير موجودة",
  errorTitle: "حدث خطأ",
  text: "يُرجى إعادة المحاولة بعد لحظات أو العودة إلى الصفحة الرئيسية.",
};

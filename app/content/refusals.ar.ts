/**
 * Arabic messages of the site's refusals, one per HTTP status (the French module ../refusals.ts is
 * the reference).
 */
import type * as fr from "#app/content/refusals.ts";
import type { Translation } from "#app/content/translation.ts";

export const httpRefusals: Translation<typeof fr.httpRefusals> = {
  400: "طلب غير صالح.",
  403: "طلب مرفوض.",
  404: "المورد غير موجود.",
  405: "طريقة غير مسموح بها.",
  413: "حجم الطلب كبير جدًا.",
  415: "صيغة غير مدعومة: أرسلوا الطلب بصيغة JSON (application/json).",
  429: "طلبات كثيرة جدًا: يُرجى إعادة المحاولة بعد لحظات.",
  500: "حدث خطأ داخلي. يُرجى إعادة المحاولة لاحقًا.",
  503: "الخدمة غير متاحة مؤقتًا. يُرجى إعادة المحاولة لاحقًا.",
};

/** The 415 of a body that declares a charset other than UTF-8, on the API and the form alike. */
export const otherCharsetRefusal: Translation<typeof fr.otherCharsetRefusal> =
  "ترميز غير مدعوم: أرسلوا النص بترميز UTF-8.";

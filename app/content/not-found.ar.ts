/** Arabic copy of the /404 page (the French module ../not-found.ts is the reference). */
import type * as fr from "#app/content/not-found.ts";
import type { Translation } from "#app/content/translation.ts";

export const notFoundPage: Translation<typeof fr.notFoundPage> = {
  code: "404",
  status: "الصفحة غير موجودة",
  message: "ستتم إعادة توجيهكم إلى الصفحة الرئيسية بعد لحظات",
  homeLinkLabel: "العودة إلى الصفحة الرئيسية الآن",
  stayLabel: "البقاء في هذه الصفحة",
  stayedMessage: "أُلغيت إعادة التوجيه: ستبقون في هذه الصفحة",
  withoutScriptMessage: "هذه الصفحة غير موجودة أو تم نقلها.",
  redirectDelayMs: 5000,
};

/**
 * Arabic copy of every text of the contact form (the French module ../contact-form-copy.ts is the
 * reference); the length limits come from contact-fields.ts, and each count agrees with its noun.
 */

import { type CountedNoun, countOf } from "#app/content/ar/count.ts";
import type * as fr from "#app/content/contact-form-copy.ts";
import { legalNoticePath, legalSectionIds } from "#app/content/legal-anchors.ts";
import type { Translation } from "#app/content/translation.ts";
import { contactBodyLimits, contactLimits } from "#app/lib/contact-fields.ts";

/** Object of «يتجاوز»: accusative where the form shows it. */
const character: CountedNoun = { one: "حرفًا واحدًا", two: "حرفين", few: "أحرف", many: "حرفًا", other: "حرف" };

/** After «بعد»: genitive. */
const minute: CountedNoun = { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة" };

const failureTitle = "لم تُرسَل الرسالة";

/** `what` is the field's name with its article; «طول» keeps the verb masculine whatever the field. */
const atMost = (what: string, limit: number) => `يجب ألا يتجاوز طول ${what} ${countOf(limit, character)}.`;

/** A door's body limit, in the whole KiB it is set to (contact-fields.ts). */
const tooLarge = (maxBytes: number) => `حجم الرسالة كبير جدًا (${maxBytes / 1024}\u00a0كيلوبايت على الأكثر).`;

export const contactFormCopy: Translation<typeof fr.contactFormCopy> = {
  title: "أرسلوا إلينا رسالتكم بملء هذه الاستمارة",
  fields: {
    name: { label: "الاسم الكامل", placeholder: "الاسم الكامل" },
    email: { label: "البريد الإلكتروني", placeholder: "البريد الإلكتروني" },
    numTele: { label: "رقم الهاتف", placeholder: "رقم الهاتف" },
    msg: { label: "الرسالة", placeholder: "الرسالة" },
  },
  // The path built as French builds it, not read from the French copy: importing that module would
  // ship it with this language's form island too (docs/decisions/018).
  privacy: {
    text: "تُستعمل بياناتكم فقط للرد على طلبكم.",
    link: {
      label: "حماية المعطيات الشخصية",
      to: `${legalNoticePath}#${legalSectionIds.personalData}`,
    },
  },
  honeypotLabel: "اتركوا هذا الحقل فارغًا",
  submit: "إرسال",
  sending: "جارٍ الإرسال…",
  close: "إغلاق",
  errors: {
    email: "عنوان البريد الإلكتروني غير صحيح.",
    name: "حقل الاسم إلزامي.",
    msg: "حقل الرسالة إلزامي.",
    nameTooLong: atMost("الاسم", contactLimits.name),
    numTeleTooLong: atMost("رقم الهاتف", contactLimits.numTele),
    msgTooLong: atMost("الرسالة", contactLimits.msg),
  },
  errorSummary: {
    title: "لم تُرسَل رسالتكم، ويلزم تصحيح ما يلي:",
  },
  success: {
    text: "شكرًا لكم، لقد وصلتنا رسالتكم.",
  },
  failure: {
    title: failureTitle,
    text: "حدث خطأ، يُرجى إعادة المحاولة لاحقًا.",
    notice: (reason: string) => `${failureTitle}. ${reason}`,
  },
  fallback: {
    call: "يمكنكم أيضًا الاتصال بنا على الرقم",
    write: "أو مراسلتنا على",
  },
  refusals: {
    malformed: "المحتوى المُرسَل ليس استمارة اتصال صالحة.",
    tooLarge: { form: tooLarge(contactBodyLimits.form), json: tooLarge(contactBodyLimits.json) },
    rateLimited: "أُرسلت رسائل كثيرة في وقت قصير. يُرجى الانتظار دقيقة واحدة قبل إعادة المحاولة.",
    sourceLimited: (minutes: number) =>
      `سبق أن أُرسلت عدة رسائل من اتصالكم خلال الساعة الأخيرة. يُرجى إعادة المحاولة بعد ${countOf(minutes, minute)}.`,
    busy: "تتلقى الاستمارة بصفة استثنائية عددًا كبيرًا جدًا من الرسائل يحول دون تسجيل رسالتكم.",
    challengeFailed: "لم ينجح التحقق من أنكم لستم روبوتًا. يُرجى إعادة إرسال الرسالة.",
  },
};

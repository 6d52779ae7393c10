/**
 * Arabic copy of every text of the contact form (the French module ../contact-form-copy.ts is the
 * reference); the length limits come from contact-fields.ts, and each count agrees with its noun.
 */

import type * as fr from "#app/content/contact-form-copy.ts";
import { type CountedNoun, countOf } from "#app/content/count.ar.ts";
import { legalNoticePath, legalSectionIds } from "#app/content/legal-anchors.ts";
import type { Translation } from "#app/content/translation.ts";
import { contactBodyLimits, contactLimits } from "#app/lib/contact-fields.ts";
import { contactFileLimits } from "#app/lib/contact-files.ts";

/** Object of «يتجاوز»: accusative where the form shows it. */
const character: CountedNoun = { one: "حرفًا واحدًا", two: "حرفين", few: "أحرف", many: "حرفًا", other: "حرف" };

/** After «بعد»: genitive. */
const minute: CountedNoun = { one: "دقيقة واحدة", two: "دقيقتين", few: "دقائق", many: "دقيقة", other: "دقيقة" };

/** After «حتى» and in «اخترتم»: the files counted. */
const file: CountedNoun = { one: "ملف واحد", two: "ملفين", few: "ملفات", many: "ملفًا", other: "ملف" };

const failureTitle = "لم تُرسَل الرسالة";

const decimal = new Intl.NumberFormat("ar-MA", { maximumFractionDigits: 1 });

/** A file's size, in Western digits as the rest of the Arabic copy writes them. */
const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.ceil(bytes / 1024))}\u00a0كيلوبايت`
    : `${decimal.format(bytes / (1024 * 1024))}\u00a0ميغابايت`;

const maxFiles = contactFileLimits.count;
const maxMegabytes = contactFileLimits.totalBytes / (1024 * 1024);
const kindList = "PDF أو DWG أو DXF أو STEP أو IGES أو JPEG أو PNG أو ZIP";
/** A file name is Latin more often than not: isolated, so it keeps its own order inside the sentence. */
const quoted = (name: string) => `«\u2068${name}\u2069»`;

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
  files: {
    label: "مخططات أو نماذج أو صور (اختياري)",
    hint: `حتى ${countOf(maxFiles, file)}، و${maxMegabytes}\u00a0ميغابايت على الأكثر في المجموع: ${kindList}.`,
    chosen: "الملفات المختارة",
    remove: "إزالة",
    removeLabel: (name: string) => `إزالة ${name}`,
    progress: (percent: number) => `جارٍ رفع الملفات: ${percent}\u00a0%`,
    size,
    errors: {
      type: (name: string) => `الملف ${quoted(name)} ليس من الأنواع المقبولة: ${kindList} فقط.`,
      content: (name: string, kind: string) => `الملف ${quoted(name)} ليس ملف ${kind} حقيقيًا: محتواه لا يطابق امتداده.`,
      empty: (name: string) => `الملف ${quoted(name)} فارغ.`,
      count: (count: number) => `اخترتم ${countOf(count, file)}، والحد الأقصى ${countOf(maxFiles, file)} لكل رسالة.`,
      total: (bytes: number) =>
        `يبلغ حجم الملفات ${size(bytes)} في المجموع، والحد الأقصى ${maxMegabytes}\u00a0ميغابايت لكل رسالة. أزيلوا بعضها أو أرسلوها بالبريد الإلكتروني.`,
      tooLarge: (names: readonly string[]) =>
        `${names.length > 0 ? `الملفات (${names.map(quoted).join("، ")}…)` : "الملفات"} تتجاوز ${maxMegabytes}\u00a0ميغابايت في المجموع. أزيلوا بعضها أو أرسلوها بالبريد الإلكتروني؛ وقد احتفظنا بنص رسالتكم.`,
    },
    notReceived: "وصلتنا رسالتكم، لكن ملفاتكم لم تصل: يُرجى إرسالها إلينا بالبريد الإلكتروني.",
    sourceLimited: (minutes: number) =>
      `سبق أن أُرسل عدد كبير من الملفات من اتصالكم خلال الساعة الأخيرة. أرسلوا رسالتكم دون ملفات، أو أعيدوا المحاولة بعد ${countOf(minutes, minute)}.`,
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

/**
 * Arabic copy of /mentions-legales (the French module ../legal-notice.ts is the reference, and the
 * French notice is the authoritative one). Identity values come from ./company.ts, the retention
 * figures from the French module, which a test holds to what the site really keeps.
 */

import { companyContent } from "#app/content/company.ts";

const { company } = companyContent.ar;

import { type CountedNoun, countOf } from "#app/content/count.ar.ts";
import { legalSectionIds } from "#app/content/legal-anchors.ts";
import type * as fr from "#app/content/legal-notice.ts";
import { host as frenchHost, type Inline, type LegalBlock, retentionDays } from "#app/content/legal-notice.ts";
import type { Translation } from "#app/content/translation.ts";

/** The host named by the legal notice; its address stays as Cloudflare registers it, the country in Arabic. */
export const host: Translation<typeof fr.host> = {
  name: frenchHost.name,
  address: "101 Townsend St, San Francisco, CA\u00a094107، الولايات المتحدة الأمريكية",
  website: frenchHost.website,
};

const paragraph = (...content: Inline[]): LegalBlock => ({ kind: "paragraph", content });
const list = (...items: Inline[][]): LegalBlock => ({ kind: "list", items });
const fields = (...entries: [string, ...Inline[]][]): LegalBlock => ({
  kind: "fields",
  fields: entries.map(([label, ...value]) => ({ label, value })),
});
const link = (text: string, href: string): Inline => ({ text, href });

/** After «مدة» or «بعد»: genitive. */
const day: CountedNoun = { one: "يوم واحد", two: "يومين", few: "أيام", many: "يومًا", other: "يوم" };

const { legal, address } = company;
const addressLine = `${address.street}، ${address.postalCode}\u00a0${address.city}، ${address.country}`;
const emailLink = link(company.email, `mailto:${company.email}`);

export const legalNotice: Translation<typeof fr.legalNotice> = {
  tocTitle: "في هذه الصفحة",
  sections: [
    {
      id: legalSectionIds.publisher,
      title: "ناشر الموقع",
      blocks: [
        paragraph("هذا الموقع من نشر الشركة التالية:"),
        fields(
          ["التسمية الاجتماعية", legal.corporateName],
          ["الشكل القانوني", legal.legalForm],
          ["رأس المال الاجتماعي", legal.shareCapital],
          ["المقر الاجتماعي", addressLine],
          ["السجل التجاري", `${legal.tradeRegister.court}، رقم\u00a0${legal.tradeRegister.number}`],
          ["المعرّف الموحد للمقاولة (ICE)", legal.ice],
          ["رقم التعريف الضريبي (IF)", legal.taxId],
          ["الرسم المهني", legal.patente],
          ["الهاتف", link(company.phone.display, `tel:${company.phone.e164}`)],
          ["البريد الإلكتروني", emailLink],
          ["مدير النشر", legal.publicationDirector],
        ),
      ],
    },
    {
      id: legalSectionIds.host,
      title: "الاستضافة",
      blocks: [
        paragraph("تتولى استضافة الموقع وقاعدة بياناته والخدمة التي تنقل رسائله الإلكترونية الجهةُ التالية:"),
        fields(
          ["المستضيف", host.name],
          ["العنوان", host.address],
          ["الموقع الإلكتروني", link("www.cloudflare.com", host.website)],
        ),
      ],
    },
    {
      id: legalSectionIds.intellectualProperty,
      title: "الملكية الفكرية",
      blocks: [
        paragraph(
          `النصوص والرسوم التوضيحية والشعار وطريقة عرض هذا الموقع مملوكة لشركة ${legal.corporateName}، ما لم يُذكر خلاف ذلك في الاعتمادات أدناه. وهي محمية بموجب القانون رقم\u00a02-00 المتعلق بحقوق المؤلف والحقوق المجاورة: يُمنع كل استنساخ أو عرض، كلي أو جزئي، دون إذن كتابي مسبق منا.`,
        ),
        paragraph(
          "العلامات التجارية وأسماء المنتجات المذكورة مملوكة لأصحابها كلٌّ فيما يخصه؛ وهي تدل على المنتجات التي نوزّعها.",
        ),
      ],
    },
    {
      id: legalSectionIds.personalData,
      title: "المعطيات الشخصية",
      blocks: [
        paragraph(
          "تطلب منكم استمارة الاتصال اسمكم وعنوان بريدكم الإلكتروني ورسالتكم، وكذا رقم هاتفكم إن رغبتم في ذلك. وتُعالَج هذه المعطيات طبقًا للقانون رقم\u00a009-08 الصادر في 18\u00a0فبراير 2009 المتعلق بحماية الأشخاص الذاتيين تجاه معالجة المعطيات ذات الطابع الشخصي.",
        ),
      ],
      parts: [
        {
          title: "المسؤول عن المعالجة",
          blocks: [paragraph(`${legal.corporateName}، ${addressLine}.`)],
        },
        {
          title: "الغاية",
          blocks: [
            paragraph(
              "تُستعمل معطياتكم فقط للرد على طلبكم: عرض أسعار، أو استفسار، أو تدخل. ولا تُباع ولا تُفوَّت ولا تُستعمل لأغراض الاستقراء التجاري.",
            ),
          ],
        },
        {
          title: "الجهات المتلقية",
          blocks: [
            paragraph(
              `يطّلع على معطياتكم الأشخاص المكلفون بطلبكم لدى ${company.name}. ولإيصال رسالتكم إليهم، يتولى معالجتها لحسابنا مزوّدان للخدمات التقنية:`,
            ),
            list(
              [
                `شركة ${host.name}، التي تستضيف الموقع وقاعدة البيانات حيث تُسجَّل الرسالة، وتنقل رسائلنا الإلكترونية (Cloudflare Email Routing)؛`,
              ],
              ["خدمة EmailJS، التي تحيل الرسالة إلى صندوق بريدنا الوارد."],
            ),
            paragraph("قد يعالج هذان المزوّدان معطياتكم خارج المغرب."),
          ],
        },
        {
          title: "مدة الاحتفاظ",
          blocks: [
            paragraph(
              `يُحتفظ برسالتكم في قاعدة بياناتنا مدة ${countOf(retentionDays.contactMessage, day)} بعد إحالتها إلى بريدنا الإلكتروني، ثم تُحذف تلقائيًا. ولا يُستعمل عنوان IP الخاص بكم إلا للحد من عدد الإرسالات في الدقيقة وفي الساعة: فهو لا يُسجَّل أبدًا كما هو؛ ولا يُحتفظ لمدة ساعة إلا ببصمة مشفّرة لا تكشف عنه ولا ترتبط برسالتكم.`,
            ),
            paragraph(
              `الرسالة التي تستبعدها مرشّحاتنا باعتبارها غير مرغوب فيها لا تُحال إلى بريدنا؛ ويُحتفظ بها ${countOf(retentionDays.setAsideMessage, day)} على الأكثر، ريثما نتحقق من أنها ليست طلبًا حقيقيًا.`,
            ),
          ],
        },
        {
          title: "قياسات الأداء",
          blocks: [
            paragraph(
              `لمراقبة سرعة الموقع، يرسل إلينا متصفحكم، عن كل صفحة تتصفحونها، بعض قياسات زمن العرض. ولا تتضمن هذه القياسات عنوان IP ولا ملف تعريف ارتباط ولا أي معرّف دائم، وتُحذف بعد ${countOf(retentionDays.performanceMeasure, day)}.`,
            ),
          ],
        },
        {
          title: "حقوقكم",
          blocks: [
            paragraph(
              "تطبيقًا للمواد 7 و8 و9 من القانون رقم\u00a009-08، لكم الحق في الولوج إلى معطياتكم، والحق في تصحيحها، والحق في التعرض على معالجتها لأسباب مشروعة.",
            ),
            paragraph(
              "يمكنكم أيضًا طلب محو جميع الرسائل المرسلة من عنوان بريدكم الإلكتروني: فنحذفها من قاعدة بياناتنا، بما فيها الرسائل المستبعدة، ونُعلمكم بعددها.",
            ),
            paragraph(
              "لممارسة هذه الحقوق، راسلونا على ",
              emailLink,
              ` أو عبر البريد إلى ${legal.corporateName}، ${addressLine}، مع تحديد طلبكم وإرفاق نسخة من وثيقة هوية. ويمكنكم أيضًا تقديم شكاية إلى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي (`,
              link("CNDP", "https://www.cndp.ma"),
              ").",
            ),
          ],
        },
        {
          title: "التصريح لدى اللجنة الوطنية (CNDP)",
          blocks: [
            paragraph(
              `صُرِّح بهذه المعالجة لدى اللجنة الوطنية لمراقبة حماية المعطيات ذات الطابع الشخصي بموجب الوصل رقم\u00a0${legal.cndpReceipt}.`,
            ),
          ],
        },
      ],
    },
    {
      id: legalSectionIds.cookies,
      title: "ملفات تعريف الارتباط",
      blocks: [
        paragraph(
          "لا يضع هذا الموقع أي ملف تعريف ارتباط ولا يسجّل أي شيء في متصفحكم: لا تخزين محلي، ولا أداة تتبّع إعلانية، ولا أداة لقياس الجمهور.",
        ),
        paragraph(
          "خريطة الوصول في الصفحة الرئيسية خريطةٌ من OpenStreetMap. ولا تُحمَّل إلا عند اقترابكم من قسم الاتصال: إذ يجلبها متصفحكم حينئذ من خوادم مؤسسة OpenStreetMap، التي تتلقى عنوان IP الخاص بكم كما هو الشأن مع أي صفحة تتصفحونها، دون أن تتلقى عنوان صفحتنا. ولا تعرض الخريطة أي إشهار ولا تقيس الجمهور؛ وتتحمل مؤسسة OpenStreetMap المسؤولية عنها وفق ",
          link("سياسة الخصوصية الخاصة بها", "https://osmfoundation.org/wiki/Privacy_Policy"),
          ".",
        ),
      ],
    },
    {
      id: legalSectionIds.credits,
      title: "الاعتمادات",
      blocks: [
        list(
          [
            "الخط: Inter، © The Inter Project Authors، بموجب ",
            link("رخصة SIL Open Font License 1.1", "https://openfontlicense.org"),
            ".",
          ],
          [
            "الأيقونات: Font Awesome Free، © Fonticons, Inc.، بموجب ",
            link("رخصة Creative Commons Attribution 4.0", "https://creativecommons.org/licenses/by/4.0/deed.fr"),
            ".",
          ],
          [`الرسوم التوضيحية: رسوم أصلية أُنجزت لفائدة ${company.name}.`],
          [
            "خريطة الوصول: © المساهمون في OpenStreetMap، البيانات بموجب ",
            link("رخصة ODbL", "https://www.openstreetmap.org/copyright"),
            ".",
          ],
        ),
      ],
    },
  ],
};

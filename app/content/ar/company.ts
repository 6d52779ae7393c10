/**
 * Arabic copy of the company's identity and contact details (the French module ../company.ts is
 * the reference). Phone, e-mail, identifiers and links are the French ones, still marked `sample`
 * where the company has not confirmed them.
 */
import type * as fr from "#app/content/company.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

const address: Translation<typeof fr.company.address> = {
  street: sample("المنطقة الصناعية اكزناية، البقعة رقم 118"),
  postalCode: sample("90100"),
  city: "طنجة",
  country: "المغرب",
  countryCode: "MA",
};

/** The address on one line, in the Arabic order and punctuation (the French formatAddress's counterpart). */
const addressLine = `${address.street}، ${address.postalCode}\u00a0${address.city}، ${address.country}`;

export const company: Translation<typeof fr.company> = {
  wordmark: { first: "TINGIS", second: "INDUSTRY" },
  name: "TINGIS INDUSTRY",
  tagline: "شريككم نحو المستقبل",
  foundedYear: 2016,
  email: sample("contact@tingis-industry.ma"),
  phone: sample({ display: "+212\u00a05\u00a039\u00a094\u00a012\u00a030", e164: "+212539941230" }),
  address,
  map: {
    title: `خريطة الوصول: ${addressLine}`,
    ...sample({
      embedUrl:
        "https://www.openstreetmap.org/export/embed.html?bbox=-5.8620%2C35.7120%2C-5.8180%2C35.7380&layer=mapnik&marker=35.7250%2C-5.8400",
      linkUrl: "https://www.openstreetmap.org/?mlat=35.7250&mlon=-5.8400#map=15/35.7250/-5.8400",
    }),
  },
  legal: {
    corporateName: sample("TINGIS INDUSTRY SARL"),
    legalForm: sample("شركة ذات مسؤولية محدودة (ش.م.م)"),
    shareCapital: sample("100\u202f000\u00a0درهم"),
    tradeRegister: { court: "طنجة", number: sample("000000") },
    ice: sample("000000000000000"),
    taxId: sample("00000000"),
    patente: sample("00000000"),
    publicationDirector: sample("مسيّر شركة TINGIS INDUSTRY SARL"),
    cndpReceipt: sample("D-W-000/2026"),
  },
  social: [
    { network: "x", label: "X", href: null },
    { network: "facebook", label: "Facebook", href: null },
    { network: "instagram", label: "Instagram", href: null },
    { network: "linkedin", label: "LinkedIn", href: sample("https://www.linkedin.com/company/tingis-industry") },
  ],
};

/** Where the copy says our clients are (home page, clients carousel). */
export const clientRegion = sample("جهة طنجة تطوان الحسيمة");

/** The reply time the copy promises (contact section, call to action). */
export const replyDelay = sample("24\u00a0ساعة عمل");

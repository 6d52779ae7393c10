/**
 * Arabic copy of the company's identity (the French module ../company.ts is the reference and stays
 * the single source of what no language changes: phone, e-mail, map, identifiers, social links).
 * Only the words are translated here; a translated claim keeps its `sample(…)` until it is confirmed.
 */

import type * as fr from "#app/content/company.ts";
import { company as french } from "#app/content/company.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

// Every key is written out, so that a text added to the French module fails the type check here
// until it is translated; what no language changes is taken from the French module.
const address: Translation<typeof fr.company.address> = {
  street: sample("المنطقة الصناعية اكزناية، البقعة رقم 118"),
  postalCode: french.address.postalCode,
  city: "طنجة",
  country: "المغرب",
  countryCode: french.address.countryCode,
};

/** The address on one line, in the Arabic order and punctuation (the French formatAddress's counterpart). */
const addressLine = `${address.street}، ${address.postalCode}\u00a0${address.city}، ${address.country}`;

export const company: Translation<typeof fr.company> = {
  wordmark: { first: french.wordmark.first, second: french.wordmark.second },
  name: french.name,
  tagline: "شريككم نحو المستقبل",
  foundedYear: french.foundedYear,
  email: french.email,
  phone: { display: french.phone.display, e164: french.phone.e164 },
  address,
  map: { title: `خريطة الوصول: ${addressLine}`, embedUrl: french.map.embedUrl, linkUrl: french.map.linkUrl },
  legal: {
    corporateName: french.legal.corporateName,
    legalForm: sample("شركة ذات مسؤولية محدودة (ش.م.م)"),
    shareCapital: sample("100\u202f000\u00a0درهم"),
    tradeRegister: { court: "طنجة", number: french.legal.tradeRegister.number },
    ice: french.legal.ice,
    taxId: french.legal.taxId,
    patente: french.legal.patente,
    publicationDirector: sample(`مسيّر شركة ${french.legal.corporateName}`),
    cndpReceipt: french.legal.cndpReceipt,
  },
  /** The networks' names are brands, the same in every language. */
  social: [...french.social],
};

/** Where the copy says our clients are (home page, clients carousel). */
export const clientRegion = sample("جهة طنجة تطوان الحسيمة");

/** The reply time the copy promises (contact section, call to action). */
export const replyDelay = sample("24\u00a0ساعة عمل");

/**
 * Every content module in every language (issue 22, docs/decisions/013). French is the reference
 * type: each record lists the exports a module's dictionaries translate, and `byLocale` refuses a
 * dictionary that lacks one of their keys, or a locale without its dictionary. Components read
 * their language's entry with `useContent` (use-locale.ts); server code indexes by locale.
 *
 * The contact form's island does not come through here: it loads its own language's copy alone
 * (app/islands/contact-form-copies.ts).
 */

import * as arCarousels from "#app/content/carousels.ar.ts";
import * as enCarousels from "#app/content/carousels.en.ts";
import * as frCarousels from "#app/content/carousels.ts";
import * as arContactFormCopy from "#app/content/contact-form-copy.ar.ts";
import * as enContactFormCopy from "#app/content/contact-form-copy.en.ts";
import * as frContactFormCopy from "#app/content/contact-form-copy.ts";
import * as arLegalNotice from "#app/content/legal-notice.ar.ts";
import * as enLegalNotice from "#app/content/legal-notice.en.ts";
import * as frLegalNotice from "#app/content/legal-notice.ts";
import * as arNavigation from "#app/content/navigation.ar.ts";
import * as enNavigation from "#app/content/navigation.en.ts";
import * as frNavigation from "#app/content/navigation.ts";
import * as arNotFound from "#app/content/not-found.ar.ts";
import * as enNotFound from "#app/content/not-found.en.ts";
import * as frNotFound from "#app/content/not-found.ts";
import * as arRefusals from "#app/content/refusals.ar.ts";
import * as enRefusals from "#app/content/refusals.en.ts";
import * as frRefusals from "#app/content/refusals.ts";
import * as arSiteChrome from "#app/content/site-chrome.ar.ts";
import * as enSiteChrome from "#app/content/site-chrome.en.ts";
import * as frSiteChrome from "#app/content/site-chrome.ts";

export { callToActionContent } from "#app/content/call-to-action.ts";
export { carlisleftContent } from "#app/content/carlisleft.ts";
export { companyContent } from "#app/content/company.ts";
export { contactSectionContent as contactSectionCopyContent } from "#app/content/contact-section-copy.ts";
export { distributionContent } from "#app/content/distribution.ts";
export { formationContent } from "#app/content/formation.ts";
export { homeContent } from "#app/content/home.ts";
export { ingenierieContent } from "#app/content/ingenierie.ts";
export { logosContent } from "#app/content/logos.ts";
export { maintenanceContent } from "#app/content/maintenance.ts";
export { montageContent } from "#app/content/montage.ts";
export { pagesContent } from "#app/content/pages.ts";
export { realisationContent } from "#app/content/realisation.ts";
export { schmersalContent } from "#app/content/schmersal.ts";

import type { Translation } from "#app/content/translation.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * A module's data in every language: French as written, the others as their dictionaries. The
 * type checker holds each dictionary to `Translation<French>` (every key, every list's length);
 * components then read every language through the French type, whose fields that are not text
 * (keys, kinds, paths, picture files) keep their literal types. That those fields are indeed left
 * as the French has them is `test/worker/copy.test.ts`'s job.
 */
function byLocale<French>(
  fr: French,
  translations: Record<Exclude<Locale, "fr">, Translation<French>>,
): Record<Locale, French> {
  return { fr, ...(translations as Record<Exclude<Locale, "fr">, unknown> as Record<Exclude<Locale, "fr">, French>) };
}

export const carouselsContent = byLocale<Pick<typeof frCarousels, "carouselMessages">>(frCarousels, {
  en: enCarousels,
  ar: arCarousels,
});
export const contactFormCopyContent = byLocale<Pick<typeof frContactFormCopy, "contactFormCopy">>(frContactFormCopy, {
  en: enContactFormCopy,
  ar: arContactFormCopy,
});
export const legalNoticeContent = byLocale<Pick<typeof frLegalNotice, "legalNotice" | "host">>(frLegalNotice, {
  en: enLegalNotice,
  ar: arLegalNotice,
});
export const navigationContent = byLocale<Pick<typeof frNavigation, "contactLink">>(frNavigation, {
  en: enNavigation,
  ar: arNavigation,
});
export const notFoundContent = byLocale<Pick<typeof frNotFound, "notFoundPage">>(frNotFound, {
  en: enNotFound,
  ar: arNotFound,
});
export const refusalsContent = byLocale<Pick<typeof frRefusals, "httpRefusals" | "otherCharsetRefusal">>(frRefusals, {
  en: enRefusals,
  ar: arRefusals,
});
export const siteChromeContent = byLocale<
  Pick<
    typeof frSiteChrome,
    "skipLinkLabel" | "headerCopy" | "contactPanelCopy" | "navigationProgressCopy" | "footerCopy" | "errorPageCopy"
  >
>(frSiteChrome, { en: enSiteChrome, ar: arSiteChrome });

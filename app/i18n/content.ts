/**
 * Every content module in every language (issue 22, docs/decisions/085). French is the reference
 * type: each record lists the exports a module's dictionaries translate, and `byLocale` refuses a
 * dictionary that lacks one of their keys, or a locale without its dictionary. Components read
 * their language's entry with `useContent` (use-locale.ts); server code indexes by locale.
 *
 * The contact form's island does not come through here: it loads its own language's copy alone
 * (app/islands/contact-form-copies.ts).
 */

import * as arCallToAction from "#app/content/ar/call-to-action.ts";
import * as arCarlisleft from "#app/content/ar/carlisleft.ts";
import * as arCarousels from "#app/content/ar/carousels.ts";
import * as arCompany from "#app/content/ar/company.ts";
import * as arContactFormCopy from "#app/content/ar/contact-form-copy.ts";
import * as arContactSectionCopy from "#app/content/ar/contact-section-copy.ts";
import * as arDistribution from "#app/content/ar/distribution.ts";
import * as arFormation from "#app/content/ar/formation.ts";
import * as arHome from "#app/content/ar/home.ts";
import * as arIngenierie from "#app/content/ar/ingenierie.ts";
import * as arLegalNotice from "#app/content/ar/legal-notice.ts";
import * as arLogos from "#app/content/ar/logos.ts";
import * as arMaintenance from "#app/content/ar/maintenance.ts";
import * as arMontage from "#app/content/ar/montage.ts";
import * as arNavigation from "#app/content/ar/navigation.ts";
import * as arNotFound from "#app/content/ar/not-found.ts";
import * as arPages from "#app/content/ar/pages.ts";
import * as arRealisation from "#app/content/ar/realisation.ts";
import * as arRefusals from "#app/content/ar/refusals.ts";
import * as arSchmersal from "#app/content/ar/schmersal.ts";
import * as arSiteChrome from "#app/content/ar/site-chrome.ts";
import * as frCallToAction from "#app/content/call-to-action.ts";
import * as frCarlisleft from "#app/content/carlisleft.ts";
import * as frCarousels from "#app/content/carousels.ts";
import * as frCompany from "#app/content/company.ts";
import * as frContactFormCopy from "#app/content/contact-form-copy.ts";
import * as frContactSectionCopy from "#app/content/contact-section-copy.ts";
import * as frDistribution from "#app/content/distribution.ts";
import * as enCallToAction from "#app/content/en/call-to-action.ts";
import * as enCarlisleft from "#app/content/en/carlisleft.ts";
import * as enCarousels from "#app/content/en/carousels.ts";
import * as enCompany from "#app/content/en/company.ts";
import * as enContactFormCopy from "#app/content/en/contact-form-copy.ts";
import * as enContactSectionCopy from "#app/content/en/contact-section-copy.ts";
import * as enDistribution from "#app/content/en/distribution.ts";
import * as enFormation from "#app/content/en/formation.ts";
import * as enHome from "#app/content/en/home.ts";
import * as enIngenierie from "#app/content/en/ingenierie.ts";
import * as enLegalNotice from "#app/content/en/legal-notice.ts";
import * as enLogos from "#app/content/en/logos.ts";
import * as enMaintenance from "#app/content/en/maintenance.ts";
import * as enMontage from "#app/content/en/montage.ts";
import * as enNavigation from "#app/content/en/navigation.ts";
import * as enNotFound from "#app/content/en/not-found.ts";
import * as enPages from "#app/content/en/pages.ts";
import * as enRealisation from "#app/content/en/realisation.ts";
import * as enRefusals from "#app/content/en/refusals.ts";
import * as enSchmersal from "#app/content/en/schmersal.ts";
import * as enSiteChrome from "#app/content/en/site-chrome.ts";
import * as frFormation from "#app/content/formation.ts";
import * as frHome from "#app/content/home.ts";
import * as frIngenierie from "#app/content/ingenierie.ts";
import * as frLegalNotice from "#app/content/legal-notice.ts";
import * as frLogos from "#app/content/logos.ts";
import * as frMaintenance from "#app/content/maintenance.ts";
import * as frMontage from "#app/content/montage.ts";
import * as frNavigation from "#app/content/navigation.ts";
import * as frNotFound from "#app/content/not-found.ts";
import * as frPages from "#app/content/pages.ts";
import * as frRealisation from "#app/content/realisation.ts";
import * as frRefusals from "#app/content/refusals.ts";
import * as frSchmersal from "#app/content/schmersal.ts";
import * as frSiteChrome from "#app/content/site-chrome.ts";
import type { Translation } from "#app/content/translation.ts";
import type { Locale } from "#app/i18n/locales.ts";

/**
 * A module's data in every language: French as written, the others as their dictionaries. The
 * type checker holds each dictionary to `Translation<French>` (every key, every list's length);
 * components then read every language through the French type, whose fields that are not text
 * (keys, kinds, paths, picture files) keep their literal types. That those fields are indeed left
 * as the French has them is `test/worker/languages.test.ts`'s job.
 */
function byLocale<French>(
  fr: French,
  translations: Record<Exclude<Locale, "fr">, Translation<French>>,
): Record<Locale, French> {
  return { fr, ...(translations as Record<Exclude<Locale, "fr">, unknown> as Record<Exclude<Locale, "fr">, French>) };
}

export const callToActionContent = byLocale<Pick<typeof frCallToAction, "contactCallout">>(frCallToAction, {
  en: enCallToAction,
  ar: arCallToAction,
});
export const carlisleftContent = byLocale<Pick<typeof frCarlisleft, "paintCatalogue" | "paintCataloguePage">>(
  frCarlisleft,
  { en: enCarlisleft, ar: arCarlisleft },
);
export const carouselsContent = byLocale<Pick<typeof frCarousels, "carouselMessages">>(frCarousels, {
  en: enCarousels,
  ar: arCarousels,
});
export const companyContent = byLocale<Pick<typeof frCompany, "company" | "clientRegion" | "replyDelay">>(frCompany, {
  en: enCompany,
  ar: arCompany,
});
export const contactFormCopyContent = byLocale<Pick<typeof frContactFormCopy, "contactFormCopy">>(frContactFormCopy, {
  en: enContactFormCopy,
  ar: arContactFormCopy,
});
export const contactSectionCopyContent = byLocale<Pick<typeof frContactSectionCopy, "contactSection">>(
  frContactSectionCopy,
  { en: enContactSectionCopy, ar: arContactSectionCopy },
);
export const distributionContent = byLocale<Pick<typeof frDistribution, "distributionPage">>(frDistribution, {
  en: enDistribution,
  ar: arDistribution,
});
export const formationContent = byLocale<Pick<typeof frFormation, "trainingPage">>(frFormation, {
  en: enFormation,
  ar: arFormation,
});
export const homeContent = byLocale<Pick<typeof frHome, "homeHero" | "homeServices" | "homeValues">>(frHome, {
  en: enHome,
  ar: arHome,
});
export const ingenierieContent = byLocale<Pick<typeof frIngenierie, "engineeringPage">>(frIngenierie, {
  en: enIngenierie,
  ar: arIngenierie,
});
export const legalNoticeContent = byLocale<Pick<typeof frLegalNotice, "legalNotice" | "host">>(frLegalNotice, {
  en: enLegalNotice,
  ar: arLegalNotice,
});
export const logosContent = byLocale<Pick<typeof frLogos, "clients" | "partners">>(frLogos, {
  en: enLogos,
  ar: arLogos,
});
export const maintenanceContent = byLocale<Pick<typeof frMaintenance, "maintenancePage">>(frMaintenance, {
  en: enMaintenance,
  ar: arMaintenance,
});
export const montageContent = byLocale<Pick<typeof frMontage, "assemblyPage">>(frMontage, {
  en: enMontage,
  ar: arMontage,
});
export const navigationContent = byLocale<Pick<typeof frNavigation, "contactLink">>(frNavigation, {
  en: enNavigation,
  ar: arNavigation,
});
export const notFoundContent = byLocale<Pick<typeof frNotFound, "notFoundPage">>(frNotFound, {
  en: enNotFound,
  ar: arNotFound,
});
export const pagesContent = byLocale<Pick<typeof frPages, "pageMeta">>(frPages, { en: enPages, ar: arPages });
export const realisationContent = byLocale<Pick<typeof frRealisation, "projectCategories">>(frRealisation, {
  en: enRealisation,
  ar: arRealisation,
});
export const refusalsContent = byLocale<Pick<typeof frRefusals, "httpRefusals" | "otherCharsetRefusal">>(frRefusals, {
  en: enRefusals,
  ar: arRefusals,
});
export const schmersalContent = byLocale<Pick<typeof frSchmersal, "safetyCatalogue" | "safetyCataloguePage">>(
  frSchmersal,
  { en: enSchmersal, ar: arSchmersal },
);
export const siteChromeContent = byLocale<
  Pick<
    typeof frSiteChrome,
    "skipLinkLabel" | "headerCopy" | "contactPanelCopy" | "navigationProgressCopy" | "footerCopy" | "errorPageCopy"
  >
>(frSiteChrome, { en: enSiteChrome, ar: arSiteChrome });

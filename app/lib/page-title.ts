import { isNoindexPage, type PageKey } from "#app/content/pages.ts";
import { companyContent, pagesContent } from "#app/i18n/content.ts";
import { languageCopy } from "#app/i18n/language-copy.ts";
import { defaultLocale, type Locale } from "#app/i18n/locales.ts";

/** '<product name> : <page>', with each language's punctuation (French's no-break space before the colon). */
export function pageTitle(page: string, locale: Locale = defaultLocale): string {
  return `${companyContent[locale].company.name}${languageCopy[locale].titleSeparator}${page}`;
}

/** The meta descriptors every route returns from its `meta` export, in the page's language. */
export function metaFor(key: PageKey, locale: Locale) {
  const page = pagesContent[locale].pageMeta[key];
  const descriptors = [{ title: pageTitle(page.title, locale) }, { name: "description", content: page.description }];
  if (isNoindexPage(key)) descriptors.push({ name: "robots", content: "noindex" });
  return descriptors;
}

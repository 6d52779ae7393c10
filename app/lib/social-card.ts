import { type PageKey, pageMeta } from "#app/content/pages.ts";
import { companyContent, pagesContent } from "#app/i18n/content.ts";
import { defaultLocale, type Locale, localeSettings, locales, localizedPath } from "#app/i18n/locales.ts";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { pageTitle } from "#app/lib/page-title.ts";

/** Social cards are 1200×630 PNGs rendered by `npm run images` into public/social/, one per page and language. */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** French cards keep their paths (public/social/<page>.png); the others sit in a folder per language. */
export function socialImagePath(key: PageKey, locale: Locale = defaultLocale): string {
  return locale === defaultLocale ? `/social/${key}.png` : `/social/${locale}/${key}.png`;
}

export interface HeadTag {
  /** Open Graph uses `property`, Twitter cards use `name`. */
  attribute: "property" | "name";
  key: string;
  content: string;
}

/**
 * Open Graph and Twitter card tags: how a shared link to the page looks. X reads the title, the
 * description and the image from Open Graph when its own tags are absent; the image's
 * description has no such fallback.
 */
export function socialCardTags(key: PageKey, locale: Locale, origin: string): HeadTag[] {
  const page = pagesContent[locale].pageMeta[key];
  const { company } = companyContent[locale];
  const url = absoluteUrl(origin, localizedPath(pageMeta[key].path, locale));
  const image = absoluteUrl(origin, socialImagePath(key, locale));
  const title = pageTitle(page.title, locale);
  const imageAlt = pageTitle(page.title, locale).replace(company.name, `${company.name}, ${company.tagline}`);
  const og = (property: string, content: string): HeadTag => ({ attribute: "property", key: property, content });
  const twitter = (name: string, content: string): HeadTag => ({ attribute: "name", key: name, content });
  return [
    og("og:type", "website"),
    og("og:locale", localeSettings[locale].ogLocale),
    ...locales
      .filter((other) => other !== locale)
      .map((other) => og("og:locale:alternate", localeSettings[other].ogLocale)),
    og("og:site_name", company.name),
    og("og:title", title),
    og("og:description", page.description),
    og("og:url", url),
    og("og:image", image),
    og("og:image:type", "image/png"),
    og("og:image:width", String(socialImageSize.width)),
    og("og:image:height", String(socialImageSize.height)),
    og("og:image:alt", imageAlt),
    twitter("twitter:card", "summary_large_image"),
    twitter("twitter:image:alt", imageAlt),
  ];
}

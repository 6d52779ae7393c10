import { contactLink, mainNavigation, type NavigationLink } from "#app/content/navigation.ts";
import { type PageKey, pageKeyForPath, pageMeta } from "#app/content/pages.ts";
import { navigationContent, pagesContent } from "#app/i18n/content.ts";
import { type Locale, localizedPath } from "#app/i18n/locales.ts";

/** A link to one of the site's pages in a language: its path under the locale's prefix, its title in that language. */
export function pageLinkIn(key: PageKey, locale: Locale): NavigationLink {
  return { to: localizedPath(pageMeta[key].path, locale), label: pagesContent[locale].pageMeta[key].title };
}

/** The main menu in a language, in the French menu's order (navigation.ts). */
export function mainNavigationIn(locale: Locale): NavigationLink[] {
  return mainNavigation.map((link) => {
    const key = pageKeyForPath(link.to);
    return key ? { ...link, ...pageLinkIn(key, locale) } : link;
  });
}

/** The home page's contact section, from any page of a language. */
export function contactLinkIn(locale: Locale): NavigationLink {
  return { to: localizedPath(contactLink.to, locale), label: navigationContent[locale].contactLink.label };
}

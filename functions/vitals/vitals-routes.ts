import { pageMeta } from "#app/content/pages.ts";
import { frenchPath, localeFromPath, localizedPath } from "#app/i18n/locales.ts";

/** Every route the site serves (app/content/pages.ts): the only routes vitals are filed under. */
export const reportedRoutes = Object.values(pageMeta).map((page) => page.path);

/**
 * The route a beacon's page path is filed under, or undefined for anything but the exact path of a
 * page in one of the site's languages. A page in English or Arabic counts as its French route: one
 * series per page, every language in it (decision 023), and the vitals store's routes stay the
 * French paths. Done here rather than in the browser, so that the reporter's chunk carries no
 * route table (decision 023).
 */
export function routeForPath(pathname: string): string | undefined {
  const route = frenchPath(pathname);
  const isPagePath = reportedRoutes.includes(route) && localizedPath(route, localeFromPath(pathname)) === pathname;
  return isPagePath ? route : undefined;
}

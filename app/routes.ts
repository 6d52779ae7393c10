import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { consoleRoutes } from "#app/console/routes.ts";
import { defaultLocale, localeSettings, locales } from "#app/i18n/locales.ts";

/**
 * The site's routes, the same modules in every language: French at today's paths, each other
 * language under its prefix with the same French slugs (/en/ingenierie, decision 013). A route
 * module reads its language from the path; the ids keep the copies apart.
 */
const pages = [
  ["ingenierie", "routes/ingenierie.tsx"],
  ["montage", "routes/montage.tsx"],
  ["realisation", "routes/realisation.tsx"],
  ["maintenance", "routes/maintenance.tsx"],
  ["distribution", "routes/distribution.tsx"],
  ["distribution/schmersal", "routes/distribution.schmersal.tsx"],
  ["distribution/carlisleft", "routes/distribution.carlisleft.tsx"],
  ["formation", "routes/formation.tsx"],
  ["mentions-legales", "routes/mentions-legales.tsx"],
  ["404", "routes/not-found.tsx"],
] as const;

const french = [
  index("routes/home.tsx"),
  ...pages.map(([path, file]) => route(path, file)),
  // The console for the people who run the site, behind Cloudflare Access (issue 23), French only.
  ...consoleRoutes,
  route("*", "routes/unknown-path.tsx"),
];

const translated = locales
  .filter((locale) => locale !== defaultLocale)
  .flatMap((locale) => {
    // An index route, like French's: the form's no-JavaScript post goes to /en?index.
    return prefix(localeSettings[locale].prefix.slice(1), [
      index("routes/home.tsx", { id: `${locale}/home` }),
      ...pages.map(([path, file]) => route(path, file, { id: `${locale}/${path}` })),
      route("*", "routes/unknown-path.tsx", { id: `${locale}/unknown-path` }),
    ]);
  });

export default [...french, ...translated] satisfies RouteConfig;

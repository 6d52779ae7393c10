import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { consoleRoutes } from "#app/console/routes.ts";

export default [
  index("routes/home.tsx"),
  route("ingenierie", "routes/ingenierie.tsx"),
  route("montage", "routes/montage.tsx"),
  route("realisation", "routes/realisation.tsx"),
  route("maintenance", "routes/maintenance.tsx"),
  route("distribution", "routes/distribution.tsx"),
  route("distribution/schmersal", "routes/distribution.schmersal.tsx"),
  route("distribution/carlisleft", "routes/distribution.carlisleft.tsx"),
  route("formation", "routes/formation.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("404", "routes/not-found.tsx"),
  // The console for the people who run the site, behind Cloudflare Access (issue 23).
  ...consoleRoutes,
  route("*", "routes/unknown-path.tsx"),
] satisfies RouteConfig;

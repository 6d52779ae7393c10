import { legalNoticePath } from "#app/content/legal-anchors.ts";

/** Each page's path: the site's code owns them (routes, sitemap, prerender list). */
export const pagePaths = {
  home: { path: "/" },
  ingenierie: { path: "/ingenierie" },
  montage: { path: "/montage" },
  realisation: { path: "/realisation" },
  maintenance: { path: "/maintenance" },
  distribution: { path: "/distribution" },
  schmersal: { path: "/distribution/schmersal" },
  carlisleft: { path: "/distribution/carlisleft" },
  formation: { path: "/formation" },
  mentionsLegales: { path: legalNoticePath },
  notFound: { path: "/404", noindex: true },
} as const;

export type PageKey = keyof typeof pagePaths;

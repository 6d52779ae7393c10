import { legalNoticePath } from "#app/content/legal-anchors.ts";
import { contentOf, group, line, localized } from "#app/content/schema.ts";
import data from "#content/pages.json" with { type: "json" };

/**
 * Per-page metadata: the path (the site's code owns it) and, from content/pages.json, the title's
 * page part and the meta description. Titles are built as '<product name> : <page>' by
 * app/lib/page-title.ts.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Pages search engines should not index. */
  noindex?: boolean;
}

const pagePaths = {
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

const pageNames: Record<PageKey, string> = {
  home: "Accueil",
  ingenierie: "Ingénierie",
  montage: "Fabrication et montage",
  realisation: "Réalisations",
  maintenance: "Maintenance",
  distribution: "Distribution",
  schmersal: "Catalogue Schmersal",
  carlisleft: "Catalogue DeVilbiss et Binks",
  formation: "Équipement didactique",
  mentionsLegales: "Mentions légales",
  notFound: "Page introuvable (404)",
};

const pageText = (name: string) =>
  group(
    {
      title: line(
        "Titre",
        `Le nom de la page «\u00a0${name}\u00a0»\u00a0: dans le menu, l’onglet du navigateur et les résultats de Google.`,
        50,
      ),
      description: line(
        "Description",
        "La phrase que Google montre sous le titre dans ses résultats. Entre 70 et 160 caractères, elle donne envie de cliquer.",
        200,
      ),
    },
    name,
    `La page «\u00a0${name}\u00a0».`,
  );

export const pagesSchema = localized(
  group(
    {
      pageMeta: group(
        Object.fromEntries(
          (Object.keys(pagePaths) as PageKey[]).map((key) => [key, pageText(pageNames[key])]),
        ) as Record<PageKey, ReturnType<typeof pageText>>,
        "Pages",
        "Le titre et la description de chaque page.",
      ),
    },
    "Titres des pages",
    "Le titre et la description de chaque page, pour le menu et les moteurs de recherche.",
  ),
);

const pageTexts = contentOf(pagesSchema.shape.fr, data);

function withPaths(texts: (typeof pageTexts)["fr"]) {
  const entries = (Object.keys(pagePaths) as PageKey[]).map((key) => [
    key,
    { ...pagePaths[key], ...texts.pageMeta[key] },
  ]);
  return { pageMeta: Object.fromEntries(entries) as Record<PageKey, PageMeta> };
}

export const pagesContent = { fr: withPaths(pageTexts.fr), en: withPaths(pageTexts.en), ar: withPaths(pageTexts.ar) };
export const { pageMeta } = pagesContent.fr;

/**
 * Pages written to static files at build time and served by Workers Static Assets,
 * with no Worker run per view (docs/decisions/004). The home page stays on the
 * Worker: its no-JavaScript form posts to it and carries a per-request
 * idempotency key. /404 stays too, so that it answers with status 404.
 */
export const prerenderedPaths: readonly string[] = Object.values(pageMeta)
  .map((page) => page.path)
  .filter((path) => path !== pageMeta.home.path && path !== pageMeta.notFound.path);

function isNoindex(page: PageMeta): boolean {
  return page.noindex === true;
}

/** Pages search engines may index, in the order of the site: the sitemap, scripts and tests read this list. */
export const indexablePages: readonly { key: PageKey; path: string }[] = (Object.keys(pageMeta) as PageKey[])
  .filter((key) => !isNoindex(pageMeta[key]))
  .map((key) => ({ key, path: pageMeta[key].path }));

/** Whether a page asks search engines not to index it. */
export function isNoindexPage(key: PageKey): boolean {
  return isNoindex(pageMeta[key]);
}

/** The page a URL path shows, ignoring a trailing slash; undefined for paths no page owns. */
export function pageKeyForPath(pathname: string): PageKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (Object.keys(pageMeta) as PageKey[]).find((key) => pageMeta[key].path === path);
}

import { legalNoticePath } from "#app/content/legal-anchors.ts";

/**
 * Per-page metadata: the title's page part and the meta description.
 * Titles are built as '<product name> : <page>' by app/lib/page-title.ts.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Pages search engines should not index. */
  noindex?: boolean;
}

export const pageMeta = {
  home: {
    path: "/",
    title: "Accueil",
    description:
      "Depuis 2016, nous concevons, fabriquons, installons et entretenons des équipements industriels à Tanger, distribuons des composants de grandes marques et fournissons des équipements didactiques.",
  },
  ingenierie: {
    path: "/ingenierie",
    title: "Ingénierie",
    description:
      "Nous concevons des process de poudres, de pâtes et de liquides, et pilotons vos projets jusqu’à la mise en service avec notre atelier et notre équipe de montage.",
  },
  montage: {
    path: "/montage",
    title: "Fabrication & Montage",
    description:
      "Notre atelier fabrique vos équipements selon les normes de fabrication CE, et notre équipe de montage qualifiée les installe sur site.",
  },
  realisation: {
    path: "/realisation",
    title: "Nos Réalisations",
    description:
      "Voici des outils spéciaux, des équipements de manutention et des lignes de process que nous avons réalisés pour l’automobile et l’industrie lourde, de l’étude à la mise en service.",
  },
  maintenance: {
    path: "/maintenance",
    title: "Maintenance",
    description:
      "Nous prenons en charge vos maintenances complexes, sur site ou par la fourniture de pièces de rechange, en urgence comme de façon planifiée.",
  },
  distribution: {
    path: "/distribution",
    title: "Distribution des marques",
    description:
      "Nous distribuons des composants d’origine pour la sécurité machine, l’automatisme, la pneumatique, l’entraînement et l’application de peinture.",
  },
  schmersal: {
    path: "/distribution/schmersal",
    title: "Composants de sécurité Schmersal",
    description:
      "Catalogue Schmersal : interrupteurs de sécurité, arrêts d’urgence, barrières immatérielles, modules de sécurité et technique d’automatisation.",
  },
  carlisleft: {
    path: "/distribution/carlisleft",
    title: "Application peinture DeVilbiss et Binks",
    description:
      "Catalogue Carlisle Fluid Technologies : pistolets de pulvérisation DeVilbiss, réservoirs sous pression et pompes Binks.",
  },
  formation: {
    path: "/formation",
    title: "Équipement didactique",
    description:
      "Nous fournissons aux écoles et aux centres de formation des bancs didactiques en électrotechnique, pneumatique, hydraulique, énergies renouvelables et technique automobile.",
  },
  mentionsLegales: {
    path: legalNoticePath,
    title: "Mentions légales",
    description:
      "Cette page présente l’éditeur et l’hébergeur du site, et explique comment nous traitons les données que vous nous confiez.",
  },
  notFound: {
    path: "/404",
    title: "Page introuvable",
    description: "Cette page n’existe pas. Vous serez redirigé vers la page d’accueil.",
    noindex: true,
  },
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pageMeta;

/**
 * Pages written to static files at build time and served by Workers Static Assets,
 * with no Worker run per view (docs/decisions/030). The home page stays on the
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

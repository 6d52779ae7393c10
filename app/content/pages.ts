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
      "Ingénierie, fabrication, montage, maintenance industrielle, distribution de composants et équipements didactiques à Tanger depuis 2016.",
  },
  ingenierie: {
    path: "/ingenierie",
    title: "Ingénierie",
    description:
      "Études, conception et gestion de projets de process pour poudres, pâtes et liquides : bureau d’études, atelier et montage sous un même pilotage.",
  },
  montage: {
    path: "/montage",
    title: "Fabrication & Montage",
    description:
      "Atelier de fabrication (presse plieuse numérique, cisaille, tour, soudure) et équipe de montage qualifiée, selon les normes de fabrication CE.",
  },
  realisation: {
    path: "/realisation",
    title: "Nos Réalisations",
    description:
      "Outils spéciaux, manutention et lignes de process réalisés pour l’automobile et l’industrie lourde : onze projets menés de l’étude à la mise en service.",
  },
  maintenance: {
    path: "/maintenance",
    title: "Maintenance",
    description:
      "Maintenances complexes sur site ou par pièces de rechange : démontage, remontage, accès difficiles, pièces lourdes, interventions urgentes ou planifiées.",
  },
  distribution: {
    path: "/distribution",
    title: "Distribution des marques",
    description:
      "Distribution de composants industriels en partenariat avec DeVilbiss, Binks, Schmersal, Allen-Bradley, Festo et SEW.",
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
    title: "Equipement Didactic",
    description:
      "Bancs didactiques en électrotechnique, pneumatique, hydraulique, énergies renouvelables et technique automobile : représentant exclusif au Maroc.",
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

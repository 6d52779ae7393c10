import { indexablePages } from "#app/content/pages.ts";

/**
 * Every public page: the indexable pages of app/content/pages.ts. /404 is left out:
 * it answers 404 by design (Lighthouse refuses to audit it), and every other path
 * the Worker renders as it does /404.
 */
export const publicPaths: string[] = indexablePages.map((page) => page.path);

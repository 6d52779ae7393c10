import { pageMeta } from "#app/content/pages.ts";

/**
 * Every public page, from the content module that defines them. /404 is left out:
 * it answers 404 by design (Lighthouse refuses to audit it), and every other path
 * the Worker renders as it does /404.
 */
export const publicPaths: string[] = Object.values(pageMeta)
  .filter((page) => !("noindex" in page && page.noindex))
  .map((page) => page.path);

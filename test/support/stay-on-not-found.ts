import type { BrowserContext } from "playwright-core";
import { pageMeta } from "#app/content/pages.ts";

/**
 * Keeps the context's pages from preparing the next one (a prefetch or prerender would get a page past a held request):
 * the enhancer adds speculation rules only where `HTMLScriptElement.supports("speculationrules")`.
 */
export async function withoutSpeculation(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type) => type !== "speculationrules" && supports(type);
  });
}

/**
 * /404 leaves for the home page after 5 s: a check that must read /404 however slow the machine calls this first. The
 * home page's request is aborted (an aborted navigation commits nothing), and no hover may prefetch it past that.
 */
export async function stayOnNotFound(context: BrowserContext): Promise<void> {
  await withoutSpeculation(context);
  await context.route(
    (url) => url.pathname === pageMeta.home.path,
    (route) => route.abort("aborted"),
  );
}

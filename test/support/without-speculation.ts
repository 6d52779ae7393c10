import type { BrowserContext } from "playwright-core";

/**
 * Keeps the context's pages from preparing the next one: the enhancer adds speculation rules only
 * where `HTMLScriptElement.supports("speculationrules")` (app/enhance/speculation-rules.ts), so
 * saying no there leaves every navigation an ordinary one. For tests that hold a navigation or a
 * page's request: a prefetch or prerender would get the page past the hold.
 */
export async function withoutSpeculation(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type) => type !== "speculationrules" && supports(type);
  });
}

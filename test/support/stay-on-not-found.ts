import type { BrowserContext } from "playwright-core";
import { pageMeta } from "#app/content/pages.ts";
import { withoutSpeculation } from "#test/support/without-speculation.ts";

/**
 * /404 leaves for the home page after 5 s (shell.test.ts proves it). A check that reads /404 as a
 * visitor finds it before then, however long it takes on a busy machine, calls this before the
 * visit: the home page's document request is aborted, and an aborted navigation commits nothing, so
 * the page stays /404. Speculation is off too: hovering a link home would otherwise prefetch the
 * home page, and the prefetch would answer the redirect without a request to abort.
 */
export async function stayOnNotFound(context: BrowserContext): Promise<void> {
  await withoutSpeculation(context);
  await context.route(
    (url) => url.pathname === pageMeta.home.path,
    (route) => route.abort("aborted"),
  );
}

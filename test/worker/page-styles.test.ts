import { describe, expect, it } from "vitest";
import { pageMeta } from "#app/content/pages.ts";
import { locales, localizedPath } from "#app/i18n/locales.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";

/**
 * Each page carries the styles of the blocks it renders, and the home page none of the content
 * pages' blocks (decision 004): every byte of the home page's HTML is on the way to its largest
 * paint, and its document must fit the first round trip.
 */

/**
 * Blocks only content pages render, each with its own stylesheet imported by its component or route,
 * or, for the banner the root's error boundary renders too, linked by its component (decision 004).
 */
const contentBlocks = [
  "page-intro",
  "page-intro__title",
  "subsection-title",
  "split",
  "split__title",
  "split__image",
  "check-list",
  "feature-list",
  "feature-list__item",
  "info-card",
  "info-card__body",
  "gallery-carousel__image",
  "contact-callout",
  "contact-callout__inner",
];

const paths = Object.values(pageMeta)
  .map((page) => page.path)
  .filter((path) => path !== "/404")
  .flatMap((path) => locales.map((locale) => localizedPath(path, locale)));

async function page(path: string): Promise<{ styles: string; classes: Set<string> }> {
  const response = await fetchWorker(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
  const body = html.slice(html.indexOf("<body"));
  const classes = new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  return { styles, classes };
}

/** Whether the styles hold a rule naming the class itself, not only a longer class it begins. */
const hasRuleFor = (styles: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(styles);

describe("each page's styles", () => {
  it.for(paths)("%s carries a rule for each content block it renders", async (path) => {
    const { styles, classes } = await page(path);
    const missing = contentBlocks.filter((name) => classes.has(name) && !hasRuleFor(styles, name));
    expect(missing).toEqual([]);
  });

  it.for(locales.map((locale) => localizedPath(pageMeta.home.path, locale)))(
    "%s carries none of the content pages' blocks",
    async (path) => {
      const { styles } = await page(path);
      expect(contentBlocks.filter((name) => hasRuleFor(styles, name))).toEqual([]);
    },
  );
});

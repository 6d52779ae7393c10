import { consoleChrome } from "#app/content/console.ts";

/** A console page's title; `noindex` is also in the layout's head and in every answer's headers. */
export function consoleMeta(title: string) {
  return [{ title: `${title} — ${consoleChrome.title}` }];
}

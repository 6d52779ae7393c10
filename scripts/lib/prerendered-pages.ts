import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { prerenderedPageRules, withoutNonces } from "#scripts/lib/headers-file.ts";

/** Every HTML file under `dir`: the pages a prerendering build wrote. */
export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFilesUnder(join(dir, entry.name))
      : entry.name.endsWith(".html")
        ? [join(dir, entry.name)]
        : [],
  );
}

/**
 * Makes prerendered pages under `clientDir` fit to serve as static files
 * (docs/decisions/030): removes the build-time nonce from each file, which every
 * visitor would share, and adds to `clientDir/_headers` a policy per page that
 * allows its inline scripts by hash instead.
 */
export async function finishPrerenderedPages(clientDir: string, htmlFiles: string[]): Promise<void> {
  if (htmlFiles.length === 0) return;
  const pages = htmlFiles.map((file) => {
    const html = withoutNonces(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    return {
      path: `/${relative(clientDir, file)
        .replace(/(^|\/)index\.html$/, "")
        .replace(/\.html$/, "")}`,
      html,
    };
  });
  const target = join(clientDir, "_headers");
  writeFileSync(target, `${readFileSync(target, "utf8").trimEnd()}\n${await prerenderedPageRules(pages)}\n`);
}

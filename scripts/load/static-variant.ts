import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { finishPrerenderedPages } from "#scripts/lib/prerendered-pages.ts";

/** The production build's deployable configuration, as found in a copy of it at `dir`. */
interface BuildConfig {
  d1_databases: { migrations_dir?: string }[];
  assets: { directory: string };
}

/** Copies the production build to `dir`, its migrations still found from there. Returns its configuration's path. */
export function copyBuild(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync("build", dir, { recursive: true });
  const configFile = join(dir, "server", "wrangler.json");
  const config = JSON.parse(readFileSync(configFile, "utf8")) as BuildConfig;
  for (const database of config.d1_databases) database.migrations_dir = resolve("migrations");
  writeFileSync(configFile, JSON.stringify(config));
  return configFile;
}

/**
 * A copy of the production build in which each given page is a static HTML
 * file, laid out as React Router's `prerender` option writes them
 * (`<path>/index.html`), so Workers Static Assets answers those pages before the
 * Worker runs. The HTML is the Worker's own render, finished as
 * `scripts/write-headers.ts --prerendered` finishes a prerendering build's pages.
 * Returns the copy's deployable configuration.
 */
export async function writeStaticVariant({
  siteUrl,
  paths,
  dir,
}: {
  siteUrl: string;
  paths: string[];
  dir: string;
}): Promise<string> {
  const pages = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(siteUrl + path, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { path, html: await response.text() };
    }),
  );
  // The build's configuration already drops the trailing slash (wrangler.toml [assets]).
  const configFile = copyBuild(dir);
  const files = pages.map(({ path, html }) => {
    const file = join(dir, "client", path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    return file;
  });
  finishPrerenderedPages(join(dir, "client"), files);
  return configFile;
}

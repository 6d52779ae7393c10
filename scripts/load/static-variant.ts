import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { prerenderedPageRules } from "../../functions/security-headers.ts";

/**
 * A copy of the production build in which each given page is also a static HTML
 * file, laid out as React Router's `prerender` option writes them
 * (`<path>/index.html`), so Workers Static Assets answers those pages before the
 * Worker runs. The HTML is the Worker's own render, minus the request's nonces;
 * `_headers` gives each file a policy naming its inline scripts by hash, as
 * `scripts/write-headers.ts --prerendered` does after a prerendering build.
 * Returns the copy's deployable configuration.
 */
export async function writeStaticVariant({ siteUrl, paths, dir }: { siteUrl: string; paths: string[]; dir: string }): Promise<string> {
  rmSync(dir, { recursive: true, force: true });
  cpSync("build", dir, { recursive: true });

  const pages = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(siteUrl + path, { headers: { accept: "text/html" } });
      if (!response.ok) throw new Error(`${path}\u00a0: ${response.status}`);
      // A static file cannot carry a per-request nonce: its scripts are allowed by hash instead.
      return { path, html: (await response.text()).replaceAll(/ nonce="[^"]*"/g, "") };
    }),
  );
  for (const { path, html } of pages) {
    const file = join(dir, "client", path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  const headersFile = join(dir, "client", "_headers");
  writeFileSync(headersFile, `${readFileSync(headersFile, "utf8").trimEnd()}\n${await prerenderedPageRules(pages)}\n`);

  const configFile = join(dir, "server", "wrangler.json");
  const config = JSON.parse(readFileSync(configFile, "utf8")) as {
    d1_databases: { migrations_dir?: string }[];
    assets: { directory: string; html_handling?: string };
  };
  for (const database of config.d1_databases) database.migrations_dir = resolve("migrations");
  // The default ("auto-trailing-slash") would answer /ingenierie with a redirect to /ingenierie/.
  config.assets.html_handling = "drop-trailing-slash";
  writeFileSync(configFile, JSON.stringify(config));
  return configFile;
}

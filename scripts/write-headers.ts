// Writes the security block of public/_headers from functions/security-headers.ts,
// keeping any other rule in the file. Run after changing the policy:
//   npm run headers
// After a build, `--prerendered` finishes each prerendered page (docs/decisions/030):
// it removes the build-time nonce from the file, which every visitor would share,
// and adds to build/client/_headers a policy that allows the page's inline scripts
// by hash instead (no-op when no page is prerendered).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { headersFileMarkers, prerenderedPageRules, staticHeadersBlock, withoutNonces } from "../functions/security-headers.ts";

if (process.argv.includes("--prerendered")) {
  const clientDir = "build/client";
  const htmlFiles = (function walk(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".html") ? [join(dir, entry.name)] : [],
    );
  })(clientDir);
  if (htmlFiles.length > 0) {
    const pages = htmlFiles.map((file) => {
      const html = withoutNonces(readFileSync(file, "utf8"));
      writeFileSync(file, html);
      return { path: `/${relative(clientDir, file).replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`, html };
    });
    const target = join(clientDir, "_headers");
    writeFileSync(target, `${readFileSync(target, "utf8").trimEnd()}\n${await prerenderedPageRules(pages)}\n`);
  }
  console.log(`build/client/_headers: ${htmlFiles.length} prerendered page(s) given their script hashes`);
} else {
  const path = new URL("../public/_headers", import.meta.url);
  const current = existsSync(path) ? readFileSync(path, "utf8") : "";
  const start = current.indexOf(headersFileMarkers.start);
  const end = current.indexOf(headersFileMarkers.end);
  const block = staticHeadersBlock();
  const next =
    start === -1 || end === -1
      ? `${block}\n${current}`
      : current.slice(0, start) + block + current.slice(end + headersFileMarkers.end.length);
  writeFileSync(path, next.endsWith("\n") ? next : `${next}\n`);
  console.log(`public/_headers: ${next === current ? "already up to date" : "updated"}`);
}

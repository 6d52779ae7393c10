// `npm run headers`: public/_headers' security block from functions/security-policy.ts, other rules kept. After a
// build, `--prerendered` finishes the prerendered pages (decisions 003, 004), indexable on PUBLIC_ORIGIN alone (025).
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { headersFileMarkers, publicOriginRule, staticHeadersBlock } from "#scripts/lib/headers-file.ts";
import { finishPrerenderedPages, htmlFilesUnder } from "#scripts/lib/prerendered-pages.ts";

if (process.argv.includes("--prerendered")) {
  // The editor's page (public/admin/) is no prerendered page: the Worker serves it with its own policy.
  const htmlFiles = htmlFilesUnder("build/client").filter((file) => !file.startsWith("build/client/admin/"));
  finishPrerenderedPages("build/client", htmlFiles);
  console.log(`build/client: ${htmlFiles.length} prerendered page(s) checked, their .data files removed`);
  const built = JSON.parse(readFileSync("build/server/wrangler.json", "utf8")) as { vars: { PUBLIC_ORIGIN: string } };
  appendFileSync("build/client/_headers", `${publicOriginRule(built.vars.PUBLIC_ORIGIN)}\n`);
  console.log(`build/client/_headers: indexable on ${built.vars.PUBLIC_ORIGIN} only`);
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

// Writes the security block of public/_headers from functions/security-headers.ts,
// keeping any other rule in the file. Run after changing the policy:
//   npm run headers
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { headersFileMarkers, staticHeadersBlock } from "../functions/security-headers.ts";

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

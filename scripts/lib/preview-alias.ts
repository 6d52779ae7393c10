import { createHash } from "node:crypto";

/** A preview URL is `<alias>-<worker>.<subdomain>.workers.dev`: alias and name share one DNS label. */
const maxLabelLength = 63;

/** A branch's preview alias by wrangler's rules, cut to fit with a hash of the branch so that two never collide. */
export function previewAlias(branch: string, workerName: string): string {
  let alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  if (!/^[a-z]/.test(alias)) alias = `b-${alias}`.replace(/-$/, "");
  const room = maxLabelLength - workerName.length - 1;
  if (alias.length <= room) return alias;
  const hash = createHash("sha256").update(branch).digest("hex").slice(0, 6);
  return `${alias.slice(0, room - hash.length - 1).replace(/-+$/, "")}-${hash}`;
}

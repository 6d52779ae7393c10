import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The Worker's upload size, as Cloudflare limits it: its modules, gzipped
 * together (the client assets are separate files, outside this limit). The
 * figure matches wrangler's "Total Upload: … / gzip: …" within a few bytes.
 */

const megabyte = 1000 * 1000;

/** The Workers Free plan refuses a Worker above 3 MB gzip (10 MB on a paid plan). */
export const freePlanLimitBytes = 3 * megabyte;

/**
 * Our budget, a third of the free plan's limit (docs/decisions/025): today's Worker
 * is about 270 KB, so a breach means something large was bundled by mistake
 * (a Node-only library, an image inlined), found long before a deploy fails.
 */
export const workerBudgetBytes = 1 * megabyte;

export interface WorkerSize {
  modules: number;
  rawBytes: number;
  gzipBytes: number;
}

/** Measures the modules `wrangler deploy --dry-run --outdir <dir>` wrote (source maps excluded). */
export function measureWorker(outdir: string): WorkerSize {
  const files = readdirSync(outdir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(m?js|wasm)$/.test(file))
    .sort();
  const contents = files.map((file) => readFileSync(join(outdir, file)));
  const all = Buffer.concat(contents);
  return { modules: files.length, rawBytes: all.length, gzipBytes: gzipSync(all).length };
}

/** Decimal kilobytes, as Cloudflare states its limits ("3 MB"): 275.4 KB. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

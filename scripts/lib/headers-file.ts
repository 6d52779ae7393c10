import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { contentSecurityPolicy, securityHeaders } from "#functions/security-policy.ts";

/**
 * Build-time writing of `public/_headers` and of the prerendered pages' rules, from the one policy
 * in functions/security-policy.ts (decision 040). Used by scripts/write-headers.ts and
 * scripts/lib/prerendered-pages.ts; the Worker never loads it.
 */

/** Marks the block of `public/_headers` that scripts/write-headers.ts owns. */
export const headersFileMarkers = {
  start: "# security-headers:start (written by scripts/write-headers.ts from functions/security-policy.ts)",
  end: "# security-headers:end",
} as const;

/**
 * The `/*` rule of `public/_headers`: Workers Static Assets send these headers
 * with every file they serve, which the Worker (and its middleware) never sees.
 * It also says noindex, on every host: the build lifts it for the public origin
 * alone (publicOriginRule). One rule per path: Cloudflare keeps only the last
 * rule of a path, so `/*` must appear once in the file.
 */
export function staticHeadersBlock(): string {
  const headers = { ...securityHeaders(), [noindexHeader.name]: noindexHeader.value };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [headersFileMarkers.start, "/*", ...lines, headersFileMarkers.end].join("\n");
}

/**
 * The rule that lets the public origin be indexed (docs/decisions/067): it removes the noindex
 * of `/*` for requests to that host only, so workers.dev, previews, staging and localhost keep
 * it. Rules apply in file order, so it goes after `/*`. Cloudflare matches absolute rules on
 * https hosts without a port: a PUBLIC_ORIGIN that is not one is refused here, at build time.
 */
export function publicOriginRule(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  if (url.protocol !== "https:" || url.port !== "" || url.origin !== publicOrigin.replace(/\/$/, "")) {
    throw new Error(`PUBLIC_ORIGIN must be an https origin without port or path, not ${publicOrigin}`);
  }
  return [
    "# Only the public origin may be indexed: every other host keeps the noindex of /* (written by the build).",
    `${url.origin}/*`,
    `  ! ${noindexHeader.name}`,
  ].join("\n");
}

/** Inline scripts the browser executes: not external (src) and not data blocks (JSON, JSON-LD). */
const executableInlineScript =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/**
 * 'sha256-…' sources for a prerendered page's inline scripts. A static file
 * cannot carry a fresh nonce, so its policy names each script by its hash.
 */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = await Promise.all(
    [...html.matchAll(executableInlineScript)].map(async ([, body]) => {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
      return `sha256-${btoa(String.fromCharCode(...digest))}`;
    }),
  );
  return [...new Set(hashes)];
}

/**
 * A prerendered page without the nonce its build-time render carried: in a
 * static file every visitor would get the same one, and its policy allows
 * scripts by hash only (the page's starter script copes with an empty nonce).
 */
export function withoutNonces(html: string): string {
  const nonce = /<[a-z]+ [^>]*\bnonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
}

/**
 * `_headers` rules for prerendered pages: each replaces the inherited policy
 * (`! Content-Security-Policy`) with one that allows its own inline scripts.
 * `path` is the page's URL path; both `/page` and `/page/` are covered.
 */
export async function prerenderedPageRules(pages: { path: string; html: string }[]): Promise<string> {
  const rules = await Promise.all(
    pages.map(async ({ path, html }) => {
      const policy = contentSecurityPolicy({ scriptHashes: await inlineScriptHashes(html) });
      const bare = path === "/" ? "/" : path.replace(/\/+$/, "");
      const paths = bare === "/" ? ["/"] : [bare, `${bare}/`];
      return paths
        .map((rulePath) => `${rulePath}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policy}`)
        .join("\n");
    }),
  );
  return rules.join("\n");
}

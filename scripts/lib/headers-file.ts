import { noindexHeader } from "#functions/middleware/robots-tag.ts";
import { securityHeaders } from "#functions/security-policy.ts";

// `public/_headers` from the one policy in functions/security-policy.ts (decision 015), at build time.
/** Marks the block of `public/_headers` that scripts/write-headers.ts owns. */
export const headersFileMarkers = {
  start: "# security-headers:start (written by scripts/write-headers.ts from functions/security-policy.ts)",
  end: "# security-headers:end",
} as const;

/**
 * The `/*` rule of `public/_headers` for every static file (the Worker never sees them): the security headers, and the
 * noindex the build lifts for the public origin alone. Cloudflare keeps a path's last rule: `/*` appears once.
 */
export function staticHeadersBlock(): string {
  const headers = { ...securityHeaders(), [noindexHeader.name]: noindexHeader.value };
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [headersFileMarkers.start, "/*", ...lines, headersFileMarkers.end].join("\n");
}

/**
 * Lifts `/*`'s noindex on the public origin alone (decision 025), after `/*` as rules apply in order. Cloudflare
 * matches absolute rules on https hosts without a port: a PUBLIC_ORIGIN that is not one is refused here, at build time.
 */
export function publicOriginRule(publicOrigin: string): string {
  const url = new URL(publicOrigin);
  if (url.protocol !== "https:" || url.port !== "" || url.origin !== publicOrigin.replace(/\/$/, ""))
    throw new Error(`PUBLIC_ORIGIN must be an https origin without port or path, not ${publicOrigin}`);
  return [
    "# Only the public origin may be indexed: every other host keeps the noindex of /* (written by the build).",
    `${url.origin}/*`,
    `  ! ${noindexHeader.name}`,
  ].join("\n");
}

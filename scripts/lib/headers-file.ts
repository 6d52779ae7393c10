import { securityHeaders } from "#functions/security-policy.ts";

/**
 * Build-time writing of `public/_headers` from the one policy in functions/security-policy.ts
 * (decision 040). Used by scripts/write-headers.ts; the Worker never loads it. Prerendered pages
 * need no rule of their own: they have no inline script (decision 050).
 */

/** Marks the block of `public/_headers` that scripts/write-headers.ts owns. */
export const headersFileMarkers = {
  start: "# security-headers:start (written by scripts/write-headers.ts from functions/security-policy.ts)",
  end: "# security-headers:end",
} as const;

/**
 * The `/*` rule of `public/_headers`: Workers Static Assets send these headers
 * with every file they serve, which the Worker (and its middleware) never sees.
 */
export function staticHeadersBlock(): string {
  const lines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return [headersFileMarkers.start, "/*", ...lines, headersFileMarkers.end].join("\n");
}

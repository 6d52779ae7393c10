import type { Context, MiddlewareHandler } from "hono";

/**
 * The site's HTTP security headers: one source for the Worker's responses
 * (middleware below) and for the static assets (`public/_headers`, written by
 * scripts/write-headers.ts and checked by test/worker/security-headers.test.ts).
 * Kept free of runtime imports so Node scripts can load it as well.
 */

/**
 * The only third-party origin the pages load: the map embed of
 * app/content/company.ts (a test checks the two agree).
 */
export const mapOrigin = "https://www.openstreetmap.org";

interface PolicyOptions {
  /** Per-request nonce, for server-rendered HTML and its inline scripts. */
  nonce?: string;
  /** 'sha256-…' sources, for prerendered HTML whose inline scripts cannot carry a fresh nonce. */
  scriptHashes?: readonly string[];
}

/**
 * Deny by default, then allow only what the site uses. No 'unsafe-inline' and no
 * 'unsafe-eval' anywhere: inline scripts run only with the request's nonce (or
 * their hash), and style attributes in the markup are refused.
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [] }: PolicyOptions = {}): string {
  const inline = [...(nonce ? [`'nonce-${nonce}'`] : []), ...scriptHashes.map((hash) => `'${hash}'`)];
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...inline],
    "style-src": ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    // data: for the small images the bundler inlines.
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "frame-src": [mapOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Powerful features the site never uses, denied to the page and to the map frame.
 * Only names Chromium recognises: it logs an error for unknown ones.
 */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(", ");

/** Every security header, by name, as sent on every response. */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** 128 random bits, base64: unguessable, and fresh for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Sets `headers` on the context's response, overriding what the handler set.
 * Responses from fetch() or the assets binding have immutable headers: those are copied first.
 */
export function overrideResponseHeaders(c: Context, headers: Record<string, string>): void {
  let response = c.res;
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  } catch {
    response = new Response(response.body, response);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  }
  // Clearing first stops Hono from copying the old headers back over ours.
  c.res = undefined;
  c.res = response;
}

export interface NonceVariables {
  cspNonce: string;
}

/**
 * Hono middleware for every Worker response (pages, API, errors, redirects):
 * draws the request's nonce for the page renderer, then stamps the headers on
 * whatever answer comes back. Only HTML gets the nonce in its policy.
 */
export const secureResponses: MiddlewareHandler<{ Variables: NonceVariables }> = async (c, next) => {
  const nonce = createNonce();
  c.set("cspNonce", nonce);
  await next();
  const isHtml = c.res.headers.get("content-type")?.startsWith("text/html") ?? false;
  overrideResponseHeaders(c, securityHeaders(isHtml ? { nonce } : {}));
};

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain-HTTP requests get a permanent redirect to HTTPS before anything else
 * (HSTS only takes over after a first secure visit). Local servers stay on HTTP.
 */
export const redirectToHttps: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  if (url.protocol !== "http:" || loopbackHosts.has(url.hostname)) return next();
  url.protocol = "https:";
  return c.redirect(url.toString(), 301);
};

/** Marks the block of `public/_headers` that scripts/write-headers.ts owns. */
export const headersFileMarkers = {
  start: "# security-headers:start (written by scripts/write-headers.ts from functions/security-headers.ts)",
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

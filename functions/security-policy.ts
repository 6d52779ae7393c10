/**
 * The site's HTTP security headers and content policy: one source for the Worker's responses
 * (functions/middleware/secure-responses.ts) and for the static assets' `public/_headers`
 * (scripts/lib/headers-file.ts, checked by test/worker/http.test.ts).
 * Free of runtime imports so Node scripts can load it as well (decision 015).
 */

/**
 * The only third-party origin the pages load: the map embed of
 * app/content/company.ts (a test checks the two agree).
 */
export const mapOrigin = "https://www.openstreetmap.org";

/**
 * Cloudflare Turnstile's origin: its script, its challenge frame and their calls.
 * Allowed only on the page with the contact form, and only when Turnstile is on
 * (docs/decisions/019).
 */
export const turnstileOrigin = "https://challenges.cloudflare.com";

interface PolicyOptions {
  /** Per-request nonce, for server-rendered HTML and its inline scripts. */
  nonce?: string;
  /** True on the page with the contact form when Turnstile is on. */
  turnstile?: boolean;
  /** `'sha256-…'` sources of a prerendered page's inline stylesheets (docs/decisions/004). */
  styleHashes?: readonly string[];
}

/**
 * Deny by default, then allow only what the site uses. No 'unsafe-inline' and no
 * 'unsafe-eval' anywhere: inline scripts run only with the request's nonce (static
 * pages have none), inline stylesheets with it or with their hash, and style
 * attributes in the markup are refused.
 */
export function contentSecurityPolicy({ nonce, turnstile = false, styleHashes = [] }: PolicyOptions = {}): string {
  const inline = nonce ? [`'nonce-${nonce}'`] : [];
  const challenge = turnstile ? [turnstileOrigin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    // Speculation rules the enhancer adds (app/enhance/speculation-rules.ts): rules, never script.
    "script-src": ["'self'", "'inline-speculation-rules'", ...inline, ...challenge],
    "style-src": ["'self'", ...inline, ...styleHashes],
    // data: for the small images the bundler inlines.
    "img-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...challenge],
    "manifest-src": ["'self'"],
    "frame-src": [mapOrigin, ...challenge],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return policyText(directives);
}

/** A policy's header value from its directives, in the order given. */
export function policyText(directives: Record<string, string[]>): string {
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

const permissionsPolicy = deniedFeatures.map((feature) => `${feature}=()`).join(", ");

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

/** A link to one of the bundler's stylesheets, as React Router's `<Links />` writes it. */
const bundledStylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with each bundled stylesheet it links copied into a `<style>` element, stamped
 * with the request's nonce where there is one (docs/decisions/004): the page paints
 * with its first bytes instead of one more round trip later. A prerendered page has no
 * nonce; the build gives its policy the hash of each `<style>` instead
 * (scripts/lib/prerendered-pages.ts). A link whose text is unknown (development) stays.
 */
export function inlineStylesheets(html: string, stylesheets: Record<string, string>, nonce?: string): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return html.replace(bundledStylesheet, (link, href: string) => {
    const css = stylesheets[href];
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    return `<style${nonceAttribute}>${css}</style>`;
  });
}

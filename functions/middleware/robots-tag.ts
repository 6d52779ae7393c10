import type { MiddlewareHandler } from "hono";
import { overrideResponseHeaders } from "#functions/middleware/secure-responses.ts";

/**
 * Only the public origin may be indexed (docs/decisions/025). Every other host
 * that reaches this Worker (workers.dev, preview versions, staging, localhost)
 * answers with this header, so search engines never list a copy of the site.
 */
export const noindexHeader = { name: "X-Robots-Tag", value: "noindex" } as const;

/** True when the request came to the public origin's host (PUBLIC_ORIGIN, wrangler.toml). */
function isPublicHost(requestUrl: string, publicOrigin: string): boolean {
  return new URL(requestUrl).host === new URL(publicOrigin).host;
}

/**
 * For every Worker answer (pages, API, errors, redirects). Static assets never
 * reach the Worker: the build gives them the same rule in `_headers`
 * (scripts/lib/headers-file.ts).
 */
export const noindexOffPublicOrigin: MiddlewareHandler<{ Bindings: { PUBLIC_ORIGIN: string } }> = async (c, next) => {
  await next();
  if (!isPublicHost(c.req.url, c.env.PUBLIC_ORIGIN)) {
    overrideResponseHeaders(c, { [noindexHeader.name]: noindexHeader.value });
  }
};

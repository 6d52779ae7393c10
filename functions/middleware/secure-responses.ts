import type { Context, MiddlewareHandler } from "hono";
import { securityHeaders } from "#functions/security-policy.ts";

/** 128 random bits, base64: unguessable, and fresh for each response. */
function createNonce(): string {
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
  /** Set by the page handler on the page with the contact form when Turnstile is on. */
  allowTurnstile?: boolean;
  /** Set by the content editor's door (functions/editor/): its own headers, instead of the public pages'. */
  editorHeaders?: Record<string, string>;
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
  overrideResponseHeaders(
    c,
    c.get("editorHeaders") ?? securityHeaders(isHtml ? { nonce, turnstile: c.get("allowTurnstile") === true } : {}),
  );
};

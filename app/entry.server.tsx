import stylesheets from "virtual:client-stylesheets";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonce } from "#app/lib/csp-nonce.ts";
import { inlineStylesheets } from "#app/lib/inline-stylesheets.ts";

/**
 * Renders the whole page before sending it, for visitors and crawlers alike:
 * the document must be complete and in order without JavaScript (decision 004).
 * Nothing suspends today, so waiting costs nothing.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // ServerRouter hands the nonce on to <Links>, <Scripts> and its data script;
  // React puts it on any inline script of its own.
  const nonce = loadContext.get(cspNonce);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    signal: request.signal,
    nonce,
    // Never move a finished Suspense boundary out of place behind a script (React does so past
    // 12.8 KB): the page's content must be in order and visible without JavaScript (decision 004).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell is ready are logged by React Router itself.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  await body.allReady;
  // The page is complete by now: its styles go inline, under this request's nonce (decision 004).
  const html = inlineStylesheets(await new Response(body).text(), stylesheets, nonce);

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { cspNonce } from "~/lib/csp-nonce";

/** Streams the server-rendered page; crawlers get the complete document at once. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // ServerRouter hands the nonce on to <Links>, <Scripts> and its streamed data;
  // React uses it for the scripts that reveal streamed Suspense content.
  const nonce = loadContext.get(cspNonce);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    signal: request.signal,
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell is ready are logged by React Router itself.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

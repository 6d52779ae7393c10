import { data, type RouterContextProvider } from "react-router";
import { type ConsoleService, consoleContext } from "#app/console/console-service.ts";
import { httpRefusals } from "#app/content/refusals.ts";

/**
 * The only way a console loader or action reaches the data. The Worker sets the service after
 * verifying Cloudflare Access, on /console paths only; a path React Router matches but the Worker
 * did not guard (another case, an encoded letter) finds none and gets the same 403 (decision 024).
 */
export function requireConsole(context: Readonly<RouterContextProvider>): ConsoleService {
  const service = context.get(consoleContext);
  if (!service) throw data(httpRefusals[403], { status: 403 });
  return service;
}

/** A positive page number from the query, 1 when absent or malformed. */
export function pageParameter(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

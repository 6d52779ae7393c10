import { data } from "react-router";
import { requireConsole } from "#app/console/require-console.ts";
import { messageFilesCopy } from "#app/content/console-files.ts";
import type { Route } from "./+types/message-file";

/**
 * One file of a message, downloaded (a resource route: no page around it), behind the console's
 * Access guard and recorded in the audit trail (issue 36). Files are numbered from 1 in the address.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const service = requireConsole(context);
  const number = Number(params.number);
  const response = Number.isInteger(number) && number >= 1 ? await service.downloadFile(params.id, number - 1) : null;
  if (!response) throw data(messageFilesCopy.notFound, { status: 404 });
  return response;
}

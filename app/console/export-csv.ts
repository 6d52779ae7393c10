import { redirect } from "react-router";
import { readExportRange } from "#app/console/export-range.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { exportCopy } from "#app/content/console.ts";
import type { Route } from "./+types/export-csv";

/** The CSV itself (a resource route: no page around it), recorded in the audit trail. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const service = requireConsole(context);
  const range = readExportRange(new URL(request.url));
  if (!range) return redirect("/console/export?erreur=1", 303);
  const csv = await service.exportCsv(range);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportCopy.fileName(range.from, range.to)}"`,
    },
  });
}

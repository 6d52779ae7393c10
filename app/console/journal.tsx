import { consoleMeta } from "#app/console/console-meta.ts";
import { DataTable } from "#app/console/data-table.tsx";
import { formatDateTime } from "#app/console/format.ts";
import { Pagination } from "#app/console/pagination.tsx";
import { pageParameter, requireConsole } from "#app/console/require-console.ts";
import { auditActionLabels, auditCopy } from "#app/content/console.ts";
import type { Route } from "./+types/journal";

export const meta: Route.MetaFunction = () => consoleMeta(auditCopy.title);

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = pageParameter(new URL(request.url));
  return { page, ...(await requireConsole(context).auditTrail(page)) };
}

/** The audit trail (issue 23, §8), newest first. */
export default function Journal({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount } = loaderData;
  return (
    <>
      <h1>{auditCopy.title}</h1>
      <p>{auditCopy.intro}</p>
      {entries.length === 0 ? (
        <p>{auditCopy.empty}</p>
      ) : (
        <DataTable
          columns={Object.values(auditCopy.columns)}
          rows={entries.map((entry) => ({
            key: entry.id,
            cells: [formatDateTime(entry.at), entry.actor, auditActionLabels[entry.action], entry.target],
          }))}
        />
      )}
      <Pagination page={page} pageCount={pageCount} query={{}} />
    </>
  );
}

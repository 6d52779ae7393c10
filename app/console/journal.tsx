import { consoleMeta } from "#app/console/console-meta.ts";
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
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{auditCopy.columns.at}</th>
                <th scope="col">{auditCopy.columns.actor}</th>
                <th scope="col">{auditCopy.columns.action}</th>
                <th scope="col">{auditCopy.columns.target}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{entry.actor}</td>
                  <td>{auditActionLabels[entry.action]}</td>
                  <td>{entry.target}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} query={{}} />
    </>
  );
}

import { consoleMeta } from "#app/console/console-meta.ts";
import { DataTable } from "#app/console/data-table.tsx";
import { formatDate, formatDateTime } from "#app/console/format.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { cronJobLabels, healthCopy, incidentLabels } from "#app/content/console.ts";
import { filesIncidentLabels } from "#app/content/console-files.ts";
import type { Route } from "./+types/health";

export const meta: Route.MetaFunction = () => consoleMeta(healthCopy.title);

export async function loader({ context }: Route.LoaderArgs) {
  return requireConsole(context).health();
}

/** What waits, the EmailJS budget, open incidents and the cron's latest runs (issue 23, §6). */
export default function Health({ loaderData }: Route.ComponentProps) {
  const { waiting, held, failed, spam, emailjs, incidents, cron } = loaderData;
  const since = (at: number | null) => (at === null ? "" : ` (${healthCopy.oldest}\u00a0: ${formatDateTime(at)})`);
  return (
    <>
      <h1>{healthCopy.title}</h1>
      <h2>{healthCopy.queueTitle}</h2>
      <dl className="console-fields">
        <div>
          <dt>{healthCopy.waiting}</dt>
          <dd>
            {waiting.count}
            {since(waiting.oldestAt)}
          </dd>
        </div>
        <div>
          <dt>{healthCopy.held}</dt>
          <dd>
            {held.count}
            {since(held.oldestAt)}
          </dd>
        </div>
        <div>
          <dt>{healthCopy.failed}</dt>
          <dd>{failed}</dd>
        </div>
        <div>
          <dt>{healthCopy.spam}</dt>
          <dd>{spam}</dd>
        </div>
      </dl>
      <h2>{healthCopy.budgetTitle}</h2>
      <p>
        {healthCopy.budget(Math.min(emailjs.used, emailjs.quota), emailjs.quota)}, {healthCopy.budgetEnds}{" "}
        {formatDate(emailjs.windowEnd)}.
      </p>
      {emailjs.exhausted ? <p className="console-notice console-notice--error">{healthCopy.budgetSpent}</p> : null}
      <h2>{healthCopy.incidentsTitle}</h2>
      {incidents.length === 0 ? (
        <p>{healthCopy.noIncident}</p>
      ) : (
        <DataTable
          rowHeaders
          columns={Object.values(healthCopy.incidentColumns)}
          rows={incidents.map((incident) => ({
            key: incident.kind,
            cells: [
              incidentLabels[incident.kind] ?? filesIncidentLabels[incident.kind] ?? incident.kind,
              formatDateTime(incident.openedAt),
              incident.alertedAt === null ? healthCopy.alertPending : formatDateTime(incident.alertedAt),
              incident.detail,
            ],
          }))}
        />
      )}
      <h2>{healthCopy.cronTitle}</h2>
      {cron.length === 0 ? (
        <p>{healthCopy.noCron}</p>
      ) : (
        <DataTable
          rowHeaders
          columns={Object.values(healthCopy.cronColumns)}
          rows={cron.map((job) => ({
            key: job.job,
            cells: [
              cronJobLabels[job.job] ?? job.job,
              formatDateTime(job.lastRunAt),
              job.lastOkAt === null ? healthCopy.never : formatDateTime(job.lastOkAt),
              job.lastError ?? "—",
            ],
          }))}
        />
      )}
    </>
  );
}

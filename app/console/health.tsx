import { consoleMeta } from "#app/console/console-meta.ts";
import { formatDate, formatDateTime } from "#app/console/format.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { cronJobLabels, healthCopy, incidentLabels } from "#app/content/console.ts";
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
        {healthCopy.budget(Math.min(emailjs.used, emailjs.quota), emailjs.quota)} {healthCopy.budgetEnds}{" "}
        {formatDate(emailjs.windowEnd)}.
      </p>
      {emailjs.exhausted ? <p className="console-notice console-notice--error">{healthCopy.budgetSpent}</p> : null}
      <h2>{healthCopy.incidentsTitle}</h2>
      {incidents.length === 0 ? (
        <p>{healthCopy.noIncident}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{healthCopy.incidentColumns.kind}</th>
                <th scope="col">{healthCopy.incidentColumns.opened}</th>
                <th scope="col">{healthCopy.incidentColumns.alerted}</th>
                <th scope="col">{healthCopy.incidentColumns.detail}</th>
              </tr>
            </thead>
            <tbody>
              {incidents.map((incident) => (
                <tr key={incident.kind}>
                  <th scope="row">{incidentLabels[incident.kind] ?? incident.kind}</th>
                  <td>{formatDateTime(incident.openedAt)}</td>
                  <td>{incident.alertedAt === null ? healthCopy.alertPending : formatDateTime(incident.alertedAt)}</td>
                  <td>{incident.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{healthCopy.cronTitle}</h2>
      {cron.length === 0 ? (
        <p>{healthCopy.noCron}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{healthCopy.cronColumns.job}</th>
                <th scope="col">{healthCopy.cronColumns.lastRun}</th>
                <th scope="col">{healthCopy.cronColumns.lastOk}</th>
                <th scope="col">{healthCopy.cronColumns.error}</th>
              </tr>
            </thead>
            <tbody>
              {cron.map((job) => (
                <tr key={job.job}>
                  <th scope="row">{cronJobLabels[job.job] ?? job.job}</th>
                  <td>{formatDateTime(job.lastRunAt)}</td>
                  <td>{job.lastOkAt === null ? healthCopy.never : formatDateTime(job.lastOkAt)}</td>
                  <td>{job.lastError ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

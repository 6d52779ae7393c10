import { consoleMeta } from "#app/console/console-meta.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { exportCopy } from "#app/content/console.ts";
import type { Route } from "./+types/export";

export const meta: Route.MetaFunction = () => consoleMeta(exportCopy.title);

/** The last 30 days by default. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireConsole(context);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return { from: monthAgo, to: today, invalid: new URL(request.url).searchParams.has("erreur") };
}

/** A GET form: the file is a download, nothing changes (the audit trail records it). */
export default function Export({ loaderData }: Route.ComponentProps) {
  const { from, to, invalid } = loaderData;
  return (
    <>
      <h1>{exportCopy.title}</h1>
      <p>{exportCopy.intro}</p>
      {invalid ? (
        <p role="alert" className="console-notice console-notice--error">
          {exportCopy.invalid}
        </p>
      ) : null}
      <form method="get" action="/console/export.csv" className="console-form">
        <p>
          <label htmlFor="du">{exportCopy.from}</label>
          <input id="du" name="du" type="date" required defaultValue={from} />
        </p>
        <p>
          <label htmlFor="au">{exportCopy.to}</label>
          <input id="au" name="au" type="date" required defaultValue={to} />
        </p>
        <button type="submit">{exportCopy.submit}</button>
      </form>
    </>
  );
}

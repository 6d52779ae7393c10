import { Fragment } from "react";
import { consoleMeta } from "#app/console/console-meta.ts";
import type { Folder } from "#app/console/console-service.ts";
import { DataTable } from "#app/console/data-table.tsx";
import { formatDateTime } from "#app/console/format.ts";
import { Pagination } from "#app/console/pagination.tsx";
import { pageParameter, requireConsole } from "#app/console/require-console.ts";
import { inboxCopy, spamReasonLabels, statusLabels } from "#app/content/console.ts";
import type { Route } from "./+types/inbox";

/** The longest search the console takes; past it the text is cut, never refused. */
const searchMaxLength = 200;

export const meta: Route.MetaFunction = ({ matches }) => {
  const spam = matches.some((match) => match?.id === "console/spam");
  return consoleMeta(spam ? inboxCopy.spamTitle : inboxCopy.inboxTitle);
};

/** The inbox (/console) and the spam folder (/console/indesirables): newest first, searched, paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const service = requireConsole(context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, searchMaxLength);
  const folder: Folder = url.pathname === "/console/indesirables" ? "spam" : "inbox";
  const page = await service.listMessages({ folder, search, page: pageParameter(url) });
  return { folder, search, ...page };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { folder, search, messages, total, page, pageCount } = loaderData;
  const spam = folder === "spam";
  return (
    <>
      <h1>{spam ? inboxCopy.spamTitle : inboxCopy.inboxTitle}</h1>
      <p>{spam ? inboxCopy.spamIntro : inboxCopy.inboxIntro}</p>
      <search>
        <form method="get" className="console-search">
          <label htmlFor="q">{inboxCopy.searchLabel}</label>
          <input id="q" name="q" type="search" defaultValue={search} maxLength={searchMaxLength} />
          <button type="submit">{inboxCopy.searchButton}</button>
        </form>
      </search>
      {messages.length === 0 ? (
        <p>{inboxCopy.empty}</p>
      ) : (
        <DataTable
          caption={inboxCopy.tableCaption(total)}
          columns={Object.values(inboxCopy.columns)}
          rows={messages.map((message) => ({
            key: message.id,
            cells: [
              formatDateTime(message.createdAt),
              <Fragment key="sender">
                {message.name}
                <br />
                <span className="console-muted">{message.email}</span>
              </Fragment>,
              <a key="text" href={`/console/messages/${encodeURIComponent(message.id)}`}>
                {excerpt(message.message)}
              </a>,
              <Fragment key="status">
                <span className={`console-status console-status--${message.status}`}>
                  {statusLabels[message.status]}
                </span>
                {message.spamReason ? (
                  <span className="console-muted"> ({spamReasonLabels[message.spamReason]})</span>
                ) : null}
              </Fragment>,
              message.attempts,
            ],
          }))}
        />
      )}
      <Pagination page={page} pageCount={pageCount} query={search ? { q: search } : {}} />
    </>
  );
}

/** The start of the text, on one line, for the list; the message page shows it whole. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

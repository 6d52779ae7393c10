import { data, redirect } from "react-router";
import { ConsoleForm } from "#app/console/console-form.tsx";
import { consoleMeta } from "#app/console/console-meta.ts";
import type { ConsoleFile } from "#app/console/console-service.ts";
import { formatDateTime } from "#app/console/format.ts";
import { requireConsole } from "#app/console/require-console.ts";
import { channelLabels, messageCopy, spamReasonLabels, statusLabels } from "#app/content/console.ts";
import { messageFilesCopy } from "#app/content/console-files.ts";
import { localeSettings } from "#app/i18n/locales.ts";
import type { Route } from "./+types/message";

const intents = ["spam", "not-spam", "retry"] as const;
type Intent = (typeof intents)[number];

export const meta: Route.MetaFunction = () => consoleMeta(messageCopy.title);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const service = requireConsole(context);
  const message = await service.getMessage(params.id);
  if (!message) throw data(messageCopy.notFound, { status: 404 });
  const done = new URL(request.url).searchParams.get("fait");
  return { message, done: intents.find((intent) => intent === done) ?? null, refused: done === "non" };
}

/** One action, then back to the message (post, redirect, get: a reload never repeats it). */
export async function action({ context, params, request }: Route.ActionArgs) {
  const service = requireConsole(context);
  const intent = (await request.formData()).get("intent");
  const act: Record<Intent, (id: string) => Promise<boolean>> = {
    spam: service.markSpam,
    "not-spam": service.markNotSpam,
    retry: service.retry,
  };
  const chosen = intents.find((known) => known === intent);
  if (!chosen) throw data(null, { status: 400 });
  const done = await act[chosen](params.id);
  return redirect(`/console/messages/${encodeURIComponent(params.id)}?fait=${done ? chosen : "non"}`, 303);
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const { message, done, refused } = loaderData;
  const { fields } = messageCopy;
  const rows: [string, string][] = [
    [fields.name, message.name],
    [fields.email, message.email],
    [fields.phone, message.phone || messageCopy.none],
    [fields.language, localeSettings[message.locale].frenchName],
    [fields.received, formatDateTime(message.createdAt)],
    [fields.status, statusLabels[message.status]],
    ...(message.spamReason ? [[fields.spamReason, spamReasonLabels[message.spamReason]] as [string, string]] : []),
    [fields.attempts, String(message.attempts)],
    [fields.channel, message.channel ? channelLabels[message.channel] : messageCopy.none],
    [fields.sentAt, message.sentAt ? formatDateTime(message.sentAt) : messageCopy.none],
    [fields.lastError, message.lastError ?? messageCopy.none],
  ];
  const back = message.status === "spam" ? "/console/indesirables" : "/console";
  return (
    <>
      <p>
        <a href={back}>{messageCopy.back}</a>
      </p>
      <h1>{messageCopy.title}</h1>
      {done ? (
        <p role="status" className="console-notice">
          {messageCopy.done[done]}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="console-notice console-notice--error">
          {messageCopy.refused}
        </p>
      ) : null}
      <dl className="console-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{fields.message}</h2>
      {/* Text, never markup: React escapes it; CSS keeps the visitor's line breaks. */}
      <p className="console-message-text">{message.message}</p>
      {message.files.length > 0 ? <MessageFiles id={message.id} files={message.files} /> : null}
      <h2>{messageCopy.actions}</h2>
      <div className="console-actions">
        {message.status === "spam" ? (
          <ActionButton intent="not-spam" label={messageCopy.markNotSpam} />
        ) : message.status !== "sending" ? (
          <ActionButton intent="spam" label={messageCopy.markSpam} />
        ) : null}
        {message.status === "failed" || message.status === "held" ? (
          <ActionButton intent="retry" label={messageCopy.retry} />
        ) : null}
      </div>
    </>
  );
}

/** The message's files: each received one a download (attachment, never shown in the browser). */
function MessageFiles({ id, files }: { id: string; files: ConsoleFile[] }) {
  return (
    <>
      <h2>{messageFilesCopy.title}</h2>
      <p>{messageFilesCopy.intro}</p>
      <ul className="console-files">
        {files.map((file) => (
          <li key={file.position}>
            {file.status === "stored" ? (
              <a
                href={`/console/messages/${encodeURIComponent(id)}/fichiers/${file.position + 1}`}
                download={file.name}
                aria-label={messageFilesCopy.download(file.name)}
              >
                <bdi>{file.name}</bdi>
              </a>
            ) : (
              <bdi>{file.name}</bdi>
            )}{" "}
            ({messageFilesCopy.size(file.size)}, {messageFilesCopy.statuses[file.status]})
          </li>
        ))}
      </ul>
    </>
  );
}

function ActionButton({ intent, label }: { intent: Intent; label: string }) {
  return (
    <ConsoleForm>
      <button type="submit" name="intent" value={intent}>
        {label}
      </button>
    </ConsoleForm>
  );
}

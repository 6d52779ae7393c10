import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { ContactErrorSummary } from "#app/components/contact-error-summary.tsx";
import { ContactFallback, type ReachUs } from "#app/components/contact-fallback.tsx";
import { faCircleCheck, faCircleExclamation } from "#app/components/contact-icons.ts";
import { ContactPopup, type PopupContent } from "#app/components/contact-popup.tsx";
import { Icon } from "#app/components/icon.tsx";
import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";
import type { Locale } from "#app/i18n/locales.ts";
import {
  type ContactErrors,
  type ContactField,
  contactFields,
  contactLimits,
  honeypotField,
  idempotencyField,
  turnstileField,
} from "#app/lib/contact-fields.ts";
import { acceptedExtensions, type FileProblem, filesField, selectionProblem } from "#app/lib/contact-files.ts";
import type { ContactFormState } from "#app/lib/contact-submission.ts";
import { uploadWithProgress } from "#app/lib/upload-with-progress.ts";
import { useTurnstile } from "#app/lib/use-turnstile.ts";

type Values = Record<ContactField, string>;
const emptyValues: Values = { name: "", email: "", numTele: "", msg: "" };
/** Longer than EmailJS's own bound on the server side: the API answers once the message is stored. */
const requestTimeoutMs = 20_000;
/** An upload of 20 MB on a slow line (1 Mbit/s takes under 3 minutes): a limit for a dead connection only. */
const uploadTimeoutMs = 10 * 60_000;
/** How long a send waits for Turnstile's token (usually there long before); after that it goes without. */
const tokenWaitMs = 8_000;

const honeypotId = `contact-${honeypotField}`;
/** What can be in error, in the form's order: the four text fields, then the files. */
type ErrorField = ContactField | "files";
const errorFields: readonly ErrorField[] = [...contactFields, "files"];
const fieldIds: Record<ErrorField, string> = {
  name: "contact-name",
  email: "contact-email",
  numTele: "contact-phone",
  msg: "contact-message",
  files: "contact-files",
};
const filesHintId = "contact-files-hint";

/** The refusal of a selection, in the copy's words. */
function problemText(files: ContactFormCopy["files"], problem: FileProblem): string {
  switch (problem.kind) {
    case "type":
      return files.errors.type(problem.name);
    case "empty":
      return files.errors.empty(problem.name);
    case "count":
      return files.errors.count(problem.count);
    case "total":
      return files.errors.total(problem.bytes);
  }
}

/** What the API answers (functions/api/contact.ts). */
interface Answer {
  ok?: boolean;
  warning?: string;
  errors?: ContactErrors;
  error?: string;
}

function parseAnswer(text: string): Answer {
  try {
    return JSON.parse(text) as Answer;
  } catch {
    return {};
  }
}

/**
 * What the form starts from, the same on the server and in the browser, where the
 * island reads it back from the page (app/components/contact-form-island.tsx): plain
 * data, so it travels as JSON.
 */
export interface ContactFormProps {
  /** The no-JavaScript post's answer, when this page is that answer. */
  outcome?: ContactFormState;
  /** Turnstile's public site key when the spam shield is on (decision 019). */
  turnstileSiteKey: string | null;
  /** This fill's key, drawn by the server for this page: one fill is stored and sent once. */
  idempotencyKey: string;
  /** The page's language: the copy the island loads, and the language the API answers in (decision 018). */
  locale: Locale;
  /**
   * The language's path prefix ("" in French, "/en"), for the form's own links; passed rather than
   * looked up, so that the island carries no table of languages.
   */
  pathPrefix: string;
  /** The company's phone and e-mail, offered with every failure. */
  reach: ReachUs;
}

/**
 * The shared zod schema, fetched when the visitor first focuses the form rather
 * than with the page: it is not needed to paint or hydrate (decision 017).
 */
const loadValidation = () => import("#app/lib/contact-schema.ts");

/**
 * The contact form (spec §3–§5), the page's one React island. Its server-rendered
 * markup is a plain POST to the home page's action, which renders the outcome;
 * once awake in the browser (app/enhance/contact-form-wake.ts) it validates with the
 * shared schema, posts JSON to /api/contact and answers with a modal popup.
 */
export function ContactForm({
  outcome,
  turnstileSiteKey,
  idempotencyKey: firstKey,
  locale,
  pathPrefix,
  reach,
  copy,
  onAwake,
}: ContactFormProps & {
  /** The page's language's copy: the server's, or the one the island loaded alone (app/islands/). */
  copy: ContactFormCopy;
  /** Browser only: called once React has taken the form over. */
  onAwake?: () => void;
}) {
  const successPopup: PopupContent = { tone: "success", text: copy.success.text };
  const failurePopup = (text: string = copy.failure.text): PopupContent => ({
    tone: "failure",
    title: copy.failure.title,
    text,
  });
  const turnstile = useTurnstile(turnstileSiteKey);
  // Without JavaScript, a refused post comes back with what the visitor typed: nothing is lost. The
  // fields are uncontrolled: React never writes their values, so nothing typed before or while the
  // island wakes can be overwritten; the form's data is read when it is sent (decision 018).
  const typed: Values = outcome && outcome.status !== "sent" ? { ...emptyValues, ...outcome.values } : emptyValues;
  const [errors, setErrors] = useState<ContactErrors>(() => (outcome?.status === "invalid" ? outcome.errors : {}));
  // The page's answer to a no-JavaScript post stays until the island handles a submit of its own.
  const [notice, setNotice] = useState(outcome);
  const [sending, setSending] = useState(false);
  const [popup, setPopup] = useState<PopupContent | null>(null);
  // The files chosen, the input's own list kept in step (so a plain post, should it come to that, sends these).
  const [chosen, setChosen] = useState<File[]>([]);
  // The upload's share sent, 0 to 1, while files go; null otherwise.
  const [progress, setProgress] = useState<number | null>(null);
  // One key per form fill: a double submit or a retry of the same fill is stored and sent once.
  const [idempotencyKey, setIdempotencyKey] = useState(firstKey);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const filesRef = useRef<HTMLInputElement>(null);
  // Set at once, unlike `sending`: a second click while the schema loads must not post twice.
  const submitting = useRef(false);

  // A field focused before the island woke gets what a focus gets. Once, when React takes the form over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mount only, whatever the handlers' identity.
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) startOnTheForm();
    // Files chosen before the island woke are the selection it starts from.
    const picked = Array.from(filesRef.current?.files ?? []);
    if (picked.length > 0) select(picked);
    onAwake?.();
  }, []);

  function startOnTheForm() {
    void loadValidation().catch(() => {});
    turnstile.start();
  }

  function showErrors(found: ContactErrors) {
    setErrors(found);
    const first = errorFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
  }

  /** Makes `files` the selection, in the input too, and says at once what is wrong with it, if anything. */
  function select(files: File[]) {
    const input = filesRef.current;
    if (input) {
      const list = new DataTransfer();
      for (const file of files) list.items.add(file);
      input.files = list.files;
    }
    setChosen(files);
    const problem = selectionProblem(files);
    setErrors(({ files: _previous, ...rest }) =>
      problem ? { ...rest, files: problemText(copy.files, problem) } : rest,
    );
  }

  /** A new pick adds to what was chosen (the browser's own input would replace it); the same file twice counts once. */
  function handleFilesChange(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    const known = new Set(chosen.map((file) => `${file.name}:${file.size}:${file.lastModified}`));
    select([...chosen, ...picked.filter((file) => !known.has(`${file.name}:${file.size}:${file.lastModified}`))]);
  }

  function removeFile(index: number) {
    select(chosen.filter((_, position) => position !== index));
    filesRef.current?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    // The message under a field goes once the visitor corrects it.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setNotice(undefined);
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(contactFields.map((field) => [field, String(data.get(field) ?? "")])) as Values;
    try {
      await submit(form, values, data);
    } finally {
      submitting.current = false;
    }
  }

  async function submit(form: HTMLFormElement, values: Values, data: FormData) {
    // Should the schema fail to load (a flaky network), the API still validates and answers field by field.
    const validation = await loadValidation().then(
      ({ validateContact }) => validateContact(values, { errors: copy.errors, malformed: copy.refusals.malformed }),
      () => undefined,
    );
    const problem = selectionProblem(chosen);
    const found: ContactErrors = {
      ...(validation && !validation.ok ? validation.errors : {}),
      ...(problem ? { files: problemText(copy.files, problem) } : {}),
    };
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setSending(true);
    try {
      const token = await turnstile.token(tokenWaitMs);
      // The page's language, for refusals sent before the body is read (decision 018).
      const headers = { Accept: "application/json", "Content-Language": locale };
      let status: number;
      let answer: Answer;
      if (chosen.length > 0) {
        // With files: the form's own data, multipart, its upload's progress shown (issue 36).
        data.set("locale", locale);
        if (token) data.set(turnstileField, token);
        setProgress(0);
        const response = await uploadWithProgress("/api/contact", data, {
          headers,
          timeoutMs: uploadTimeoutMs,
          onProgress: setProgress,
        });
        status = response.status;
        answer = parseAnswer(response.text);
      } else {
        const response = await fetch("/api/contact", {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify({
            ...values,
            locale,
            [honeypotField]: data.get(honeypotField) ?? "",
            [idempotencyField]: idempotencyKey,
            ...(token ? { [turnstileField]: token } : {}),
          }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        status = response.status;
        answer = parseAnswer(await response.text().catch(() => ""));
      }
      // Siteverify has seen the token, whatever the answer: the next send needs a fresh one.
      if (token) turnstile.reset();
      if (status >= 200 && status < 300 && answer.ok) {
        for (const field of contactFields) (form.elements.namedItem(field) as HTMLInputElement).value = "";
        select([]);
        setIdempotencyKey(crypto.randomUUID());
        // Stored, but not its files: said as a warning, with the company's e-mail to send them to.
        setPopup(answer.warning ? { tone: "failure", title: copy.success.text, text: answer.warning } : successPopup);
      } else if ((status === 400 || status === 413) && answer.errors && Object.keys(answer.errors).length > 0) {
        showErrors(answer.errors);
      } else {
        setPopup(failurePopup(answer.error));
      }
    } catch {
      setPopup(failurePopup());
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        encType="multipart/form-data"
        action={`${pathPrefix || "/"}?index`}
        noValidate
        aria-busy={sending}
        aria-labelledby="contact-form-title"
        onSubmit={handleSubmit}
        onFocus={startOnTheForm}
      >
        <h3 id="contact-form-title" className="contact-form__title">
          {copy.title}
        </h3>

        {notice?.status === "invalid" && (
          <ContactErrorSummary
            title={copy.errorSummary.title}
            errors={errorFields.flatMap((field) => {
              const message = notice.errors[field];
              return message ? [{ fieldId: fieldIds[field], message }] : [];
            })}
          />
        )}
        {notice && notice.status !== "invalid" && (
          // Without JavaScript the outcome comes back with the page, shown here. The post's address
          // has no fragment, so the browser gives this box focus (`autofocus`) and scrolls to it.
          // biome-ignore lint/a11y/noAutofocus: the page is the answer to the visitor's post; focus goes to that answer.
          <div className="contact-form__outcome" tabIndex={-1} autoFocus>
            <div
              className={`contact-form__notice contact-form__notice--${notice.status}`}
              role={notice.status === "sent" ? "status" : "alert"}
            >
              <Icon icon={notice.status === "sent" ? faCircleCheck : faCircleExclamation} />
              {notice.status === "sent" && notice.filesNotReceived ? (
                <div>
                  <p>{copy.success.text}</p>
                  <p>{copy.files.notReceived}</p>
                  <ContactFallback copy={copy} reach={reach} />
                </div>
              ) : notice.status === "sent" ? (
                <p>{copy.success.text}</p>
              ) : (
                <div>
                  <p>{copy.failure.notice(notice.message)}</p>
                  <ContactFallback copy={copy} reach={reach} />
                </div>
              )}
            </div>
          </div>
        )}

        {contactFields.map((field) => {
          const id = fieldIds[field];
          const error = errors[field];
          const common = {
            id,
            name: field,
            defaultValue: typed[field],
            onChange: handleChange,
            placeholder: copy.fields[field].placeholder,
            // What is typed sets its own direction: an address in Latin on an Arabic page, Arabic on a French one.
            dir: "auto",
            maxLength: contactLimits[field],
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-error` : undefined,
          };
          return (
            <div key={field} className="contact-form__field">
              <label className="visually-hidden" htmlFor={id}>
                {copy.fields[field].label}
              </label>
              {field === "msg" ? (
                <textarea {...common} rows={6} />
              ) : (
                <input {...common} type={field === "email" ? "email" : "text"} autoComplete={autoComplete[field]} />
              )}
              {error && (
                <p id={`${id}-error`} className="contact-form__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}

        <div className="contact-form__field contact-form__files">
          <label className="contact-form__label" htmlFor={fieldIds.files}>
            {copy.files.label}
          </label>
          <p id={filesHintId} className="contact-form__hint">
            {copy.files.hint}
          </p>
          <input
            ref={filesRef}
            id={fieldIds.files}
            name={filesField}
            type="file"
            multiple
            accept={acceptedExtensions}
            onChange={handleFilesChange}
            disabled={sending}
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={errors.files ? `${filesHintId} ${fieldIds.files}-error` : filesHintId}
          />
          {chosen.length > 0 && (
            <ul className="contact-form__file-list" aria-label={copy.files.chosen}>
              {chosen.map((file, index) => (
                <li key={`${file.name}:${file.size}:${file.lastModified}`} className="contact-form__file">
                  {/* The span takes the page's direction, the name inside it its own. */}
                  <span className="contact-form__file-name">
                    <bdi>{file.name}</bdi>
                  </span>
                  <span className="contact-form__file-size">{copy.files.size(file.size)}</span>
                  <button
                    type="button"
                    className="contact-form__file-remove"
                    aria-label={copy.files.removeLabel(file.name)}
                    disabled={sending}
                    onClick={() => removeFile(index)}
                  >
                    {copy.files.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {progress !== null && (
            <p className="contact-form__upload">
              <span id="contact-files-upload">{copy.files.progress(Math.round(progress * 100))}</span>
              <progress
                className="contact-form__progress"
                max={100}
                value={Math.round(progress * 100)}
                aria-labelledby="contact-files-upload"
              />
            </p>
          )}
          {errors.files && (
            <p id={`${fieldIds.files}-error`} className="contact-form__error">
              {errors.files}
            </p>
          )}
        </div>

        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={honeypotId}>{copy.honeypotLabel}</label>
          <input id={honeypotId} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name={idempotencyField} value={idempotencyKey} />

        {/* Turnstile's widget, rendered on the first focus; it only shows when a visitor must act. */}
        {turnstileSiteKey && <div ref={turnstile.containerRef} className="contact-form__challenge" />}

        <button ref={submitRef} className="contact-form__submit" type="submit" disabled={sending}>
          {sending ? (
            <>
              <span className="contact-form__spinner" aria-hidden="true" />
              <span className="visually-hidden">{copy.sending}</span>
            </>
          ) : (
            copy.submit
          )}
        </button>
        <p className="contact-form__privacy">
          {copy.privacy.text} <a href={`${pathPrefix}${copy.privacy.link.to}`}>{copy.privacy.link.label}</a>
        </p>
      </form>
      <ContactPopup
        reach={reach}
        content={popup}
        copy={copy}
        onClose={() => {
          setPopup(null);
          submitRef.current?.focus();
        }}
      />
    </>
  );
}

const autoComplete: Record<Exclude<ContactField, "msg">, string> = { name: "name", email: "email", numTele: "tel" };

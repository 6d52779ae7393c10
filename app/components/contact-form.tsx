import { faCircleCheck, faCircleExclamation } from "@fortawesome/free-solid-svg-icons";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { ContactFallback } from "#app/components/contact-fallback.tsx";
import { ContactPopup, type PopupContent } from "#app/components/contact-popup.tsx";
import { Icon } from "#app/components/icon.tsx";
import { contactFormCopy as copy } from "#app/content/contact-form.ts";
import {
  type ContactErrors,
  type ContactField,
  contactFields,
  contactLimits,
  honeypotField,
  idempotencyField,
  turnstileField,
} from "#app/lib/contact-fields.ts";
import type { ContactFormSettings, ContactFormState } from "#app/lib/contact-submission.ts";
import { useTurnstile } from "#app/lib/use-turnstile.ts";
import "#app/styles/contact-form.css";

type Values = Record<ContactField, string>;
const emptyValues: Values = { name: "", email: "", numTele: "", msg: "" };
/** Longer than EmailJS's own bound on the server side: the API answers once the message is stored. */
const requestTimeoutMs = 20_000;
/** How long a send waits for Turnstile's token (usually there long before); after that it goes without. */
const tokenWaitMs = 8_000;

const honeypotId = `contact-${honeypotField}`;
const fieldIds: Record<ContactField, string> = {
  name: "contact-name",
  email: "contact-email",
  numTele: "contact-phone",
  msg: "contact-message",
};

/**
 * The shared zod schema, fetched when the visitor first focuses the form rather
 * than with the page: it is not needed to paint or hydrate (decision 043).
 */
const loadValidation = () => import("#app/lib/contact-schema.ts");

const successPopup: PopupContent = { tone: "success", text: copy.success.text };
const failurePopup = (text: string = copy.failure.text): PopupContent => ({
  tone: "failure",
  title: copy.failure.title,
  text,
});

/**
 * The contact form (spec §3–§5). With JavaScript it validates with the shared
 * schema, posts JSON to /api/contact and answers with a modal popup; without,
 * it is a plain POST to the home page's action, which renders the outcome.
 */
export function ContactForm() {
  const actionData = useActionData() as ContactFormState | undefined;
  const settings = useLoaderData() as ContactFormSettings | undefined;
  const turnstile = useTurnstile(settings?.turnstileSiteKey ?? null);
  // Without JavaScript, a refused post comes back with what the visitor typed: nothing is lost.
  const [values, setValues] = useState<Values>(() =>
    actionData && actionData.status !== "sent" ? { ...emptyValues, ...actionData.values } : emptyValues,
  );
  const [errors, setErrors] = useState<ContactErrors>(() =>
    actionData?.status === "invalid" ? actionData.errors : {},
  );
  const [sending, setSending] = useState(false);
  const [popup, setPopup] = useState<PopupContent | null>(null);
  // One key per form fill: a double submit or a retry of the same fill is stored and sent once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Set at once, unlike `sending`: a second click while the schema loads must not post twice.
  const submitting = useRef(false);

  function showErrors(found: ContactErrors) {
    setErrors(found);
    const first = contactFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${fieldIds[first]}`)?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // The message under a field goes once the visitor corrects it.
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submit(new FormData(event.currentTarget).get(honeypotField) ?? "");
    } finally {
      submitting.current = false;
    }
  }

  async function submit(honeypot: FormDataEntryValue) {
    // Should the schema fail to load (a flaky network), the API still validates and answers field by field.
    const validation = await loadValidation().then(
      ({ validateContact }) => validateContact(values),
      () => undefined,
    );
    if (validation && !validation.ok) return showErrors(validation.errors);
    setErrors({});
    setSending(true);
    try {
      const token = await turnstile.token(tokenWaitMs);
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          [honeypotField]: honeypot,
          [idempotencyField]: idempotencyKey,
          ...(token ? { [turnstileField]: token } : {}),
        }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      // Siteverify has seen the token, whatever the answer: the next send needs a fresh one.
      if (token) turnstile.reset();
      const answer = (await response.json().catch(() => ({}))) as {
        ok?: boolean;
        errors?: ContactErrors;
        error?: string;
      };
      if (response.ok && answer.ok) {
        setValues(emptyValues);
        setIdempotencyKey(crypto.randomUUID());
        setPopup(successPopup);
      } else if (response.status === 400 && answer.errors && Object.keys(answer.errors).length > 0) {
        showErrors(answer.errors);
      } else {
        setPopup(failurePopup(answer.error));
      }
    } catch {
      setPopup(failurePopup());
    } finally {
      setSending(false);
    }
  }

  const notice = actionData && actionData.status !== "invalid" ? actionData : undefined;

  return (
    <>
      <form
        ref={formRef}
        className="contact-form"
        method="post"
        action="/?index#contact"
        noValidate
        aria-busy={sending}
        aria-labelledby="contact-form-title"
        onSubmit={handleSubmit}
        onFocus={() => {
          void loadValidation().catch(() => {});
          turnstile.start();
        }}
      >
        <h3 id="contact-form-title" className="contact-form__title">
          {copy.title}
        </h3>

        {notice && (
          // Without JavaScript the outcome comes back with the page, shown here.
          <div
            className={`contact-form__notice contact-form__notice--${notice.status}`}
            role={notice.status === "sent" ? "status" : "alert"}
          >
            <Icon icon={notice.status === "sent" ? faCircleCheck : faCircleExclamation} />
            {notice.status === "sent" ? (
              <p>{copy.success.text}</p>
            ) : (
              <div>
                <p>{copy.failure.notice(notice.message)}</p>
                <ContactFallback />
              </div>
            )}
          </div>
        )}

        {contactFields.map((field) => {
          const id = fieldIds[field];
          const error = errors[field];
          const common = {
            id,
            name: field,
            value: values[field],
            onChange: handleChange,
            placeholder: copy.fields[field].placeholder,
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

        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={honeypotId}>{copy.honeypotLabel}</label>
          <input id={honeypotId} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {/* Differs between server and browser render by design: each render starts a new fill. */}
        <input type="hidden" name={idempotencyField} value={idempotencyKey} suppressHydrationWarning />

        {/* Turnstile's widget, rendered on the first focus; it only shows when a visitor must act. */}
        {settings?.turnstileSiteKey && <div ref={turnstile.containerRef} className="contact-form__challenge" />}

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
          {copy.privacy.text} <a href={copy.privacy.link.to}>{copy.privacy.link.label}</a>
        </p>
      </form>
      <ContactPopup
        content={popup}
        onClose={() => {
          setPopup(null);
          submitRef.current?.focus();
        }}
      />
    </>
  );
}

const autoComplete: Record<Exclude<ContactField, "msg">, string> = { name: "name", email: "email", numTele: "tel" };

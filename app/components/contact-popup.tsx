import { useEffect, useRef } from "react";
import { ContactFallback, type ReachUs } from "#app/components/contact-fallback.tsx";
import { faCircleCheck, faCircleExclamation } from "#app/components/contact-icons.ts";
import { Icon } from "#app/components/icon.tsx";
import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";
import { wrapFocus } from "#app/lib/focus-wrap.ts";

export interface PopupContent {
  tone: "success" | "failure";
  title?: string;
  text: string;
}

/**
 * The contact form's outcome as a native modal <dialog>: focus is trapped inside,
 * Escape and the button close it, and focus goes back where the form wants it.
 */
export function ContactPopup({
  content,
  copy,
  reach,
  onClose,
}: {
  content: PopupContent | null;
  copy: ContactFormCopy;
  reach: ReachUs;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (content && !dialog.open) dialog.showModal();
    if (!content && dialog.open) dialog.close();
  }, [content]);

  return (
    <dialog
      onKeyDown={wrapFocus}
      ref={dialogRef}
      className={`contact-popup contact-popup--${content?.tone ?? "success"}`}
      aria-labelledby="contact-popup-title"
      aria-describedby={
        content?.tone === "failure"
          ? "contact-popup-text contact-popup-fallback"
          : content?.title
            ? "contact-popup-text"
            : undefined
      }
      onClose={onClose}
      // A click on the backdrop (the dialog element itself, outside its box) closes it too.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      {content && (
        <div className="contact-popup__box">
          <Icon
            className="contact-popup__icon"
            icon={content.tone === "success" ? faCircleCheck : faCircleExclamation}
          />
          {content.title ? (
            <>
              <h2 id="contact-popup-title" className="contact-popup__title">
                {content.title}
              </h2>
              <p id="contact-popup-text" className="contact-popup__text">
                {content.text}
              </p>
            </>
          ) : (
            <p id="contact-popup-title" className="contact-popup__text">
              {content.text}
            </p>
          )}
          {content.tone === "failure" && (
            <ContactFallback
              copy={copy}
              reach={reach}
              id="contact-popup-fallback"
              className="contact-popup__fallback"
            />
          )}
          {/* biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus to its one action (APG dialog pattern). */}
          <button type="button" className="contact-popup__close" autoFocus onClick={() => dialogRef.current?.close()}>
            {copy.close}
          </button>
        </div>
      )}
    </dialog>
  );
}

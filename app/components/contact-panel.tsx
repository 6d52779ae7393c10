import { faEnvelope, faLocationDot, faPhone, faXmark } from "@fortawesome/free-solid-svg-icons";
import { forwardRef } from "react";
import { Icon } from "#app/components/icon.tsx";
import { socialIcons } from "#app/components/social-icons.ts";
import { Wordmark } from "#app/components/wordmark.tsx";
import { company, formatAddress } from "#app/content/company.ts";
import { wrapFocus } from "#app/lib/focus-wrap.ts";

/**
 * The contact-info side panel. A native modal <dialog>: the browser makes the
 * page behind it inert, closes it on Escape and returns focus to the button
 * that opened it; wrapFocus keeps Tab cycling inside it.
 */
export const ContactPanel = forwardRef<HTMLDialogElement, { onClose: () => void }>(function ContactPanel(
  { onClose },
  ref,
) {
  return (
    <dialog
      ref={ref}
      id="contact-panel"
      className="contact-panel"
      aria-labelledby="contact-panel-title"
      onClose={onClose}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="contact-panel__content">
        <div className="contact-panel__top">
          <Wordmark />
          <button
            type="button"
            className="icon-button"
            aria-label="Fermer le panneau de contact"
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            <Icon icon={faXmark} />
          </button>
        </div>
        <h2 id="contact-panel-title" className="contact-panel__title">
          Nous joindre
        </h2>
        <p className="contact-panel__tagline">{company.tagline}</p>
        <ul className="contact-panel__list">
          <li>
            <Icon icon={faPhone} />
            <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
          </li>
          <li>
            <Icon icon={faEnvelope} />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            <Icon icon={faLocationDot} />
            <address>{formatAddress()}</address>
          </li>
        </ul>
        <ul className="social-links" aria-label="Réseaux sociaux">
          {company.social.map((link) => (
            <li key={link.network}>
              {link.href ? (
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${link.label} (nouvel onglet)`}
                >
                  <Icon icon={socialIcons[link.network]} />
                </a>
              ) : (
                // No page yet on this network (spec §2): shown, but not a dead link.
                <span aria-label={`${link.label} (bientôt disponible)`} role="img" className="social-links__inactive">
                  <Icon icon={socialIcons[link.network]} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
});

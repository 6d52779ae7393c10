import { faXmark } from "@fortawesome/free-solid-svg-icons";
import { useEffect, useRef } from "react";
import { ContactDetails } from "#app/components/contact-details.tsx";
import { Icon } from "#app/components/icon.tsx";
import { socialIcons } from "#app/components/social-icons.ts";
import { Wordmark } from "#app/components/wordmark.tsx";
import { company } from "#app/content/company.ts";
import { contactPanelCopy as copy } from "#app/content/site-chrome.ts";
import { initModal } from "#app/enhance/modal.ts";

export const contactPanelId = "contact-panel";

/**
 * The contact-details side panel: a native modal <dialog>. The header's button
 * opens it (`command="show-modal"`); the browser makes the page behind it
 * inert, closes it on Escape or a click on the backdrop (`closedby="any"`) and
 * returns focus to that button; the close button submits a `method="dialog"`
 * form. app/enhance/modal.ts fills in for browsers without invoker commands.
 */
export function ContactPanel() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current) initModal(dialog.current);
  }, []);

  return (
    <dialog
      ref={dialog}
      id={contactPanelId}
      className="contact-panel"
      aria-labelledby="contact-panel-title"
      closedby="any"
      data-module="modal"
    >
      <div className="contact-panel__content">
        <div className="contact-panel__top">
          <Wordmark />
          <form method="dialog">
            <button type="submit" className="icon-button" aria-label={copy.close}>
              <Icon icon={faXmark} />
            </button>
          </form>
        </div>
        <h2 id="contact-panel-title" className="contact-panel__title">
          {copy.title}
        </h2>
        <p className="contact-panel__tagline">{company.tagline}</p>
        <ContactDetails variant="panel" />
        <ul className="social-links" aria-label={copy.socialLinksLabel}>
          {company.social.map((link) => (
            <li key={link.network}>
              {link.href ? (
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${link.label} (${copy.newTab})`}
                >
                  <Icon icon={socialIcons[link.network]} />
                </a>
              ) : (
                // No page yet on this network (spec §2): shown, but not a dead link.
                <span aria-label={`${link.label} (${copy.comingSoon})`} role="img" className="social-links__inactive">
                  <Icon icon={socialIcons[link.network]} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}

import { faXmark } from "@fortawesome/free-solid-svg-icons";
import { ContactDetails } from "#app/components/contact-details.tsx";
import { Icon } from "#app/components/icon.tsx";
import { SocialIcon } from "#app/components/social-icons.tsx";
import { Wordmark } from "#app/components/wordmark.tsx";
import { companyContent, siteChromeContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";

export const contactPanelId = "contact-panel";

/**
 * The contact-details side panel: a native modal <dialog>. The header's button
 * opens it (`command="show-modal"`); the browser makes the page behind it
 * inert, closes it on Escape or a click on the backdrop (`closedby="any"`) and
 * returns focus to that button; the close button sends `command="close"`.
 * A browser without invoker commands (WebKit today) ignores `commandfor` and
 * follows the same buttons' `popovertarget`: there the panel opens as a popover,
 * which also closes on Escape or a click outside and returns focus, with or
 * without JavaScript. app/enhance/modal.ts adds the rest (decision 003).
 */
export function ContactPanel() {
  const { company } = useContent(companyContent);
  const copy = useContent(siteChromeContent).contactPanelCopy;
  return (
    <dialog
      id={contactPanelId}
      className="contact-panel"
      aria-labelledby="contact-panel-title"
      closedby="any"
      popover="auto"
      data-module="modal"
    >
      <div className="contact-panel__content">
        <div className="contact-panel__top">
          <Wordmark />
          <button
            type="button"
            className="icon-button"
            aria-label={copy.close}
            // biome-ignore lint/a11y/noAutofocus: opening a dialog moves focus into it, modal or popover alike (APG dialog pattern).
            autoFocus
            commandfor={contactPanelId}
            command="close"
            popoverTarget={contactPanelId}
            popoverTargetAction="hide"
          >
            <Icon icon={faXmark} />
          </button>
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
                // Named by text inside the link, not by aria-label over a silent image: both axe and
                // HTML_CodeSniffer (H30.2) accept it.
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  <SocialIcon network={link.network} />
                  <span className="visually-hidden">{`${link.label} (${copy.newTab})`}</span>
                </a>
              ) : (
                // No page yet on this network (spec §2): shown, but not a dead link.
                <span aria-label={`${link.label} (${copy.comingSoon})`} role="img" className="social-links__inactive">
                  <SocialIcon network={link.network} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}

import { LocalizedLink } from "#app/components/localized-link.tsx";
import { callToActionContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import "#app/styles/contact-callout.css";

/** Closes a service page with a way to reach us: the contact section of the home page. */
export function ContactCallout() {
  const { contactCallout } = useContent(callToActionContent);
  return (
    <aside className="contact-callout" aria-label={contactCallout.label}>
      <div className="container">
        <div className="contact-callout__inner">
          <p className="contact-callout__text">{contactCallout.text}</p>
          <LocalizedLink href={contactCallout.to} className="button">
            {contactCallout.label}
          </LocalizedLink>
        </div>
      </div>
    </aside>
  );
}

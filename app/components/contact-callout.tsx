import { contactCallout } from "#app/content/call-to-action.ts";

/** Closes a service page with a way to reach us: the contact section of the home page. */
export function ContactCallout() {
  return (
    <aside className="contact-callout" aria-label={contactCallout.label}>
      <div className="container">
        <div className="contact-callout__inner">
          <p className="contact-callout__text">{contactCallout.text}</p>
          <a href={contactCallout.to} className="button">
            {contactCallout.label}
          </a>
        </div>
      </div>
    </aside>
  );
}

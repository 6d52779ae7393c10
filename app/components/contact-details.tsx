import { faComment, faEnvelope, faLocationDot, faPhone } from "@fortawesome/free-solid-svg-icons";
import { Icon } from "#app/components/icon.tsx";
import { formatAddressIn } from "#app/i18n/address.ts";
import { companyContent, contactSectionCopyContent } from "#app/i18n/content.ts";
import { useContent, useLocale } from "#app/i18n/use-locale.ts";

/**
 * A conversation with the company on WhatsApp, its greeting already typed in the page's language:
 * a plain link to wa.me, no script and nothing fetched from WhatsApp until it is followed.
 */
function whatsappLink({ number, greeting }: { number: string; greeting: string }): string {
  // Letters stay as they are (a URL may hold them; the browser encodes them when the link is
  // followed): percent-encoded, an Arabic greeting would weigh three times as much in the page.
  const text = greeting.replace(/[\s%&#+]/g, (character) => encodeURIComponent(character));
  return `https://wa.me/${number.replace(/^\+/, "")}?text=${text}`;
}

interface ContactDetailsProps {
  /** Where the block sits: its look, and whether each detail has a visible heading. */
  variant: "panel" | "footer" | "section";
}

/**
 * The company's phone, e-mail, WhatsApp and postal address, as links where they can be
 * (tel:, mailto:, wa.me): the one rendering of app/content/company.ts used by the
 * contact panel, the footer and the home page's contact section.
 */
export function ContactDetails({ variant }: ContactDetailsProps) {
  const locale = useLocale();
  const { company } = useContent(companyContent);
  const { info } = useContent(contactSectionCopyContent).contactSection;
  const details = [
    {
      key: "phone",
      icon: faPhone,
      label: info.phone,
      value: (
        <a href={`tel:${company.phone.e164}`}>
          <bdi dir="ltr">{company.phone.display}</bdi>
        </a>
      ),
    },
    {
      key: "email",
      icon: faEnvelope,
      label: info.email,
      value: (
        <a href={`mailto:${company.email}`}>
          <bdi dir="ltr">{company.email}</bdi>
        </a>
      ),
    },
    {
      key: "whatsapp",
      // A speech bubble, not WhatsApp's logo: the link says WhatsApp, and the logo's drawing would
      // cost the home page's first round trip about 500 bytes (decision 004).
      icon: faComment,
      label: info.whatsapp,
      value: <a href={whatsappLink(company.whatsapp)}>{info.whatsappLink}</a>,
    },
    { key: "address", icon: faLocationDot, label: info.address, value: <address>{formatAddressIn(locale)}</address> },
  ];
  return (
    <ul className={`contact-details contact-details--${variant}`}>
      {details.map((detail) => (
        <li key={detail.key} className="contact-details__item">
          <Icon icon={detail.icon} className="contact-details__icon" />
          {/* Only the contact section names each detail: elsewhere the icon and the value say enough. */}
          {variant === "section" ? <h3 className="contact-details__label">{detail.label}</h3> : null}
          {detail.value}
        </li>
      ))}
    </ul>
  );
}

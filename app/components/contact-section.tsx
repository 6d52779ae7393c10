import { faEnvelope, faLocationDot, faPhone } from "@fortawesome/free-solid-svg-icons";
import { ContactForm } from "#app/components/contact-form.tsx";
import { Icon } from "#app/components/icon.tsx";
import { LazyMap } from "#app/components/lazy-map.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { company, formatAddress } from "#app/content/company.ts";
import { contactSection } from "#app/content/contact-section.ts";
import "#app/styles/contact-section.css";

/** 'Contactez-nous' (spec §2): the form, the access map and three info blocks. */
export function ContactSection() {
  const { info } = contactSection;
  return (
    <PageSection id={contactSection.id} title={contactSection.title} intro={contactSection.intro} alt>
      <div className="contact-section__grid">
        <div className="contact-section__form">
          <ContactForm />
        </div>
        <LazyMap />
      </div>
      <ul className="contact-info">
        <li className="contact-info__item">
          <Icon icon={faPhone} className="contact-info__icon" />
          <h3 className="contact-info__label">{info.phone}</h3>
          <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
        </li>
        <li className="contact-info__item">
          <Icon icon={faEnvelope} className="contact-info__icon" />
          <h3 className="contact-info__label">{info.email}</h3>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li className="contact-info__item">
          <Icon icon={faLocationDot} className="contact-info__icon" />
          <h3 className="contact-info__label">{info.address}</h3>
          <address>{formatAddress()}</address>
        </li>
      </ul>
    </PageSection>
  );
}

import { ContactDetails } from "#app/components/contact-details.tsx";
import { ContactFormIsland } from "#app/components/contact-form-island.tsx";
import { LazyMap } from "#app/components/lazy-map.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { contactSectionCopyContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import "#app/styles/contact-form.css";
import "#app/styles/contact-section.css";

/** 'Contactez-nous' (spec §2): the form, the access map and the company's contact details. */
export function ContactSection() {
  const { contactSection } = useContent(contactSectionCopyContent);
  return (
    <PageSection id={contactSection.id} title={contactSection.title} intro={contactSection.intro} alt>
      <div className="contact-section__grid">
        <ContactFormIsland />
        <LazyMap />
      </div>
      <ContactDetails variant="section" />
    </PageSection>
  );
}

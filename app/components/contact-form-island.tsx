import { useActionData, useLoaderData } from "react-router";
import { ContactForm, type ContactFormProps } from "#app/components/contact-form.tsx";
import { company } from "#app/content/company.ts";
import { contactFormCopyContent } from "#app/i18n/content.ts";
import { localeSettings } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import type { ContactFormSettings, ContactFormState } from "#app/lib/contact-submission.ts";

/**
 * The contact form as the page's one React island (decision 018). The server renders
 * it whole, a working HTML form, and writes the props it was rendered with on its
 * container; app/enhance/contact-form-wake.ts wakes it when the visitor comes near, and
 * app/islands/hydrate-contact-form.tsx hydrates this container alone with the same props,
 * without React Router in the browser.
 */
export function ContactFormIsland() {
  const outcome = useActionData() as ContactFormState | undefined;
  const { turnstileSiteKey } = useLoaderData() as ContactFormSettings;
  // Drawn per request: the page is rendered for this visitor alone and never cached (decision 004).
  const locale = useLocale();
  const props: ContactFormProps = {
    outcome,
    turnstileSiteKey,
    idempotencyKey: crypto.randomUUID(),
    locale,
    pathPrefix: localeSettings[locale].prefix,
    reach: { phone: company.phone, email: company.email },
  };
  return (
    <div className="contact-section__form" data-module="contact-form" data-props={JSON.stringify(props)}>
      <ContactForm {...props} copy={contactFormCopyContent[locale].contactFormCopy} />
    </div>
  );
}

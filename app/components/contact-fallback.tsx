import { company } from "#app/content/company.ts";
import { contactFormCopy as copy } from "#app/content/contact-form-copy.ts";

/**
 * The other ways to reach the company, shown with every failure of the form (the
 * no-JavaScript notice and the popup): a visitor the form cannot serve right now
 * still has somewhere to go.
 */
export function ContactFallback({ className, id }: { className?: string; id?: string }) {
  return (
    <p className={className} id={id}>
      {copy.fallback.call} <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a> {copy.fallback.write}{" "}
      <a href={`mailto:${company.email}`}>{company.email}</a>.
    </p>
  );
}

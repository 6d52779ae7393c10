import type { ContactFormCopy } from "#app/content/contact-form-copy.ts";

/**
 * The other ways to reach the company, shown with every failure of the form (the
 * no-JavaScript notice and the popup): a visitor the form cannot serve right now
 * still has somewhere to go.
 */
/** The company's phone and e-mail, handed down by the server (the island then carries no content data). */
export interface ReachUs {
  phone: { display: string; e164: string };
  email: string;
}

export function ContactFallback({
  copy,
  reach: company,
  className,
  id,
}: {
  copy: ContactFormCopy;
  reach: ReachUs;
  className?: string;
  id?: string;
}) {
  // The number and the address read left to right in every language, isolated from the sentence around them.
  return (
    <p className={className} id={id}>
      {copy.fallback.call}{" "}
      <a href={`tel:${company.phone.e164}`}>
        <bdi dir="ltr">{company.phone.display}</bdi>
      </a>{" "}
      {copy.fallback.write}{" "}
      <a href={`mailto:${company.email}`}>
        <bdi dir="ltr">{company.email}</bdi>
      </a>
      .
    </p>
  );
}

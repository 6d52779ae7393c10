import { faEnvelope, faLocationDot, faPhone } from "@fortawesome/free-solid-svg-icons";
import { ContactForm } from "~/components/contact-form";
import { Icon } from "~/components/icon";
import { PageIntro } from "~/components/page-intro";
import { company, formatAddress } from "~/content/company";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => metaFor("home");

// The contact form's no-JavaScript path posts here.
export { contactAction as action } from "~/lib/contact-action.server";

export default function HomePage() {
  return (
    <>
      <PageIntro eyebrow={company.tagline} title={company.name} intro={pageMeta.home.description} />
      <section id="contact" className="container" aria-labelledby="contact-title">
        <h2 id="contact-title">Contactez-nous</h2>
        <ContactForm />
        <ul>
          <li>
            <Icon icon={faPhone} /> <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
          </li>
          <li>
            <Icon icon={faEnvelope} /> <a href={`mailto:${company.email}`}>{company.email}</a>
          </li>
          <li>
            <Icon icon={faLocationDot} /> <address>{formatAddress()}</address>
          </li>
        </ul>
      </section>
    </>
  );
}

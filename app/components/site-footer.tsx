import { Link } from "react-router";
import { Wordmark } from "#app/components/wordmark.tsx";
import { company, formatAddress } from "#app/content/company.ts";
import { contactLink, mainNavigation, pageLink } from "#app/content/navigation.ts";
import { useCurrentYear } from "#app/lib/use-current-year.ts";

const legalLink = pageLink("mentionsLegales");

/** `renderedYear` comes from the root loader; the error page, which may have no loader data, uses today's. */
export function SiteFooter({ renderedYear }: { renderedYear?: number }) {
  const year = useCurrentYear(renderedYear ?? new Date().getFullYear());
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Wordmark />
          <p>{company.tagline}</p>
          <p className="site-footer__contact">
            <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <br />
            {formatAddress()}
          </p>
        </div>
        <nav aria-label="Plan du site" className="site-footer__nav">
          <ul>
            {[...mainNavigation, contactLink].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-row">
          <p>
            © <Wordmark /> <span suppressHydrationWarning>{year}</span>
          </p>
          <p>
            <Link to={legalLink.to}>{legalLink.label}</Link> · <span>Tous droits réservés</span>
          </p>
        </div>
      </div>
    </footer>
  );
}

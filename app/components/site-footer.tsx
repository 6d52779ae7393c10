import { ContactDetails } from "#app/components/contact-details.tsx";
import { Wordmark } from "#app/components/wordmark.tsx";
import { company } from "#app/content/company.ts";
import { contactLink, mainNavigation, pageLink } from "#app/content/navigation.ts";
import { footerCopy } from "#app/content/site-chrome.ts";

const legalLink = pageLink("mentionsLegales");

/**
 * `renderedYear` is the year the HTML was rendered in (root loader); the
 * visitor's clock corrects it (app/enhance/current-year.ts). The error page,
 * which may have no loader data, uses today's.
 */
export function SiteFooter({ renderedYear }: { renderedYear?: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Wordmark />
          <p>{company.tagline}</p>
          <ContactDetails variant="footer" />
        </div>
        <nav aria-label={footerCopy.siteMapLabel} className="site-footer__nav">
          <ul>
            {[...mainNavigation, contactLink].map((link) => (
              <li key={link.to}>
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-row">
          <p>
            © <Wordmark /> <span data-module="current-year">{renderedYear ?? new Date().getFullYear()}</span>
          </p>
          <p>
            <a href={legalLink.to}>{legalLink.label}</a> · <span>{footerCopy.rightsReserved}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}

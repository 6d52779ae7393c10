import { ContactDetails } from "#app/components/contact-details.tsx";
import { Wordmark } from "#app/components/wordmark.tsx";
import { companyContent, siteChromeContent } from "#app/i18n/content.ts";
import { contactLinkIn, mainNavigationIn, pageLinkIn } from "#app/i18n/links.ts";
import { useContent, useLocale } from "#app/i18n/use-locale.ts";

/**
 * `renderedYear` is the year the HTML was rendered in (root loader); the
 * visitor's clock corrects it (app/enhance/current-year.ts). The error page,
 * which may have no loader data, uses today's.
 */
export function SiteFooter({ renderedYear }: { renderedYear?: number }) {
  const locale = useLocale();
  const { company } = useContent(companyContent);
  const { footerCopy } = useContent(siteChromeContent);
  const legalLink = pageLinkIn("mentionsLegales", locale);
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
            {[...mainNavigationIn(locale), contactLinkIn(locale)].map((link) => (
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

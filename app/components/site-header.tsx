import { faBars, faCircleInfo, faXmark } from "@fortawesome/free-solid-svg-icons";
import { useLocation } from "react-router";
import { ContactPanel, contactPanelId } from "#app/components/contact-panel.tsx";
import { Icon } from "#app/components/icon.tsx";
import { LanguageSwitcher } from "#app/components/language-switcher.tsx";
import { Wordmark } from "#app/components/wordmark.tsx";
import type { NavigationLink } from "#app/content/navigation.ts";
import { companyContent, siteChromeContent } from "#app/i18n/content.ts";
import { contactLinkIn, mainNavigationIn } from "#app/i18n/links.ts";
import { localizedPath } from "#app/i18n/locales.ts";
import { useContent, useLocale } from "#app/i18n/use-locale.ts";

const menuId = "main-navigation";

/** The menu link of the page on show; only "/" must match exactly, others stay current on their sub-pages. */
function isCurrent(link: NavigationLink, pathname: string): boolean {
  return link.end ? pathname === link.to : pathname === link.to || pathname.startsWith(`${link.to}/`);
}

/**
 * The header: logo, menu and the contact-details button. Both controls are
 * native HTML and work before any script, or without one (docs/decisions/003):
 * below 1280 px the menu is a popover opened by its `popovertarget` button; the
 * contact panel is a modal <dialog> its button opens with `command="show-modal"`
 * (a popover where a browser lacks invoker commands: see ContactPanel).
 * Links are plain document navigations.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const { company } = useContent(companyContent);
  const { headerCopy } = useContent(siteChromeContent);
  const contactLink = contactLinkIn(locale);

  return (
    <header className="site-header">
      <LanguageSwitcher variant="bar" />
      <div className="site-header__bar container">
        <a
          href={localizedPath("/", locale)}
          className="site-header__logo"
          aria-label={`${company.name}, ${headerCopy.homeLinkSuffix}`}
        >
          <Wordmark />
        </a>
        {/* The menu button comes right before the links it reveals, so Tab goes from one to the other. */}
        <nav className="main-nav" aria-label={headerCopy.navigationLabel} data-module="menu">
          <button
            type="button"
            className="icon-button site-header__menu"
            aria-label={headerCopy.openMenu}
            // The menu's enhancer names the button after the menu's state, in the page's language (app/enhance/menu.ts).
            data-open-label={headerCopy.openMenu}
            data-close-label={headerCopy.closeMenu}
            popoverTarget={menuId}
          >
            <Icon icon={faBars} className="site-header__menu-open" />
            <Icon icon={faXmark} className="site-header__menu-close" />
          </button>
          <ul id={menuId} className="main-nav__list" popover="auto">
            {mainNavigationIn(locale).map((link) => (
              <li key={link.to}>
                <a
                  aria-current={isCurrent(link, pathname) ? "page" : undefined}
                  href={link.to}
                  className="main-nav__link"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href={contactLink.to} className="main-nav__link main-nav__link--contact">
                {contactLink.label}
              </a>
            </li>
            <li className="main-nav__languages">
              <LanguageSwitcher variant="menu" />
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-button site-header__info"
            aria-label={headerCopy.contactButton}
            aria-haspopup="dialog"
            aria-controls={contactPanelId}
            commandfor={contactPanelId}
            command="show-modal"
            popoverTarget={contactPanelId}
          >
            <Icon icon={faCircleInfo} />
          </button>
        </div>
      </div>
      <ContactPanel />
    </header>
  );
}

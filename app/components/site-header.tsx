import { faBars, faCircleInfo, faXmark } from "@fortawesome/free-solid-svg-icons";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ContactPanel } from "#app/components/contact-panel.tsx";
import { Icon } from "#app/components/icon.tsx";
import { Wordmark } from "#app/components/wordmark.tsx";
import { company } from "#app/content/company.ts";
import { contactLink, mainNavigation } from "#app/content/navigation.ts";

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  // Any navigation, including a click on one of the menu's links, closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value the effect reads.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  function togglePanel() {
    const dialog = panel.current;
    if (!dialog) return;
    if (dialog.open) dialog.close();
    else {
      dialog.showModal();
      setPanelOpen(true);
    }
  }

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to="/" className="site-header__logo" aria-label={`${company.name}, accueil`}>
          <Wordmark />
        </Link>
        {/* The menu button comes right before the links it reveals, so Tab goes from one to the other. */}
        <nav className="main-nav" aria-label="Navigation principale">
          <button
            ref={menuButton}
            type="button"
            className="icon-button site-header__menu"
            aria-label={menuOpen ? "Fermer le menu" : "Ouvrir le menu"}
            aria-expanded={menuOpen}
            aria-controls="main-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? faXmark : faBars} />
          </button>
          <ul id="main-navigation" className="main-nav__list" data-open={menuOpen}>
            {mainNavigation.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="main-nav__link" onClick={() => setMenuOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <Link
                to={contactLink.to}
                className="main-nav__link main-nav__link--contact"
                onClick={() => setMenuOpen(false)}
              >
                {contactLink.label}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="site-header__actions">
          <button
            type="button"
            className="icon-button site-header__info"
            aria-label="Coordonnées de contact"
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            aria-controls="contact-panel"
            onClick={togglePanel}
          >
            <Icon icon={faCircleInfo} />
          </button>
        </div>
      </div>
      <ContactPanel ref={panel} onClose={() => setPanelOpen(false)} />
    </header>
  );
}

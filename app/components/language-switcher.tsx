import { useLocation } from "react-router";
import { languageCopy } from "#app/i18n/language-copy.ts";
import { alternates, frenchPath, localeFromPath, localeSettings } from "#app/i18n/locales.ts";

/**
 * Plain links to the page on show in every language (issue 22, decision 013), each named in its
 * own language and marked with it (`lang`, `hreflang`), the current one `aria-current`. Links, not
 * a form or a script: it works without JavaScript and never guesses from the browser's language.
 * The header shows it in a row of its own on wide screens, the mobile menu at its foot.
 */
export function LanguageSwitcher({ variant }: { variant: "bar" | "menu" }) {
  const { pathname } = useLocation();
  const current = localeFromPath(pathname);
  return (
    <nav className={`language-switcher language-switcher--${variant}`} aria-label={languageCopy[current].switcherLabel}>
      <ul className="language-switcher__list">
        {alternates(frenchPath(pathname)).map(({ locale, path }) => {
          const { lang, name } = localeSettings[locale];
          return (
            <li key={locale}>
              <a
                className="language-switcher__link"
                href={path}
                lang={lang}
                hrefLang={lang}
                aria-current={locale === current ? "true" : undefined}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

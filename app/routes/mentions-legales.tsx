import { LegalBlocks } from "#app/components/legal-blocks.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { legalNoticeContent, pagesContent } from "#app/i18n/content.ts";
import { authoritativeNotice } from "#app/i18n/language-copy.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import "#app/styles/sections.css";
import "#app/styles/legal.css";
import type { Route } from "./+types/mentions-legales";

export const meta: Route.MetaFunction = ({ location }) => metaFor("mentionsLegales", localeFromPath(location.pathname));

export default function LegalNoticePage() {
  const locale = useLocale();
  const { legalNotice } = legalNoticeContent[locale];
  const page = pagesContent[locale].pageMeta.mentionsLegales;
  return (
    <>
      <PageIntro title={page.title} intro={page.description} />
      <div className="container">
        {locale === "fr" ? null : (
          // A translation informs; the French text is the one that binds (issue 22).
          <p className="legal__authoritative">
            {authoritativeNotice[locale].before}
            <a href={pageMeta.mentionsLegales.path} hrefLang="fr">
              {authoritativeNotice[locale].link}
            </a>
            {authoritativeNotice[locale].after}
          </p>
        )}
        <div className="legal">
          <nav className="legal__toc" aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className="legal__toc-title">
              {legalNotice.tocTitle}
            </h2>
            <ol>
              {legalNotice.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {legalNotice.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="legal__section"
              aria-labelledby={`${section.id}-titre`}
            >
              <h2 id={`${section.id}-titre`} className="page-section__title">
                {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} />
              {section.parts?.map((part) => (
                <div key={part.title} className="legal__part">
                  <h3 className="legal__part-title">{part.title}</h3>
                  <LegalBlocks blocks={part.blocks} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

import { ContactCallout } from "#app/components/contact-callout.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { InfoCard } from "#app/components/info-card.tsx";
import { ClientsCarousel } from "#app/components/logo-carousels.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { pagesContent, realisationContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/realisation";

export const meta: Route.MetaFunction = ({ location }) => metaFor("realisation", localeFromPath(location.pathname));

export default function ProjectsPage() {
  const { projectCategories } = useContent(realisationContent);
  const { pageMeta } = useContent(pagesContent);
  return (
    <>
      <PageIntro title={pageMeta.realisation.title} intro={pageMeta.realisation.description} />
      {projectCategories.map((category, categoryIndex) => (
        <PageSection key={category.key} id={category.key} title={category.title} alt={categoryIndex % 2 === 1}>
          <ul className="card-grid card-grid--three">
            {category.projects.map((project, projectIndex) => (
              <li key={project.key}>
                <InfoCard
                  title={project.title}
                  text={project.description}
                  image={project.image}
                  sizes={imageSizes.cardsThree}
                  // The page's largest paint on a phone: never lazy.
                  eager={categoryIndex === 0 && projectIndex === 0}
                />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <ClientsCarousel />
      <ContactCallout />
    </>
  );
}

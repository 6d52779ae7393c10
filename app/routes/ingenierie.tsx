import { ContactCallout } from "#app/components/contact-callout.tsx";
import { FeatureList } from "#app/components/feature-list.tsx";
import { GalleryCarousel } from "#app/components/gallery-carousel.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { ingenierieContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/ingenierie";
import "#app/styles/split.css";

export const meta: Route.MetaFunction = ({ location }) => metaFor("ingenierie", localeFromPath(location.pathname));

export default function EngineeringPage() {
  const { engineeringPage } = useContent(ingenierieContent);
  const { pageMeta } = useContent(pagesContent);
  const { studies, projectManagement } = engineeringPage;
  return (
    <>
      <PageIntro title={pageMeta.ingenierie.title} intro={pageMeta.ingenierie.description} />
      <PageSection title={studies.title} intro={studies.text}>
        <div className="split">
          <div>
            <h3 className="split__title">{studies.servicesTitle}</h3>
            <ul className="check-list">
              {studies.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </div>
          <GalleryCarousel label={studies.galleryLabel} pictures={studies.gallery} sizes={imageSizes.split} />
        </div>
      </PageSection>
      <PageSection title={projectManagement.title} intro={projectManagement.text} alt>
        <h3 className="subsection-title">{projectManagement.teamsTitle}</h3>
        <FeatureList items={projectManagement.teams} headingLevel={4} />
        <h3 className="subsection-title">{projectManagement.toolsTitle}</h3>
        <FeatureList items={projectManagement.tools} headingLevel={4} />
      </PageSection>
      <ContactCallout />
    </>
  );
}

import { ContactCallout } from "~/components/contact-callout";
import { FeatureList } from "~/components/feature-list";
import { GalleryCarousel } from "~/components/gallery-carousel";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { engineeringPage } from "~/content/ingenierie";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/ingenierie";

export const meta: Route.MetaFunction = () => metaFor("ingenierie");

export default function EngineeringPage() {
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
          <GalleryCarousel label={studies.galleryLabel} pictures={studies.gallery} />
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

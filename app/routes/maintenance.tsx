import { ContactCallout } from "~/components/contact-callout";
import { ContentImage } from "~/components/content-image";
import { FeatureList } from "~/components/feature-list";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { maintenancePage } from "~/content/maintenance";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/maintenance";

export const meta: Route.MetaFunction = () => metaFor("maintenance");

export default function MaintenancePage() {
  const { complex } = maintenancePage;
  return (
    <>
      <PageIntro title={pageMeta.maintenance.title} intro={pageMeta.maintenance.description} />
      <PageSection title={complex.title} intro={complex.text}>
        <div className="split">
          <div>
            <h3 className="split__title">{complex.capabilitiesTitle}</h3>
            <FeatureList items={complex.capabilities} headingLevel={4} />
          </div>
          <ContentImage picture={complex.image} className="split__image" />
        </div>
        <h3 className="subsection-title">{complex.modesTitle}</h3>
        <FeatureList items={complex.modes} headingLevel={4} />
      </PageSection>
      <ContactCallout />
    </>
  );
}

import { ContactCallout } from "#app/components/contact-callout.tsx";
import { ContentImage } from "#app/components/content-image.tsx";
import { FeatureList } from "#app/components/feature-list.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { maintenanceContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/maintenance";
import "#app/styles/split.css";

export const meta: Route.MetaFunction = ({ location }) => metaFor("maintenance", localeFromPath(location.pathname));

export default function MaintenancePage() {
  const { maintenancePage } = useContent(maintenanceContent);
  const { pageMeta } = useContent(pagesContent);
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
          <ContentImage picture={complex.image} sizes={imageSizes.split} className="split__image" />
        </div>
        <h3 className="subsection-title">{complex.modesTitle}</h3>
        <FeatureList items={complex.modes} headingLevel={4} />
      </PageSection>
      <ContactCallout />
    </>
  );
}

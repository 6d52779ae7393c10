import { ContactCallout } from "~/components/contact-callout";
import { FeatureList } from "~/components/feature-list";
import { GalleryCarousel } from "~/components/gallery-carousel";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { assemblyPage } from "~/content/montage";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/montage";

export const meta: Route.MetaFunction = () => metaFor("montage");

export default function AssemblyPage() {
  const { workshop, assembly } = assemblyPage;
  return (
    <>
      <PageIntro title={pageMeta.montage.title} intro={pageMeta.montage.description} />
      <PageSection title={workshop.title} intro={workshop.text}>
        <div className="split">
          <div>
            <h3 className="split__title">{workshop.equipmentTitle}</h3>
            <FeatureList items={workshop.equipment} headingLevel={4} />
          </div>
          <GalleryCarousel label={workshop.galleryLabel} pictures={workshop.gallery} />
        </div>
      </PageSection>
      <PageSection title={assembly.title} intro={assembly.text} alt>
        <div className="split split--reverse">
          <div>
            <h3 className="split__title">{assembly.stepsTitle}</h3>
            <FeatureList items={assembly.steps} headingLevel={4} />
          </div>
          <GalleryCarousel label={assembly.galleryLabel} pictures={assembly.gallery} />
        </div>
      </PageSection>
      <ContactCallout />
    </>
  );
}

import { ContactCallout } from "#app/components/contact-callout.tsx";
import { FeatureList } from "#app/components/feature-list.tsx";
import { GalleryCarousel } from "#app/components/gallery-carousel.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { montageContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/montage";
import "#app/styles/split.css";

export const meta: Route.MetaFunction = ({ location }) => metaFor("montage", localeFromPath(location.pathname));

export default function AssemblyPage() {
  const { assemblyPage } = useContent(montageContent);
  const { pageMeta } = useContent(pagesContent);
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
          <GalleryCarousel label={workshop.galleryLabel} pictures={workshop.gallery} sizes={imageSizes.split} />
        </div>
      </PageSection>
      <PageSection title={assembly.title} intro={assembly.text} alt>
        <div className="split split--reverse">
          <div>
            <h3 className="split__title">{assembly.stepsTitle}</h3>
            <FeatureList items={assembly.steps} headingLevel={4} />
          </div>
          <GalleryCarousel label={assembly.galleryLabel} pictures={assembly.gallery} sizes={imageSizes.split} />
        </div>
      </PageSection>
      <ContactCallout />
    </>
  );
}

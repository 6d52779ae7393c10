import { ContactCallout } from "#app/components/contact-callout.tsx";
import { GalleryCarousel } from "#app/components/gallery-carousel.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { InfoCard } from "#app/components/info-card.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { formationContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/formation";
import "#app/styles/catalogue.css";

export const meta: Route.MetaFunction = ({ location }) => metaFor("formation", localeFromPath(location.pathname));

export default function TrainingPage() {
  const { trainingPage } = useContent(formationContent);
  const { pageMeta } = useContent(pagesContent);
  return (
    <>
      <PageIntro title={pageMeta.formation.title} intro={pageMeta.formation.description} />
      <PageSection title={trainingPage.introTitle}>
        {trainingPage.intro.map((paragraph) => (
          <p key={paragraph} className="page-section__intro">
            {paragraph}
          </p>
        ))}
      </PageSection>
      {trainingPage.galleries.map((gallery, index) => (
        <PageSection key={gallery.key} title={gallery.title} intro={gallery.text} alt={index % 2 === 0}>
          <GalleryCarousel label={gallery.title} pictures={gallery.pictures} sizes={imageSizes.gallery} />
        </PageSection>
      ))}
      <PageSection title={trainingPage.range.title}>
        <ul className="card-grid card-grid--catalogue">
          {trainingPage.range.items.map((item) => (
            <li key={item.key}>
              <InfoCard title={item.title} image={item.image} sizes={imageSizes.catalogue} compact />
            </li>
          ))}
        </ul>
      </PageSection>
      <ContactCallout />
    </>
  );
}

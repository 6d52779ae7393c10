import { ContactCallout } from "#app/components/contact-callout.tsx";
import { GalleryCarousel } from "#app/components/gallery-carousel.tsx";
import { InfoCard } from "#app/components/info-card.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { trainingPage } from "#app/content/formation.ts";
import { pageMeta } from "#app/content/pages.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/formation";

export const meta: Route.MetaFunction = () => metaFor("formation");

export default function TrainingPage() {
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
          <GalleryCarousel label={gallery.title} pictures={gallery.pictures} />
        </PageSection>
      ))}
      <PageSection title={trainingPage.range.title}>
        <ul className="card-grid card-grid--catalogue">
          {trainingPage.range.items.map((item) => (
            <li key={item.key}>
              <InfoCard title={item.title} image={item.image} compact />
            </li>
          ))}
        </ul>
      </PageSection>
      <ContactCallout />
    </>
  );
}

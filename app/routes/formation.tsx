import { ContactCallout } from "~/components/contact-callout";
import { GalleryCarousel } from "~/components/gallery-carousel";
import { InfoCard } from "~/components/info-card";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { trainingPage } from "~/content/formation";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/formation";

export const meta: Route.MetaFunction = () => metaFor("formation");

export default function TrainingPage() {
  return (
    <>
      <PageIntro title={trainingPage.heading} intro={pageMeta.formation.description} />
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

import { ContactCallout } from "#app/components/contact-callout.tsx";
import { LinkCardGrid } from "#app/components/link-card-grid.tsx";
import { PartnersCarousel } from "#app/components/logo-carousels.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { distributionPage } from "#app/content/distribution.ts";
import { pageMeta } from "#app/content/pages.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution";

export const meta: Route.MetaFunction = () => metaFor("distribution");

export default function DistributionPage() {
  return (
    <>
      <PageIntro title={pageMeta.distribution.title} intro={pageMeta.distribution.description} />
      <PageSection title={distributionPage.tilesTitle} intro={distributionPage.tilesIntro}>
        <LinkCardGrid cards={distributionPage.tiles} className="card-grid--two" opensPage />
      </PageSection>
      <PartnersCarousel alt />
      <ContactCallout />
    </>
  );
}

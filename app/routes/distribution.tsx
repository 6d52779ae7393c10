import { ContactCallout } from "~/components/contact-callout";
import { LinkCardGrid } from "~/components/link-card-grid";
import { PartnersCarousel } from "~/components/logo-carousels";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { distributionPage } from "~/content/distribution";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution";

export const meta: Route.MetaFunction = () => metaFor("distribution");

export default function DistributionPage() {
  return (
    <>
      <PageIntro title={pageMeta.distribution.title} intro={pageMeta.distribution.description} />
      <PageSection title={distributionPage.tilesTitle} intro={distributionPage.brandsText}>
        <LinkCardGrid cards={distributionPage.tiles} className="card-grid--two" />
      </PageSection>
      <PartnersCarousel alt />
      <ContactCallout />
    </>
  );
}

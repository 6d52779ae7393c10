import { ContactCallout } from "#app/components/contact-callout.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { LinkCardGrid } from "#app/components/link-card-grid.tsx";
import { PartnersCarousel } from "#app/components/logo-carousels.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { distributionContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution";

export const meta: Route.MetaFunction = ({ location }) => metaFor("distribution", localeFromPath(location.pathname));

export default function DistributionPage() {
  const { distributionPage } = useContent(distributionContent);
  const { pageMeta } = useContent(pagesContent);
  return (
    <>
      <PageIntro title={pageMeta.distribution.title} intro={pageMeta.distribution.description} />
      <PageSection title={distributionPage.tilesTitle} intro={distributionPage.tilesIntro}>
        <LinkCardGrid cards={distributionPage.tiles} sizes={imageSizes.cardsTwo} className="card-grid--two" opensPage />
      </PageSection>
      <PartnersCarousel alt />
      <ContactCallout />
    </>
  );
}

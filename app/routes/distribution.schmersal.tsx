import { CatalogueSections } from "#app/components/catalogue-sections.tsx";
import { ContactCallout } from "#app/components/contact-callout.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pagesContent, schmersalContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution.schmersal";

export const meta: Route.MetaFunction = ({ location }) => metaFor("schmersal", localeFromPath(location.pathname));

export default function SafetyCataloguePage() {
  const { safetyCatalogue, safetyCataloguePage } = useContent(schmersalContent);
  const { pageMeta } = useContent(pagesContent);
  return (
    <>
      <PageIntro
        eyebrow={safetyCataloguePage.eyebrow}
        title={pageMeta.schmersal.title}
        intro={safetyCataloguePage.intro}
      />
      <CatalogueSections sections={safetyCatalogue} />
      <ContactCallout />
    </>
  );
}

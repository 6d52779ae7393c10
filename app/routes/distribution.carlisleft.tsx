import { CatalogueSections } from "#app/components/catalogue-sections.tsx";
import { ContactCallout } from "#app/components/contact-callout.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { carlisleftContent, pagesContent } from "#app/i18n/content.ts";
import { localeFromPath } from "#app/i18n/locales.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution.carlisleft";

export const meta: Route.MetaFunction = ({ location }) => metaFor("carlisleft", localeFromPath(location.pathname));

export default function PaintCataloguePage() {
  const { paintCatalogue, paintCataloguePage } = useContent(carlisleftContent);
  const { pageMeta } = useContent(pagesContent);
  return (
    <>
      <PageIntro
        eyebrow={paintCataloguePage.eyebrow}
        title={pageMeta.carlisleft.title}
        intro={paintCataloguePage.intro}
      />
      <CatalogueSections sections={paintCatalogue} />
      <ContactCallout />
    </>
  );
}

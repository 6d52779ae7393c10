import { CatalogueSections } from "#app/components/catalogue-sections.tsx";
import { ContactCallout } from "#app/components/contact-callout.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { paintCatalogue, paintCataloguePage } from "#app/content/carlisleft.ts";
import { pageMeta } from "#app/content/pages.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution.carlisleft";

export const meta: Route.MetaFunction = () => metaFor("carlisleft");

export default function PaintCataloguePage() {
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

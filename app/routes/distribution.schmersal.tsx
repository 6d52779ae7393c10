import { CatalogueSections } from "#app/components/catalogue-sections.tsx";
import { ContactCallout } from "#app/components/contact-callout.tsx";
import { PageIntro } from "#app/components/page-intro.tsx";
import { pageMeta } from "#app/content/pages.ts";
import { safetyCatalogue, safetyCataloguePage } from "#app/content/schmersal.ts";
import { metaFor } from "#app/lib/page-title.ts";
import type { Route } from "./+types/distribution.schmersal";

export const meta: Route.MetaFunction = () => metaFor("schmersal");

export default function SafetyCataloguePage() {
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

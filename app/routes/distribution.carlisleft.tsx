import { CatalogueSections } from "~/components/catalogue-sections";
import { ContactCallout } from "~/components/contact-callout";
import { PageIntro } from "~/components/page-intro";
import { paintCatalogue, paintCataloguePage } from "~/content/carlisleft";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution.carlisleft";

export const meta: Route.MetaFunction = () => metaFor("carlisleft");

export default function PaintCataloguePage() {
  return (
    <>
      <PageIntro
        eyebrow="Carlisle Fluid Technologies"
        title={pageMeta.carlisleft.title}
        intro={paintCataloguePage.intro}
      />
      <CatalogueSections sections={paintCatalogue} />
      <ContactCallout />
    </>
  );
}

import { CatalogueSections } from "~/components/catalogue-sections";
import { ContactCallout } from "~/components/contact-callout";
import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { safetyCatalogue, safetyCataloguePage } from "~/content/schmersal";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution.schmersal";

export const meta: Route.MetaFunction = () => metaFor("schmersal");

export default function SafetyCataloguePage() {
  return (
    <>
      <PageIntro eyebrow="Schmersal" title={pageMeta.schmersal.title} intro={safetyCataloguePage.intro} />
      <CatalogueSections sections={safetyCatalogue} />
      <ContactCallout />
    </>
  );
}

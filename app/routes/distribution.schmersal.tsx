import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution.schmersal";

export const meta: Route.MetaFunction = () => metaFor("schmersal");

export default function SafetyCataloguePage() {
  return <PageIntro title={pageMeta.schmersal.title} intro={pageMeta.schmersal.description} />;
}

import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution";

export const meta: Route.MetaFunction = () => metaFor("distribution");

export default function DistributionPage() {
  return <PageIntro title={pageMeta.distribution.title} intro={pageMeta.distribution.description} />;
}

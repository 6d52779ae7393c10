import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/realisation";

export const meta: Route.MetaFunction = () => metaFor("realisation");

export default function ProjectsPage() {
  return <PageIntro title={pageMeta.realisation.title} intro={pageMeta.realisation.description} />;
}

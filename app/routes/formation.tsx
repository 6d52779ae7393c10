import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/formation";

export const meta: Route.MetaFunction = () => metaFor("formation");

export default function TrainingPage() {
  return <PageIntro title={pageMeta.formation.title} intro={pageMeta.formation.description} />;
}

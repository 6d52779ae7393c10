import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/ingenierie";

export const meta: Route.MetaFunction = () => metaFor("ingenierie");

export default function EngineeringPage() {
  return <PageIntro title={pageMeta.ingenierie.title} intro={pageMeta.ingenierie.description} />;
}

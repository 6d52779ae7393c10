import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/distribution.carlisleft";

export const meta: Route.MetaFunction = () => metaFor("carlisleft");

export default function PaintCataloguePage() {
  return <PageIntro title={pageMeta.carlisleft.title} intro={pageMeta.carlisleft.description} />;
}

import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/montage";

export const meta: Route.MetaFunction = () => metaFor("montage");

export default function AssemblyPage() {
  return <PageIntro title={pageMeta.montage.title} intro={pageMeta.montage.description} />;
}

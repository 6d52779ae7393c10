import { PageIntro } from "~/components/page-intro";
import { pageMeta } from "~/content/pages";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/maintenance";

export const meta: Route.MetaFunction = () => metaFor("maintenance");

export default function MaintenancePage() {
  return <PageIntro title={pageMeta.maintenance.title} intro={pageMeta.maintenance.description} />;
}

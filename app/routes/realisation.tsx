import { ContactCallout } from "~/components/contact-callout";
import { InfoCard } from "~/components/info-card";
import { ClientsCarousel } from "~/components/logo-carousels";
import { PageIntro } from "~/components/page-intro";
import { PageSection } from "~/components/page-section";
import { pageMeta } from "~/content/pages";
import { projectCategories } from "~/content/realisation";
import { metaFor } from "~/lib/meta";
import type { Route } from "./+types/realisation";

export const meta: Route.MetaFunction = () => metaFor("realisation");

export default function ProjectsPage() {
  return (
    <>
      <PageIntro title={pageMeta.realisation.title} intro={pageMeta.realisation.description} />
      {projectCategories.map((category, index) => (
        <PageSection key={category.key} id={category.key} title={category.title} alt={index % 2 === 1}>
          <ul className="card-grid card-grid--three">
            {category.projects.map((project) => (
              <li key={project.key}>
                <InfoCard title={project.title} text={project.description} image={project.image} />
              </li>
            ))}
          </ul>
        </PageSection>
      ))}
      <ClientsCarousel />
      <ContactCallout />
    </>
  );
}

import { imageSizes } from "#app/components/image-sizes.ts";
import { InfoCard } from "#app/components/info-card.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import type { CatalogueSection } from "#app/content/types.ts";
import "#app/styles/catalogue.css";

/** A catalogue: one headed section per group, each a grid of product cards. */
export function CatalogueSections({ sections }: { sections: CatalogueSection[] }) {
  return sections.map((section, index) => (
    <PageSection key={section.key} id={section.key} title={section.title} intro={section.text} alt={index % 2 === 1}>
      <ul className="card-grid card-grid--catalogue">
        {section.items.map((item) => (
          <li key={item.key}>
            <InfoCard title={item.title} image={item.image} sizes={imageSizes.catalogue} compact />
          </li>
        ))}
      </ul>
    </PageSection>
  ));
}

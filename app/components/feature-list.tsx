import type { TitledText } from "#app/content/types.ts";
import "#app/styles/feature-list.css";

interface FeatureListProps {
  items: TitledText[];
  /** 4 when the list sits under an h3. */
  headingLevel?: 3 | 4;
}

/** Short headed paragraphs (teams, tools, steps) as a list of heading + text. */
export function FeatureList({ items, headingLevel = 3 }: FeatureListProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="feature-list">
      {items.map((item) => (
        <li key={item.key} className="feature-list__item">
          <Heading className="feature-list__title">{item.title}</Heading>
          <p className="feature-list__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

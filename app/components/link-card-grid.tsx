import { LinkCard } from "#app/components/link-card.tsx";
import type { LinkCard as LinkCardData } from "#app/content/types.ts";

interface LinkCardGridProps {
  cards: LinkCardData[];
  /** A card's rendered width in this grid (`imageSizes`), for a photo. */
  sizes: string;
  hover?: "shrink" | "lift";
  headingLevel?: 3 | 4;
  className?: string;
  /** The grid opens the page: its first picture is the largest paint on a phone, never lazy. */
  opensPage?: boolean;
}

/** A grid of clickable cards (métiers, expertise boxes, catalogue tiles). */
export function LinkCardGrid({ cards, sizes, hover, headingLevel, className, opensPage = false }: LinkCardGridProps) {
  return (
    <ul className={className ? `card-grid ${className}` : "card-grid"}>
      {cards.map((card, index) => (
        <li key={card.key}>
          <LinkCard
            to={card.to}
            title={card.title}
            text={card.text}
            image={card.image}
            sizes={sizes}
            hover={hover}
            headingLevel={headingLevel}
            eager={opensPage && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}

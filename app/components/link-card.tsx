import { ContentImage } from "#app/components/content-image.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import type { Picture } from "#app/content/media.ts";

interface LinkCardProps {
  to: string;
  title: string;
  text: string;
  image: Picture;
  /** The card's rendered width (`imageSizes`), for a photo. */
  sizes: string;
  /** 'shrink' (métiers cards, spec §4) or 'lift' (expertise boxes and tiles). */
  hover?: "shrink" | "lift";
  /** 4 when the cards sit under an h3 (the expertise block). */
  headingLevel?: 3 | 4;
  /** In view at load on a phone: its picture is not lazy. */
  eager?: boolean;
}

/**
 * A clickable card: the whole card is one real link, focusable and announced by its title.
 * The body is a <div> and the text a <p>: a link around flow content is valid HTML, but a
 * heading may not sit inside a <span> (the W3C checker, test/e2e/html-validity.test.ts).
 */
export function LinkCard({
  to,
  title,
  text,
  image,
  sizes,
  hover = "lift",
  headingLevel = 3,
  eager = false,
}: LinkCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <LocalizedLink href={to} className={`link-card link-card--${hover}`}>
      <ContentImage picture={image} sizes={sizes} eager={eager} className="link-card__image" />
      <div className="link-card__body">
        <Heading className="link-card__title">{title}</Heading>
        <p className="link-card__text">{text}</p>
      </div>
    </LocalizedLink>
  );
}

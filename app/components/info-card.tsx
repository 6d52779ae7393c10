import { ContentImage } from "#app/components/content-image.tsx";
import type { Picture } from "#app/content/media.ts";
import "#app/styles/info-card.css";

interface InfoCardProps {
  title: string;
  image: Picture;
  /** The card's rendered width (`imageSizes`), for a photo. */
  sizes: string;
  text?: string;
  compact?: boolean;
  /** The first card of a page, in view at load on a phone: its picture is not lazy. */
  eager?: boolean;
}

/** A picture with its title and optional text: a project, a product, a range. */
export function InfoCard({ title, image, sizes, text, compact = false, eager = false }: InfoCardProps) {
  return (
    <article className={compact ? "info-card info-card--compact" : "info-card"}>
      <ContentImage picture={image} sizes={sizes} eager={eager} className="info-card__image" />
      <div className="info-card__body">
        <h3 className="info-card__title">{title}</h3>
        {text ? <p className="info-card__text">{text}</p> : null}
      </div>
    </article>
  );
}

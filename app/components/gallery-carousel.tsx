import type { Picture } from "~/content/media";
import { Carousel } from "./carousel";
import { ContentImage } from "./content-image";

/** A service page's image carousel (spec §9: 1 s, pause on hover, arrows and pagination). */
export function GalleryCarousel({ label, pictures }: { label: string; pictures: Picture[] }) {
  return (
    <Carousel
      kind="gallery"
      label={label}
      className="gallery-carousel"
      slides={pictures.map((picture) => ({
        key: picture.src,
        content: <ContentImage picture={picture} className="gallery-carousel__image" />,
      }))}
    />
  );
}

import { Carousel } from "#app/components/carousel.tsx";
import { ContentImage } from "#app/components/content-image.tsx";
import type { Picture } from "#app/content/media.ts";
import "#app/styles/gallery-carousel.css";

/** A service page's image carousel (spec §9: 1 s, pause on hover, arrows and pagination). */
export function GalleryCarousel({ label, pictures, sizes }: { label: string; pictures: Picture[]; sizes: string }) {
  return (
    <Carousel
      kind="gallery"
      label={label}
      className="gallery-carousel"
      slides={pictures.map((picture) => ({
        key: picture.src,
        content: <ContentImage picture={picture} sizes={sizes} className="gallery-carousel__image" />,
      }))}
    />
  );
}

import { useContext } from "react";
import type { Picture, ShownPicture } from "#app/content/media.ts";
import { showPicture } from "#app/content/media-manifest.ts";
import { DraftContext } from "#app/i18n/use-locale.ts";

interface ContentImageProps {
  picture: Picture;
  /** The slot's rendered width (`imageSizes` in app/components/image-sizes.ts), for a photo's `sizes`. */
  sizes: string;
  /**
   * Above the fold: load at once, with high priority, and paint in the same frame as the text
   * around it, not in a later one as an asynchronously decoded image may (decision 008).
   * Otherwise lazy.
   */
  eager?: boolean;
  className?: string;
}

/**
 * A picture from the content, with its intrinsic size so its space is reserved. An illustration is
 * one `<img>`; an uploaded photo is a `<picture>` whose browser picks an AVIF or WebP variant for
 * the slot's width (scripts/build-media.ts wrote them).
 */
export function ContentImage({ picture, sizes, eager = false, className }: ContentImageProps) {
  const { shown, photo } = useShownPicture(picture);
  const image = (
    <img
      className={photo ? (className ? `${className} photo` : "photo") : className}
      src={shown.src}
      alt={shown.alt}
      width={shown.width}
      height={shown.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? "sync" : "async"}
    />
  );
  if (!shown.sources) return image;
  return (
    <>
      {eager ? (
        // React preloads an eager <img> by itself, but not one inside <picture>, whose source it
        // cannot choose: the head names the AVIF variants, as it names an illustration in its
        // place (React hoists the <link> into the head).
        <link
          rel="preload"
          as="image"
          type="image/avif"
          imageSrcSet={shown.sources.avif}
          imageSizes={sizes}
          fetchPriority="high"
        />
      ) : null}
      <picture>
        <source type="image/avif" srcSet={shown.sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={shown.sources.webp} sizes={sizes} />
        {image}
      </picture>
    </>
  );
}

/**
 * The picture as the build resolves it; in the editor's preview, a photo uploaded since the last
 * build shows as it was uploaded (the build has not made its variants yet).
 */
function useShownPicture(picture: Picture): { shown: ShownPicture; photo: boolean } {
  const uploaded = useContext(DraftContext)?.uploadedPhoto(picture.src);
  if (uploaded) return { shown: { src: uploaded, alt: picture.alt, width: 1600, height: 1000 }, photo: true };
  const shown = showPicture(picture);
  return { shown, photo: Boolean(shown.sources) };
}

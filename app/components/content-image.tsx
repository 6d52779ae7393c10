import type { Picture } from "#app/content/media.ts";

interface ContentImageProps {
  picture: Picture;
  /** Above the fold: load at once and with high priority. Otherwise lazy. */
  eager?: boolean;
  className?: string;
}

/** An image from the content modules, with its intrinsic size so its space is reserved. */
export function ContentImage({ picture, eager = false, className }: ContentImageProps) {
  return (
    <img
      className={className}
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}

import type { Picture } from "#app/content/media.ts";

/** The generated illustrations' intrinsic size (public/images/illustrations/). */
const illustrationSize = { width: 640, height: 400 };

interface ContentImageProps {
  picture: Picture;
  /**
   * Above the fold: load at once, with high priority, and paint in the same frame as the text
   * around it, not in a later one as an asynchronously decoded image may (decision 008).
   * Otherwise lazy.
   */
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
      width={picture.width ?? illustrationSize.width}
      height={picture.height ?? illustrationSize.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding={eager ? "sync" : "async"}
    />
  );
}

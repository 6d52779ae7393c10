/**
 * A picture as a content file gives it: its file and its description. Its intrinsic size, which
 * lets the browser reserve its space, comes from the file itself:
 * - a photo the editor uploaded (content/media/, written `/media/<file name>` in the data files)
 *   is shown through its responsive variants, listed with its size in the media manifest
 *   (scripts/build-media.ts);
 * - an illustration (public/images/illustrations/, 640 × 400 SVG) is shown as it is.
 */
export interface Picture {
  src: string;
  /** Empty when the picture only decorates a text that says it all. */
  alt: string;
  /** Optional: a photo's size comes from the media manifest, an illustration's is 640 × 400. */
  width?: number;
  height?: number;
}

/** A photo's variants as the build wrote them: its size once oriented, and a `srcset` per format. */
export interface PhotoVariants {
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** A mid-sized WebP for the `<img>` itself. */
  src: string;
}

/** Every uploaded photo's variants, by the path the data files give it (`/media/<file name>`). */
export type MediaManifest = Record<string, PhotoVariants>;

/** A picture ready to render: its size known, and a photo's variants per format. */
export interface ShownPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Only for a photo: the `srcset` of each format. */
  sources?: { avif: string; webp: string };
}

/** Where the data files point at an upload: Sveltia CMS's `public_folder`. */
export const uploadsPath = "/media/";
const illustrationSize = { width: 640, height: 400 };
const raster = /\.(?:jpe?g|png|webp)$/i;

/**
 * A picture with everything its `<img>` needs: an upload's size and variants from the manifest;
 * otherwise the size the picture gives, or the illustrations' 640 × 400. Throws, naming the
 * picture, on an upload the manifest does not list (a missing file, or an SVG, which the build
 * refuses).
 */
export function resolvePicture(picture: Picture, manifest: MediaManifest): ShownPicture {
  const { src, alt } = picture;
  if (src.startsWith(uploadsPath)) {
    const photo = manifest[src] ?? manifest[safeDecode(src)];
    if (!photo) {
      const why = raster.test(src)
        ? "no such photo in content/media/ (the build lists each one: npm run media)"
        : "only JPEG, PNG and WebP photos are shown";
      throw new Error(`${src}: ${why}`);
    }
    return {
      src: photo.src,
      alt,
      width: photo.width,
      height: photo.height,
      sources: { avif: photo.avif, webp: photo.webp },
    };
  }
  return {
    src,
    alt,
    width: picture.width ?? illustrationSize.width,
    height: picture.height ?? illustrationSize.height,
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

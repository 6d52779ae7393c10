import { type MediaManifest, type Picture, resolvePicture, type ShownPicture } from "#app/content/media.ts";

// Written by scripts/build-media.ts before every build and dev server (`npm run media`); a glob,
// not an import, so that a checkout that has not built yet still type-checks and renders its
// illustrations. The file is not a static asset: no visitor ever gets the list of uploads.
const manifests = import.meta.glob<MediaManifest>("/.cache/media/manifest.json", {
  eager: true,
  import: "default",
  // The folder starts with a dot, which a glob skips unless told otherwise.
  exhaustive: true,
});

/** The uploaded photos this build knows, by the path the data files give them. */
export const mediaManifest: MediaManifest = Object.values(manifests)[0] ?? {};

/** `resolvePicture` with this build's photos: what every picture slot renders. */
export function showPicture(picture: Picture): ShownPicture {
  return resolvePicture(picture, mediaManifest);
}

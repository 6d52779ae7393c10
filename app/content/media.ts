/**
 * A picture as a content file gives it: its file and its description. Its size comes from the
 * file itself (the illustrations are 640 × 400; photos are measured by the build).
 */
export interface Picture {
  src: string;
  /** Empty when the picture only decorates a text that says it all. */
  alt: string;
  width?: number;
  height?: number;
}

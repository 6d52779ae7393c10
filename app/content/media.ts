/**
 * Pictures shown on the site. Every picture slot names its file, its French
 * alternative text and its intrinsic size, so the browser reserves its space.
 */
export interface Picture {
  src: string;
  /** French description; empty when the picture only decorates a text that says it all. */
  alt: string;
  width: number;
  height: number;
}

/** The original illustrations (public/images/illustrations/, 640 × 400 SVG). */
export function illustration(name: string, alt: string): Picture {
  return { src: `/images/illustrations/${name}.svg`, alt, width: 640, height: 400 };
}

/** The client sectors that have a pictogram of their own (public/images/secteurs/). */
const pictograms = new Set([
  "constructeur-automobile",
  "equipementier-automobile",
  "cablage",
  "industrie-lourde",
  "aeronautique",
  "agroalimentaire",
  "emballage",
  "formation",
]);

/**
 * Where a sector's pictogram is served: an image file rather than SVG inline in every page that
 * shows the clients' carousel, so the home page's HTML fits in the first round trip of a slow
 * connection (decision 008). A sector the company adds in the editor shows the factory's. Lazy,
 * like every picture below the fold; once Swiper has the carousel it fetches them all
 * (app/enhance/carousel-controls.ts), so a slide brought in from far off never shows its tile
 * before its pictogram.
 */
export function sectorPictogramSrc(sectorKey: string): string {
  return `/images/secteurs/${pictograms.has(sectorKey) ? sectorKey : "industrie-lourde"}.svg`;
}

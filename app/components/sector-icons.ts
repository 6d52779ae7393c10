import {
  faBoxOpen,
  faCar,
  faGears,
  faGraduationCap,
  faIndustry,
  faPlane,
  faPlug,
  faWheatAwn,
  type IconDefinition,
} from "@fortawesome/free-solid-svg-icons";

/** A pictogram per client sector ('Nos clients'); any new sector falls back to the factory. */
const sectorIcons: Record<string, IconDefinition> = {
  "constructeur-automobile": faCar,
  "equipementier-automobile": faGears,
  cablage: faPlug,
  "industrie-lourde": faIndustry,
  aeronautique: faPlane,
  agroalimentaire: faWheatAwn,
  emballage: faBoxOpen,
  formation: faGraduationCap,
};

export function sectorIcon(sectorKey: string): IconDefinition {
  return sectorIcons[sectorKey] ?? faIndustry;
}

/**
 * Where a sector's pictogram is served: an image file, written by `npm run
 * illustrations`, rather than SVG inline in every page that shows the clients'
 * carousel: the home page's HTML then fits in the first round trip of a slow
 * connection (decision 008). Lazy, like every picture below the fold; once
 * Swiper has the carousel it fetches them all (app/enhance/carousel-controls.ts), so a
 * slide brought in from far off never shows its tile before its pictogram.
 */
export function sectorPictogramSrc(sectorKey: string): string {
  return `/images/secteurs/${sectorKey}.svg`;
}

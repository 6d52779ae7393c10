/**
 * Each picture slot's rendered width, as a photo's `sizes`: the browser picks a variant from it
 * before any layout. They follow app/styles/: the container is at most 75rem wide with 1.25rem of
 * padding on each side (base.css), so the content is `100vw - 2.5rem` up to 72.5rem; the breakpoints
 * and gaps are those of hero.css, split.css and sections.css. Change both together.
 */
export const imageSizes = {
  /** The hero's picture: under its text on a phone, 6/11 of the row beside it from 56rem (hero.css). */
  hero: "(min-width: 75rem) 38.2rem, (min-width: 56rem) calc((100vw - 5rem) * 6 / 11), calc(100vw - 2.5rem)",
  /** A picture or a gallery beside a text: half the row, less half the 2rem gap, from 56rem (split.css). */
  split: "(min-width: 75rem) 35.3rem, (min-width: 56rem) calc(50vw - 2.25rem), calc(100vw - 2.5rem)",
  /** A gallery on its own in a section: at most 48rem (gallery-carousel.css). */
  gallery: "(min-width: 50.5rem) 48rem, calc(100vw - 2.5rem)",
  /** Cards two per row from 40rem, 1.5rem apart (sections.css: `.card-grid`, `--two`). */
  cardsTwo: "(min-width: 75rem) 35.5rem, (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2.5rem)",
  /** Cards three per row from 62rem (`.card-grid--three`: the projects, the expertise boxes). */
  cardsThree:
    "(min-width: 75rem) 23.2rem, (min-width: 62rem) calc((100vw - 5.5rem) / 3), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2.5rem)",
  /** The métiers: three per row from 62rem, five from 75rem (`.card-grid--metiers`). */
  cardsFive:
    "(min-width: 75rem) 13.3rem, (min-width: 62rem) calc((100vw - 5.5rem) / 3), (min-width: 40rem) calc(50vw - 2rem), calc(100vw - 2.5rem)",
  /** Catalogue items: two per row from 22rem (0.75rem apart), four from 62rem (`.card-grid--catalogue`). */
  catalogue:
    "(min-width: 75rem) 17rem, (min-width: 62rem) calc((100vw - 7rem) / 4), (min-width: 40rem) calc(50vw - 2rem), (min-width: 22rem) calc(50vw - 1.625rem), calc(100vw - 2.5rem)",
} as const;

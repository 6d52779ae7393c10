/**
 * The shape a content module takes in another language: the French module is the reference, and a
 * dictionary must have every one of its keys (the type checker fails otherwise), every string free
 * to differ. Arrays declared `as const` keep their length, so a list cannot lose an item.
 *
 * A dictionary lives beside the French module, named for its language, and exports the same names:
 * `app/content/navigation.en.ts` exports `contactLink: Translation<typeof fr.contactLink>`.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : { -readonly [K in keyof T]: Translation<T[K]> };

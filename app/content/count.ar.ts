/**
 * A number written in Western digits followed by its noun, with the agreement Arabic requires:
 * the noun's form depends on the number (1, 2, 3 to 10, 11 to 99, or a round hundred). The French
 * modules only add an "s"; the Arabic ones (contact form, legal notice) say which forms a noun takes.
 */
export interface CountedNoun {
  /** 1: the noun then "one", with no digit (دقيقة واحدة). */
  one: string;
  /** 2: the dual alone, with no digit, in the case the sentence needs (دقيقتين). */
  two: string;
  /** 3 to 10, and 103 to 110…: the plural (3 دقائق). */
  few: string;
  /** 11 to 99, and 111 to 199…: the singular, accusative (11 دقيقة، 40 حرفًا). */
  many: string;
  /** 0 and a round hundred or thousand (100, 101, 102, 1000…): the singular, genitive (100 حرف). */
  other: string;
}

/** Digits grouped by three with a narrow no-break space (10 000), as the French copy prints them. */
function groupedDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, "\u202f");
}

export function countOf(count: number, noun: CountedNoun): string {
  if (count === 1) return noun.one;
  if (count === 2) return noun.two;
  const lastTwo = count % 100;
  let form = noun.other;
  if (lastTwo >= 3 && lastTwo <= 10) form = noun.few;
  else if (lastTwo >= 11) form = noun.many;
  return `${groupedDigits(count)}\u00a0${form}`;
}

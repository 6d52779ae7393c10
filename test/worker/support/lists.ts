/**
 * The values listed more than once, each named once: a uniqueness check that fails with
 * `expect(listedTwice(keys)).toEqual([])` names the duplicate, where comparing sizes only counts.
 */
export function listedTwice<T>(values: readonly T[]): T[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

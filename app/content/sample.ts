/**
 * Marks a value in a content module as a sample: invented or unconfirmed (contact details, legal
 * identifiers, social links, figures and promises in the copy). It returns the value unchanged, so
 * pages render it, while `npm run preflight` lists every call still present and refuses a
 * production deploy until the company has confirmed or replaced each one.
 *
 * To confirm a value, replace it with the real one and remove the `sample(…)` around it.
 */
export function sample<T>(value: T): T {
  return value;
}

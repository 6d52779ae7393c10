/**
 * The footer's year (`data-module="current-year"`). The HTML carries the year
 * it was rendered in (the build's, for a prerendered page); the visitor's clock
 * has the last word, so a page built in December is right in January.
 */
export function initCurrentYear(element: HTMLElement): void {
  const year = String(new Date().getFullYear());
  if (element.textContent !== year) element.textContent = year;
}

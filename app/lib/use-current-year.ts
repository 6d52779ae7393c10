import { useEffect, useState } from "react";

/**
 * The year for the copyright line. It starts from the year the HTML was
 * rendered in (the request's, or the build's for a prerendered page) so that
 * hydration matches the markup, then moves to the visitor's clock: a page built
 * in December still shows the right year in January.
 */
export function useCurrentYear(renderedYear: number): number {
  const [year, setYear] = useState(renderedYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

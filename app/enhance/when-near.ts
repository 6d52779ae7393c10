/** Runs `start` once, when the element comes within `margin` of the viewport. */
export function whenNear(element: Element, margin: string, start: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
}

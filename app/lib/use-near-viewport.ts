import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element comes within `margin` of the viewport, and from then
 * on. Lets heavy or third-party content (Swiper, the map) wait until needed.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px 0px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}

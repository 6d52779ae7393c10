import { type ComponentPropsWithoutRef, useEffect, useRef } from "react";

/**
 * A section that fades in (1 s, spec §9) when scrolled into view. Only
 * sections still below the fold when the page hydrates are hidden first, so
 * nothing already on screen blinks, and everything shows without JavaScript
 * or when the visitor prefers reduced motion.
 */
export function RevealSection({ className, ...props }: ComponentPropsWithoutRef<"section">) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.classList.add("reveal--pending");
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        element.classList.replace("reveal--pending", "reveal--shown");
      },
      { threshold: 0.05 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <section ref={ref} className={className ? `reveal ${className}` : "reveal"} {...props} />;
}

import { type ComponentPropsWithoutRef, useEffect, useRef } from "react";
import { initReveal } from "#app/enhance/reveal.ts";

/** A section that fades in when scrolled into view (app/enhance/reveal.ts); always visible without JavaScript. */
export function RevealSection({ className, ...props }: ComponentPropsWithoutRef<"section">) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) initReveal(ref.current);
  }, []);
  return <section ref={ref} className={className ? `reveal ${className}` : "reveal"} data-module="reveal" {...props} />;
}

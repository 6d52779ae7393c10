import type { ComponentPropsWithoutRef } from "react";

/** A section that fades in when scrolled into view (app/enhance/reveal.ts); always visible without JavaScript. */
export function RevealSection({ className, ...props }: ComponentPropsWithoutRef<"section">) {
  return <section className={className ? `reveal ${className}` : "reveal"} data-module="reveal" {...props} />;
}

import { useEffect } from "react";
import { markHydrated } from "#app/enhance/hydration.ts";

/**
 * On the page React hydrates (the home page), tells the enhancer and the
 * browser tests that React has taken over: Swiper and web vitals wait for it
 * (app/enhance/hydration.ts). Rendered last, so its effect runs once the whole
 * page is hydrated.
 */
export function HydrationMarker() {
  useEffect(markHydrated, []);
  return null;
}

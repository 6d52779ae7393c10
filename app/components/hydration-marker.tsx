import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once React has taken over the server-rendered
 * page: CSS can reveal JavaScript-only controls from then on, and browser
 * tests know when clicks will be handled.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

import { firstTime } from "#app/enhance/once.ts";
import { whenNear } from "#app/enhance/when-near.ts";

const started = new WeakSet<Element>();

/**
 * The access map's frame (`data-module="lazy-map"`, app/components/lazy-map.tsx):
 * the map provider's iframe takes the placeholder's place once the frame comes
 * within 400 px of the viewport, not before: a visit that never scrolls there
 * makes no third-party request.
 */
export function initLazyMap(frame: HTMLElement): void {
  const { mapSrc, mapTitle } = frame.dataset;
  if (!firstTime(started, frame) || !mapSrc || !mapTitle) return;
  whenNear(frame, "400px 0px", () => {
    const iframe = document.createElement("iframe");
    iframe.src = mapSrc;
    iframe.title = mapTitle;
    iframe.loading = "lazy";
    iframe.referrerPolicy = "no-referrer";
    frame.replaceChildren(iframe);
  });
}

import { useRef } from "react";
import { company } from "#app/content/company.ts";
import { contactSection } from "#app/content/contact-section.ts";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";

/**
 * The access map. The third-party iframe is only created when the section
 * nears the viewport, so a first visit makes no request to the map provider.
 */
export function LazyMap() {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, "400px 0px");
  return (
    <div className="lazy-map">
      <div ref={frame} className="lazy-map__frame">
        {near ? (
          <iframe src={company.map.embedUrl} title={company.map.title} loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <p className="lazy-map__placeholder">{contactSection.mapLoadingLabel}</p>
        )}
      </div>
      <a className="lazy-map__link" href={company.map.linkUrl} target="_blank" rel="noopener noreferrer">
        {contactSection.mapLinkLabel}
      </a>
    </div>
  );
}

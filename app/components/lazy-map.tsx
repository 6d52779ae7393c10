import { companyContent, contactSectionCopyContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";

/**
 * The access map. The third-party iframe is only created when the section
 * nears the viewport (app/enhance/map-on-approach.ts), so a first visit makes no
 * request to the map provider; without JavaScript the link opens the map.
 */
export function LazyMap() {
  const { company } = useContent(companyContent);
  const { contactSection } = useContent(contactSectionCopyContent);
  return (
    <div className="lazy-map">
      <div
        className="lazy-map__frame"
        data-module="lazy-map"
        data-map-src={company.map.embedUrl}
        data-map-title={company.map.title}
      >
        <p className="lazy-map__placeholder">{contactSection.mapLoadingLabel}</p>
      </div>
      <a className="lazy-map__link" href={company.map.linkUrl} target="_blank" rel="noopener noreferrer">
        {contactSection.mapLinkLabel}
      </a>
    </div>
  );
}

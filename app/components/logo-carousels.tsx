import { Carousel } from "#app/components/carousel.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { sectorPictogramSrc } from "#app/components/sector-icons.ts";
import { logosContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";

/** 'Nos clients': neutral sector tiles (spec §9: 1000 ms, 1/2/3 per view). */
export function ClientsCarousel({ alt = false }: { alt?: boolean }) {
  const { clients } = useContent(logosContent);
  return (
    <PageSection title={clients.title} intro={clients.intro} alt={alt}>
      <Carousel
        kind="logos"
        label={clients.label}
        delayMs={clients.delayMs}
        className="logo-carousel logo-carousel--clients"
        slides={clients.items.map((client) => ({
          key: client.key,
          content: (
            <div className="logo-tile">
              <img
                className="logo-tile__icon"
                src={sectorPictogramSrc(client.key)}
                alt=""
                width={28}
                height={28}
                loading="lazy"
                decoding="async"
              />
              <span className="logo-tile__name">{client.sector}</span>
              <span className="logo-tile__detail">{client.detail}</span>
            </div>
          ),
        }))}
      />
    </PageSection>
  );
}

/** 'Nos partenaires': typographic wordmark tiles, each linking to its brand's catalogue when there is one (1200 ms). */
export function PartnersCarousel({ alt = false }: { alt?: boolean }) {
  const { partners } = useContent(logosContent);
  return (
    <PageSection title={partners.title} intro={partners.intro} alt={alt}>
      <Carousel
        kind="logos"
        label={partners.label}
        delayMs={partners.delayMs}
        className="logo-carousel logo-carousel--partners"
        slides={partners.items.map((partner) => {
          const tile = (
            <>
              <bdi className="logo-tile__wordmark">{partner.name}</bdi>
              <span className="logo-tile__detail">{partner.specialty}</span>
            </>
          );
          return {
            key: partner.key,
            content: partner.to ? (
              <LocalizedLink href={partner.to} className="logo-tile logo-tile--partner">
                {tile}
              </LocalizedLink>
            ) : (
              <div className="logo-tile logo-tile--partner">{tile}</div>
            ),
          };
        })}
      />
    </PageSection>
  );
}

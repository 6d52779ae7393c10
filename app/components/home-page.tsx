import { ContactSection } from "#app/components/contact-section.tsx";
import { HomeHero } from "#app/components/home-hero.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { LinkCardGrid } from "#app/components/link-card-grid.tsx";
import { ClientsCarousel, PartnersCarousel } from "#app/components/logo-carousels.tsx";
import { PageSection } from "#app/components/page-section.tsx";
import { homeContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";

/** The home page (spec §2): the hero, the trades, the values, the clients, the partners and the contact section. */
export function HomePage() {
  const { homeServices, homeValues } = useContent(homeContent);
  const { expertise } = homeValues;
  return (
    <>
      <HomeHero />
      <PageSection id={homeServices.id} title={homeServices.title} intro={homeServices.intro}>
        <LinkCardGrid
          cards={homeServices.cards}
          sizes={imageSizes.cardsFive}
          hover="shrink"
          className="card-grid--metiers"
        />
      </PageSection>
      <PageSection title={homeValues.title} intro={homeValues.intro} alt>
        <ul className="value-grid">
          {homeValues.values.map((value) => (
            <li key={value.key} className="value-card">
              <h3 className="value-card__title">{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="expertise">
          <h3 className="expertise__title">{expertise.title}</h3>
          <p className="expertise__text">{expertise.text}</p>
          <LinkCardGrid
            cards={expertise.boxes}
            sizes={imageSizes.cardsThree}
            headingLevel={4}
            className="card-grid--three"
          />
        </div>
      </PageSection>
      <ClientsCarousel />
      <PartnersCarousel alt />
      <ContactSection />
    </>
  );
}

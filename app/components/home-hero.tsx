import { Carousel } from "#app/components/carousel.tsx";
import { ContentImage } from "#app/components/content-image.tsx";
import { imageSizes } from "#app/components/image-sizes.ts";
import { homeContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import "#app/styles/hero.css";

/** The home page's opening: its h1 and the two-slide hero carousel (spec §9: 3000 ms, 50 px). */
export function HomeHero() {
  const { homeHero } = useContent(homeContent);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container">
        <h1 id="hero-title" className="hero__heading">
          {homeHero.heading}
        </h1>
        <Carousel
          kind="hero"
          label={homeHero.label}
          slides={homeHero.slides.map((slide, index) => ({
            key: slide.key,
            content: (
              <div className="hero__slide">
                <div className="hero__text">
                  <h2 className="hero__title">{slide.title}</h2>
                  <p className="hero__lead">{slide.text}</p>
                  <a className="button" href={slide.cta.href}>
                    {slide.cta.label}
                  </a>
                </div>
                <ContentImage
                  picture={slide.image}
                  sizes={imageSizes.hero}
                  eager={index === 0}
                  className="hero__image"
                />
              </div>
            ),
          }))}
        />
      </div>
    </section>
  );
}

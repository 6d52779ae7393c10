import { faChevronLeft, faChevronRight, faPause, faPlay } from "@fortawesome/free-solid-svg-icons";
import { type ReactNode, useId } from "react";
import { Icon } from "#app/components/icon.tsx";
import type { CarouselKind } from "#app/enhance/carousel-controls.ts";
import { carouselsContent } from "#app/i18n/content.ts";
import { useContent } from "#app/i18n/use-locale.ts";
import "#app/styles/carousel.css";

/**
 * The site's only carousel component. It renders markup that works as it is:
 * a horizontal scroll-snap list of slides whose dots are links to each slide,
 * so every slide can be reached without JavaScript. app/enhance/carousel-controls.ts
 * (`data-module="carousel"`) makes the buttons and arrow keys work and hands the
 * list to Swiper when it nears the viewport; the slides already have their final
 * layout, so nothing moves when it does.
 */

interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  kind: CarouselKind;
  /** Accessible name of the carousel, in the page's language. */
  label: string;
  slides: CarouselSlide[];
  /** Autoplay delay; without it the enhancer plays the kind's (app/enhance/carousel-settings.ts). */
  delayMs?: number;
  className?: string;
}

type CarouselMessages = (typeof carouselsContent)[keyof typeof carouselsContent]["carouselMessages"];

const slideLabel = (messages: CarouselMessages, index: number, count: number) =>
  messages.slideLabel.replace("{{index}}", String(index + 1)).replace("{{slidesLength}}", String(count));

function Track({ slides, idPrefix }: { slides: CarouselSlide[]; idPrefix: string }) {
  const messages = useContent(carouselsContent).carouselMessages;
  return (
    <div className="swiper-wrapper carousel__track">
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a slide is a group per the APG carousel pattern, not a form fieldset.
        <div
          key={slide.key}
          id={`${idPrefix}-${index + 1}`}
          className="swiper-slide carousel__slide"
          role="group"
          aria-roledescription={messages.slideRoleDescription}
          aria-label={slideLabel(messages, index, slides.length)}
        >
          {slide.content}
        </div>
      ))}
    </div>
  );
}

export function Carousel({ kind, label, slides, delayMs, className }: CarouselProps) {
  const messages = useContent(carouselsContent).carouselMessages;
  // React's ids carry characters a URL fragment would have to escape.
  const idPrefix = `carrousel${useId().replace(/[^\w-]/g, "")}`;

  const hasArrows = kind !== "hero";
  return (
    <section
      className={`carousel carousel--${kind}${className ? ` ${className}` : ""}`}
      aria-roledescription={messages.roleDescription}
      aria-label={label}
      data-module="carousel"
      data-kind={kind}
      data-delay={delayMs}
    >
      <div className="swiper carousel__viewport">
        <Track slides={slides} idPrefix={idPrefix} />
      </div>
      <div className="carousel__controls">
        {hasArrows ? (
          <button type="button" className="carousel__button carousel__prev" aria-label={messages.previous}>
            <Icon icon={faChevronLeft} />
          </button>
        ) : null}
        <div className="carousel__pagination">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useAnchorContent: a dot is an icon-only link, named by aria-label like the icon buttons.
            <a
              key={slide.key}
              className="carousel__dot"
              href={`#${idPrefix}-${index + 1}`}
              aria-label={messages.goTo.replace("{{index}}", String(index + 1))}
              aria-current={index === 0 ? "true" : undefined}
            />
          ))}
        </div>
        {hasArrows ? (
          <button type="button" className="carousel__button carousel__next" aria-label={messages.next}>
            <Icon icon={faChevronRight} />
          </button>
        ) : null}
        <button
          type="button"
          className="carousel__button carousel__toggle"
          aria-label={messages.pause}
          // The enhancer renames the button as it pauses and plays, in the page's language (carousel-controls.ts).
          data-pause-label={messages.pause}
          data-play-label={messages.play}
          data-playing="true"
        >
          <Icon icon={faPause} className="carousel__icon-pause" />
          <Icon icon={faPlay} className="carousel__icon-play" />
        </button>
      </div>
    </section>
  );
}

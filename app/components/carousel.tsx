import { faChevronLeft, faChevronRight, faPause, faPlay } from "@fortawesome/free-solid-svg-icons";
import { type KeyboardEvent, memo, type ReactNode, useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance, SwiperOptions } from "swiper/types";
import { Icon } from "#app/components/icon.tsx";
import { carouselSettings, carouselMessages as messages } from "#app/content/carousels.ts";
import { useNearViewport } from "#app/lib/use-near-viewport.ts";
import "#app/styles/carousel.css";

/**
 * The site's only carousel, and the only module that imports Swiper.
 *
 * The server renders the final layout (first slides at their final size, the
 * controls, an empty pagination bar of fixed height), so nothing moves when
 * Swiper starts. Swiper itself is loaded with a dynamic import() once the
 * carousel nears the viewport, keeping it out of the JavaScript a page needs
 * before it becomes interactive.
 */

export type CarouselKind = "hero" | "gallery" | "logos";

interface CarouselSlide {
  key: string;
  content: ReactNode;
}

interface CarouselProps {
  kind: CarouselKind;
  /** French accessible name of the carousel. */
  label: string;
  slides: CarouselSlide[];
  /** Autoplay delay; defaults to the spec's value for the kind. */
  delayMs?: number;
  className?: string;
}

function optionsFor(kind: CarouselKind, delayMs: number | undefined): SwiperOptions {
  const common: SwiperOptions = {
    loop: true,
    slidesPerView: 1,
    slidesPerGroup: 1,
    // Hidden slides' lazy images are fetched just before they slide in.
    lazyPreloadPrevNext: 1,
  };
  if (kind === "hero") {
    const { delayMs: delay, spaceBetween, pauseOnHover } = carouselSettings.hero;
    return {
      ...common,
      spaceBetween,
      autoplay: { delay: delayMs ?? delay, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false },
    };
  }
  if (kind === "gallery") {
    const { delayMs: delay, spaceBetween, pauseOnHover } = carouselSettings.gallery;
    return {
      ...common,
      spaceBetween,
      autoplay: { delay: delayMs ?? delay, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false },
    };
  }
  const { clientsDelayMs, spaceBetween, pauseOnHover, slidesPerViewFrom } = carouselSettings.logos;
  return {
    ...common,
    spaceBetween,
    breakpoints: Object.fromEntries(
      Object.entries(slidesPerViewFrom).map(([width, perView]) => [width, { slidesPerView: perView }]),
    ),
    autoplay: { delay: delayMs ?? clientsDelayMs, pauseOnMouseEnter: pauseOnHover, disableOnInteraction: false },
  };
}

async function createSwiper(root: HTMLElement, kind: CarouselKind, delayMs: number | undefined) {
  // Destructured at the import so the bundler keeps only these four modules.
  const { A11y, Autoplay, Navigation, Pagination } = await import("swiper/modules");
  const { Swiper } = await import("swiper");
  const hasArrows = kind !== "hero";
  const container = root.querySelector<HTMLElement>(".swiper");
  if (!container) throw new Error(`Carrousel sans élément .swiper : ${kind}`);
  return new Swiper(container, {
    ...optionsFor(kind, delayMs),
    modules: hasArrows ? [A11y, Autoplay, Navigation, Pagination] : [A11y, Autoplay, Pagination],
    navigation: hasArrows
      ? {
          prevEl: root.querySelector<HTMLElement>(".carousel__prev"),
          nextEl: root.querySelector<HTMLElement>(".carousel__next"),
        }
      : false,
    pagination: {
      el: root.querySelector<HTMLElement>(".carousel__pagination"),
      clickable: true,
      bulletElement: "button",
    },
    a11y: {
      prevSlideMessage: messages.previous,
      nextSlideMessage: messages.next,
      firstSlideMessage: messages.first,
      lastSlideMessage: messages.last,
      paginationBulletMessage: messages.goTo,
      slideLabelMessage: messages.slideLabel,
      itemRoleDescriptionMessage: messages.slideRoleDescription,
    },
  });
}

/** The slides, memoised: Swiper reorders them in the DOM, React must not re-render them. */
const Track = memo(function Track({ slides }: { slides: CarouselSlide[] }) {
  return (
    <div className="swiper-wrapper carousel__track">
      {slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a slide is a group per the APG carousel pattern, not a form fieldset.
        <div
          key={slide.key}
          className="swiper-slide carousel__slide"
          role="group"
          aria-roledescription={messages.slideRoleDescription}
          aria-label={messages.slideLabel
            .replace("{{index}}", String(index + 1))
            .replace("{{slidesLength}}", String(slides.length))}
        >
          {slide.content}
        </div>
      ))}
    </div>
  );
});

export function Carousel({ kind, label, slides, delayMs, className }: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  // What the visitor wants; applied to Swiper when it arrives if they chose before.
  const wantsPlay = useRef(true);
  const [playing, setPlaying] = useState(true);

  const near = useNearViewport(root);

  useEffect(() => {
    if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    wantsPlay.current = false;
    setPlaying(false);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!near || !element) return;
    let cancelled = false;
    void createSwiper(element, kind, delayMs).then((instance) => {
      if (cancelled) {
        instance.destroy(true, true);
        return;
      }
      swiper.current = instance;
      if (!wantsPlay.current) instance.autoplay.stop();
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [near, kind, delayMs]);

  function togglePlay() {
    const next = !wantsPlay.current;
    wantsPlay.current = next;
    setPlaying(next);
    if (next) swiper.current?.autoplay.start();
    else swiper.current?.autoplay.stop();
  }

  // Arrow keys move the carousel that has focus, and only that one.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowLeft") swiper.current?.slidePrev();
    else if (event.key === "ArrowRight") swiper.current?.slideNext();
  }

  const hasArrows = kind !== "hero";
  return (
    <section
      ref={root}
      className={`carousel carousel--${kind}${className ? ` ${className}` : ""}`}
      aria-roledescription={messages.roleDescription}
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="swiper carousel__viewport">
        <Track slides={slides} />
      </div>
      <div className="carousel__controls">
        {hasArrows ? (
          <button type="button" className="carousel__button carousel__prev" aria-label={messages.previous}>
            <Icon icon={faChevronLeft} />
          </button>
        ) : null}
        <div className="carousel__pagination" />
        {hasArrows ? (
          <button type="button" className="carousel__button carousel__next" aria-label={messages.next}>
            <Icon icon={faChevronRight} />
          </button>
        ) : null}
        <button
          type="button"
          className="carousel__button carousel__toggle"
          aria-label={playing ? messages.pause : messages.play}
          onClick={togglePlay}
        >
          <Icon icon={playing ? faPause : faPlay} />
        </button>
      </div>
    </section>
  );
}

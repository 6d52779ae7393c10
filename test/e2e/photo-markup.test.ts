import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { imageSizes } from "#app/components/image-sizes.ts";
import { type MediaManifest, type Picture, resolvePicture } from "#app/content/media.ts";

// How an uploaded photo reaches the HTML (issue 35), rendered in Node: the manifest and the hero's slides hold a
// photo of the test's own, as if the pipeline (test/e2e/media-pipeline.test.ts) had listed it and the editor used it.

const photos = vi.hoisted(() => {
  const variants = (name: string, format: string) =>
    [480, 800, 1080, 1280, 1600].map((width) => `/media/${name}-${width}.0123456789ab.${format} ${width}w`).join(", ");
  return {
    "/media/atelier.jpg": {
      width: 4000,
      height: 3000,
      avif: variants("atelier", "avif"),
      webp: variants("atelier", "webp"),
      src: "/media/atelier-800.0123456789ab.webp",
    },
  } satisfies MediaManifest;
});

vi.mock("#app/content/media-manifest.ts", async () => {
  const { resolvePicture } = await import("#app/content/media.ts");
  return {
    mediaManifest: photos,
    showPicture: (picture: Parameters<typeof resolvePicture>[0]) => resolvePicture(picture, photos),
  };
});

vi.mock("#app/i18n/content.ts", async (importOriginal) => {
  const content = await importOriginal<typeof import("#app/i18n/content.ts")>();
  const { homeHero } = content.homeContent.fr;
  const slides = homeHero.slides.map((slide) => ({
    ...slide,
    image: { src: "/media/atelier.jpg", alt: slide.image.alt },
  }));
  return {
    ...content,
    homeContent: { ...content.homeContent, fr: { ...content.homeContent.fr, homeHero: { ...homeHero, slides } } },
  };
});

// TSX belongs to the Worker's tsconfig, not this Node one's: Vitest loads it by a path tsc does not follow.
const load = (path: string) => import(/* @vite-ignore */ path);
const { ContentImage } = (await load("#app/components/content-image.tsx")) as {
  ContentImage: FunctionComponent<{ picture: Picture; sizes: string; eager?: boolean }>;
};
const { HomeHero } = (await load("#app/components/home-hero.tsx")) as { HomeHero: FunctionComponent };

const photo = { src: "/media/atelier.jpg", alt: "L'atelier de soudure" };

/** The attributes of each element named `tag`, in order, by their HTML (lower-case) names. */
function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value]),
    ),
  );
}

describe("a picture in its slot", () => {
  it("is a <picture> for a photo: AVIF then WebP sources at the slot's sizes, an <img> of its size, lazy, async", () => {
    const html = renderToStaticMarkup(createElement(ContentImage, { picture: photo, sizes: imageSizes.cardsThree }));
    expect(html).toMatch(/^<picture><source [^>]*><source [^>]*><img [^>]*\/><\/picture>$/);
    expect(elements(html, "source")).toEqual([
      { type: "image/avif", srcset: photos["/media/atelier.jpg"].avif, sizes: imageSizes.cardsThree },
      { type: "image/webp", srcset: photos["/media/atelier.jpg"].webp, sizes: imageSizes.cardsThree },
    ]);
    expect(elements(html, "img")).toEqual([
      {
        class: "photo",
        src: "/media/atelier-800.0123456789ab.webp",
        alt: "L&#x27;atelier de soudure",
        width: "4000",
        height: "3000",
        loading: "lazy",
        decoding: "async",
      },
    ]);
  });

  it("fails, naming it, for a photo not in the manifest", () => {
    expect(() =>
      renderToStaticMarkup(createElement(ContentImage, { picture: { src: "/media/absent.jpg", alt: "" }, sizes: "" })),
    ).toThrow("/media/absent.jpg: no such photo in content/media/");
    expect(() => resolvePicture({ src: "/media/logo.svg", alt: "" }, photos)).toThrow(
      "/media/logo.svg: only JPEG, PNG and WebP photos are shown",
    );
  });

  it("is one <img> for an illustration, its size given or 640 × 400", () => {
    const src = "/images/illustrations/projet-convoyeur.svg";
    for (const picture of [
      { src, alt: "Convoyeur", width: 640, height: 400 },
      { src, alt: "Convoyeur" },
    ]) {
      expect(renderToStaticMarkup(createElement(ContentImage, { picture, sizes: imageSizes.hero }))).toBe(
        `<img src="${src}" alt="Convoyeur" width="640" height="400" loading="lazy" decoding="async"/>`,
      );
    }
  });
});

describe("the home page's hero with a photo in each slide", () => {
  it("gives the first photo high priority, eager and decoded with its frame (decision 008), preloads its AVIF alone; the next lazy", () => {
    const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ["/"] }, createElement(HomeHero)));
    const [first, ...next] = elements(html, "img");
    expect(first).toMatchObject({
      class: "hero__image photo",
      width: "4000",
      height: "3000",
      loading: "eager",
      fetchpriority: "high",
      decoding: "sync",
    });
    expect(elements(html, "source")[0]).toMatchObject({ type: "image/avif", sizes: imageSizes.hero });
    expect(elements(html, "link")).toEqual([
      {
        rel: "preload",
        as: "image",
        type: "image/avif",
        imagesrcset: photos["/media/atelier.jpg"].avif,
        imagesizes: imageSizes.hero,
        fetchpriority: "high",
      },
    ]);
    expect(next).not.toHaveLength(0);
    for (const image of next) expect(image).toMatchObject({ loading: "lazy", decoding: "async" });
  });
});

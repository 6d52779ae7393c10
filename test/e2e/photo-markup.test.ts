import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { imageSizes } from "#app/components/image-sizes.ts";
import { type MediaManifest, type Picture, resolvePicture } from "#app/content/media.ts";

// How a photo the editor uploaded reaches the HTML (issue 35), rendered in Node from source modules: the build's
// media manifest and the home page's hero are replaced here by a photo of the test's own, as if the
// pipeline (test/e2e/media-pipeline.test.ts) had listed it and the editor had put it in both slides.

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

// The components are TSX, which this Node project's TypeScript settings do not compile (app/ belongs
// to the Worker's, tsconfig.cloudflare.json): Vitest loads them, by a path tsc does not follow.
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

describe("a photo in its slot", () => {
  const html = renderToStaticMarkup(createElement(ContentImage, { picture: photo, sizes: imageSizes.cardsThree }));

  it("is a <picture> with an AVIF then a WebP source, each with the slot's sizes", () => {
    expect(html).toMatch(/^<picture><source [^>]*><source [^>]*><img [^>]*\/><\/picture>$/);
    const sources = elements(html, "source");
    expect(sources).toEqual([
      { type: "image/avif", srcset: photos["/media/atelier.jpg"].avif, sizes: imageSizes.cardsThree },
      { type: "image/webp", srcset: photos["/media/atelier.jpg"].webp, sizes: imageSizes.cardsThree },
    ]);
  });

  it("has an <img> with the photo's size from the manifest, its alternative text, lazy and decoded off the main thread", () => {
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

  it("fails, naming it, when the photo is not in the manifest", () => {
    expect(() =>
      renderToStaticMarkup(createElement(ContentImage, { picture: { src: "/media/absent.jpg", alt: "" }, sizes: "" })),
    ).toThrow("/media/absent.jpg: no such photo in content/media/");
    expect(() => resolvePicture({ src: "/media/logo.svg", alt: "" }, photos)).toThrow(
      "/media/logo.svg: only JPEG, PNG and WebP photos are shown",
    );
  });
});

describe("an illustration in its slot", () => {
  it("stays one <img>, its size given or 640 × 400", () => {
    const src = "/images/illustrations/projet-convoyeur.svg";
    for (const picture of [
      { src, alt: "Convoyeur", width: 640, height: 400 },
      { src, alt: "Convoyeur" },
    ]) {
      const html = renderToStaticMarkup(createElement(ContentImage, { picture, sizes: imageSizes.hero }));
      expect(html).toBe(
        '<img src="/images/illustrations/projet-convoyeur.svg" alt="Convoyeur" width="640" height="400" loading="lazy" decoding="async"/>',
      );
    }
  });
});

describe("the home page's hero with a photo in each slide", () => {
  const html = renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ["/"] }, createElement(HomeHero)));
  const images = elements(html, "img");

  it("gives the first slide's photo high priority, never lazy, decoded with its frame (decision 008)", () => {
    expect(images[0]).toMatchObject({
      class: "hero__image photo",
      width: "4000",
      height: "3000",
      loading: "eager",
      fetchpriority: "high",
      decoding: "sync",
    });
    expect(elements(html, "source")[0]).toMatchObject({ type: "image/avif", sizes: imageSizes.hero });
  });

  it("preloads the first photo's AVIF variants for the hero's width, and no other", () => {
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
  });

  it("leaves the next slide's photo lazy", () => {
    expect(images.slice(1)).not.toHaveLength(0);
    for (const image of images.slice(1)) expect(image).toMatchObject({ loading: "lazy", decoding: "async" });
  });
});

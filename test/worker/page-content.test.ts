import { describe, expect, it } from "vitest";
import { paintCatalogue } from "#app/content/carlisleft.ts";
import { distributionPage } from "#app/content/distribution.ts";
import { trainingPage } from "#app/content/formation.ts";
import { homeHero, homeServices, homeValues } from "#app/content/home.ts";
import { engineeringPage } from "#app/content/ingenierie.ts";
import { clients, partners } from "#app/content/logos.ts";
import { maintenancePage } from "#app/content/maintenance.ts";
import { assemblyPage } from "#app/content/montage.ts";
import { pageMeta } from "#app/content/pages.ts";
import { projectCategories } from "#app/content/realisation.ts";
import { safetyCatalogue } from "#app/content/schmersal.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { attributes, count, texts } from "#test/worker/support/html.ts";
import { listedTwice } from "#test/worker/support/lists.ts";

async function html(path: string): Promise<string> {
  const response = await fetchWorker(path);
  expect(response.status).toBe(200);
  return response.text();
}

const routes = Object.values(pageMeta)
  .map((page) => page.path)
  .filter((path) => path !== "/404");

describe("content holds the spec's counts", () => {
  it("11 projects: 2 special tools, 9 handling and process", () => {
    expect(projectCategories.map((category) => category.title)).toEqual(["Outils spéciaux", "Manutention et process"]);
    // Each list by its titles: a failing count shows the items, the extra one among them.
    expect(projectCategories[0].projects.map((project) => project.title)).toHaveLength(2);
    expect(projectCategories[1].projects.map((project) => project.title)).toHaveLength(9);
  });

  it("35 safety items in 4 sections (16, 4, 8, 7) and 13 paint items in 2 (9, 4)", () => {
    const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
    for (const [index, size] of [16, 4, 8, 7].entries()) {
      expect(titles(safetyCatalogue[index].items), safetyCatalogue[index].title).toHaveLength(size);
    }
    expect(safetyCatalogue).toHaveLength(4);
    expect(paintCatalogue.map((section) => section.title)).toEqual(["DeVilbiss", "Binks"]);
    expect(titles(paintCatalogue[0].items)).toHaveLength(9);
    expect(titles(paintCatalogue[1].items)).toHaveLength(4);
  });

  it("8 formation tiles, 2 formation carousels, 5 métiers, 3 values, 3 expertise boxes, 2 hero slides", () => {
    expect(trainingPage.range.items.map((item) => item.title)).toHaveLength(8);
    expect(trainingPage.galleries).toHaveLength(2);
    expect(homeServices.cards.map((card) => card.to)).toEqual([
      "/ingenierie",
      "/montage",
      "/maintenance",
      "/distribution",
      "/formation",
    ]);
    expect(homeValues.values.map((value) => value.title)).toEqual([
      "Qualité des relations",
      "Maîtrise technique",
      "Qualité & Sécurité",
    ]);
    expect(homeValues.expertise.boxes.map((box) => box.title)).toEqual([
      "Process Peinture",
      "Manutention",
      "Machine spéciale",
    ]);
    expect(homeHero.slides.map((slide) => slide.title)).toEqual(["Ingénierie Projets", "Installations industrielles"]);
  });

  it("every list item has a unique key, and no title is listed twice", () => {
    const lists = [
      ...safetyCatalogue.map((section) => section.items),
      ...paintCatalogue.map((section) => section.items),
      ...projectCategories.map((category) => category.projects),
      trainingPage.range.items,
      clients.items,
      partners.items,
    ];
    for (const list of lists) {
      expect(listedTwice(list.map((item) => item.key)), "keys listed twice").toEqual([]);
      expect(listedTwice(list.map((item) => ("title" in item ? item.title : item.key))), "titles listed twice").toEqual(
        [],
      );
    }
  });

  it("carousel constants follow spec §9", () => {
    expect(carouselSettings.hero).toEqual({ delayMs: 3000, spaceBetween: 50, pauseOnHover: false });
    expect(carouselSettings.gallery).toMatchObject({ delayMs: 1000, pauseOnHover: true });
    expect(carouselSettings.logos).toEqual({
      spaceBetween: 30,
      pauseOnHover: false,
      slidesPerViewFrom: { 0: 1, 700: 2, 1000: 3 },
    });
    expect([clients.delayMs, partners.delayMs]).toEqual([1000, 1200]);
  });
});

describe("every page's server HTML", () => {
  it.each(routes)("%s: one h1, no skipped heading level, French typography", async (path) => {
    const page = await html(path);
    const levels: number[] = [];
    await new HTMLRewriter()
      .on("main h1, main h2, main h3, main h4, main h5, main h6", {
        element: (element) => void levels.push(Number(element.tagName.slice(1))),
      })
      .transform(new Response(page))
      .text();
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index} of ${path}`).toBeLessThanOrEqual(levels[index - 1] + 1);
    });
    // The strict CSP forbids style attributes: layout comes from stylesheets only.
    expect(await count(page, "main [style]")).toEqual([0]);
    const visible = (await texts(page, "main p, main h1, main h2, main h3, main h4, main li")).join("\n");
    expect(visible).not.toMatch(/lorem|ipsum/i);
    // A typographic apostrophe, and a non-breaking space before « : ; ! ? ».
    expect(visible).not.toMatch(/[a-zà-ÿ]'[a-zà-ÿ]/i);
    expect(visible).not.toMatch(/ [:;!?](\s|$)/);
  });

  // The legal notice is text only.
  const illustrated = routes.filter((path) => path !== pageMeta.mentionsLegales.path);
  it.each(illustrated)(
    "%s: every image has a size, an alt attribute, and lazy loading but for the picture a phone shows at load",
    async (path) => {
      const images = await attributes(await html(path), "main img");
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(Number(image.width), image.src).toBeGreaterThan(0);
        expect(Number(image.height), image.src).toBeGreaterThan(0);
        expect(image, image.src).toHaveProperty("alt");
        expect(image.src).toMatch(/^\/images\//);
        // No inline styles: the strict CSP forbids them.
        expect(image).not.toHaveProperty("style");
      }
      const eager = images.filter((image) => image.loading !== "lazy");
      const inViewAtLoad: Record<string, string> = {
        "/": homeHero.slides[0].image.src,
        [pageMeta.realisation.path]: projectCategories[0].projects[0].image.src,
        [pageMeta.distribution.path]: distributionPage.tiles[0].image.src,
      };
      expect(eager.map((image) => image.src)).toEqual(path in inViewAtLoad ? [inViewAtLoad[path]] : []);
    },
  );
});

describe("home page", () => {
  it("has the hero's 2 slides, each with 'Découvrir' to #services", async () => {
    const page = await html("/");
    const [slides, buttons, services] = await count(
      page,
      ".carousel--hero .carousel__slide",
      '.hero a[href="#services"]',
      "#services",
    );
    expect([slides, buttons, services]).toEqual([2, 2, 1]);
    expect(await texts(page, ".hero__title")).toEqual(["Ingénierie Projets", "Installations industrielles"]);
    expect(await texts(page, '.hero a[href="#services"]')).toEqual(["Découvrir", "Découvrir"]);
  });

  it("has 5 métiers cards linking to their routes, the values and the expertise boxes", async () => {
    const page = await html("/");
    const cards = await attributes(page, "#services a.link-card");
    expect(cards.map((card) => card.href)).toEqual([
      "/ingenierie",
      "/montage",
      "/maintenance",
      "/distribution",
      "/formation",
    ]);
    expect(await texts(page, ".value-card__title")).toEqual(homeValues.values.map((value) => value.title));
    expect(await texts(page, ".expertise .link-card__title")).toEqual([
      "Process Peinture",
      "Manutention",
      "Machine spéciale",
    ]);
    expect(await texts(page, "main h2")).toEqual(
      expect.arrayContaining(["Nos métiers", "Valeur & Expertise", "Nos clients", "Nos partenaires", "Contactez-nous"]),
    );
  });

  it("has both logo carousels with every tile and their controls", async () => {
    const page = await html("/");
    const [clientTiles, partnerTiles, pauseButtons, arrows] = await count(
      page,
      ".logo-carousel--clients .carousel__slide",
      ".logo-carousel--partners .carousel__slide",
      ".carousel__toggle",
      ".logo-carousel .carousel__prev, .logo-carousel .carousel__next",
    );
    expect([clientTiles, partnerTiles, pauseButtons, arrows]).toEqual([
      clients.items.length,
      partners.items.length,
      3,
      4,
    ]);
    expect(await texts(page, ".logo-tile__wordmark")).toEqual([
      "DeVilbiss",
      "Binks",
      "Schmersal",
      "Allen-Bradley",
      "Festo",
      "SEW-Eurodrive",
    ]);
  });

  it("has the contact section: form fields, three info blocks, and no map iframe until scrolled to", async () => {
    const page = await html("/");
    expect(await texts(page, "#contact h2")).toEqual(["Contactez-nous"]);
    const [forms, telLinks, mailLinks, addresses, iframes] = await count(
      page,
      "#contact form",
      '#contact .contact-details a[href^="tel:+212"]',
      '#contact .contact-details a[href^="mailto:"]',
      "#contact .contact-details address",
      "iframe",
    );
    expect([forms, telLinks, mailLinks, addresses, iframes]).toEqual([1, 1, 1, 1, 0]);
    const placeholders = (await attributes(page, "#contact input, #contact textarea")).map(
      (field) => field.placeholder,
    );
    expect(placeholders).toEqual(expect.arrayContaining(["Nom complet", "E-mail", "Numéro de téléphone", "Message"]));
  });
});

describe("service pages", () => {
  it("/ingenierie: studies list and 3-image carousel, 3 teams and 3 tools", async () => {
    const page = await html("/ingenierie");
    const [services, slides] = await count(page, ".check-list li", ".gallery-carousel .carousel__slide");
    expect([services, slides]).toEqual([engineeringPage.studies.services.length, 3]);
    const headings = await texts(page, "main h2, main h3, main h4");
    expect(headings).toEqual(
      expect.arrayContaining([
        "Études & conception",
        "Gestion de projet",
        "Bureau d’études",
        "Atelier de fabrication",
        "Service montage",
        "Feuille de route",
        "Outils collaboratifs",
        "Classeur de sécurité de chantier",
      ]),
    );
  });

  it("/montage: the 5 workshop machines, 5 assembly steps and two 3-image carousels", async () => {
    const page = await html("/montage");
    const [carousels, slides] = await count(page, ".gallery-carousel", ".gallery-carousel .carousel__slide");
    expect([carousels, slides]).toEqual([2, 6]);
    const titles = await texts(page, ".feature-list__title");
    expect(titles).toEqual(
      [...assemblyPage.workshop.equipment, ...assemblyPage.assembly.steps].map((item) => item.title),
    );
    expect(titles.slice(0, 5)).toEqual([
      "Presse plieuse numérique",
      "Cisaille",
      "Tour conventionnel",
      "Postes de soudure",
      "Perceuse à colonne",
    ]);
  });

  it("/realisation: 11 project cards in 2 categories, then the clients carousel", async () => {
    const page = await html("/realisation");
    const [all, tools, handling, clientTiles] = await count(
      page,
      ".info-card",
      "#outils-speciaux .info-card",
      "#manutention-process .info-card",
      ".logo-carousel--clients .carousel__slide",
    );
    expect([all, tools, handling, clientTiles]).toEqual([11, 2, 9, clients.items.length]);
    expect(await texts(page, "main h2")).toEqual(["Outils spéciaux", "Manutention et process", "Nos clients"]);
  });

  it("/maintenance: complex maintenance capabilities and intervention modes", async () => {
    const page = await html("/maintenance");
    expect(await texts(page, "main h2")).toEqual(["Maintenances complexes"]);
    const titles = await texts(page, ".feature-list__title");
    expect(titles).toEqual(
      [...maintenancePage.complex.capabilities, ...maintenancePage.complex.modes].map((item) => item.title),
    );
  });

  it("/distribution: two tiles to the two catalogues", async () => {
    const page = await html("/distribution");
    const tiles = await attributes(page, "main a.link-card");
    expect(tiles.map((tile) => tile.href)).toEqual(["/distribution/schmersal", "/distribution/carlisleft"]);
    expect(await texts(page, ".link-card__title")).toEqual(distributionPage.tiles.map((tile) => tile.title));
  });

  it("/distribution/schmersal: 4 headed sections of 16, 4, 8 and 7 items", async () => {
    const page = await html("/distribution/schmersal");
    expect(await texts(page, "main h2")).toEqual(safetyCatalogue.map((section) => section.title));
    const counts = await count(page, ...safetyCatalogue.map((section) => `#${section.key} .info-card`), ".info-card");
    expect(counts).toEqual([16, 4, 8, 7, 35]);
  });

  it("/distribution/carlisleft: 9 DeVilbiss and 4 Binks items", async () => {
    const page = await html("/distribution/carlisleft");
    expect(await texts(page, "main h2")).toEqual(["DeVilbiss", "Binks"]);
    expect(await count(page, "#devilbiss .info-card", "#binks .info-card")).toEqual([9, 4]);
  });

  it("/formation: intro, two 3-image carousels and 8 product tiles", async () => {
    const page = await html("/formation");
    const [carousels, slides] = await count(page, ".gallery-carousel", ".gallery-carousel .carousel__slide");
    expect([carousels, slides]).toEqual([2, 6]);
    expect(await texts(page, "main h2")).toEqual([
      trainingPage.introTitle,
      ...trainingPage.galleries.map((gallery) => gallery.title),
      "Gamme de produits",
    ]);
    expect(await texts(page, ".info-card__title")).toEqual(trainingPage.range.items.map((item) => item.title));
  });
});

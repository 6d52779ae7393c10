import { env } from "cloudflare:workers";
import { faFacebookF, faInstagram, faLinkedinIn, faXTwitter } from "@fortawesome/free-brands-svg-icons";
import { describe, expect, it } from "vitest";
import facebook from "#app/components/social-icons/facebook.svg?raw";
import instagram from "#app/components/social-icons/instagram.svg?raw";
import linkedin from "#app/components/social-icons/linkedin.svg?raw";
import x from "#app/components/social-icons/x.svg?raw";
import { paintCatalogue } from "#app/content/carlisleft.ts";
import { company, formatAddress } from "#app/content/company.ts";
import { contactSection } from "#app/content/contact-section-copy.ts";
import { distributionPage } from "#app/content/distribution.ts";
import { trainingPage } from "#app/content/formation.ts";
import { homeHero, homeServices, homeValues } from "#app/content/home.ts";
import { engineeringPage } from "#app/content/ingenierie.ts";
import { legalSectionIds } from "#app/content/legal-anchors.ts";
import { host, legalNotice, retentionDays } from "#app/content/legal-notice.ts";
import { clients, partners } from "#app/content/logos.ts";
import { maintenancePage } from "#app/content/maintenance.ts";
import { assemblyPage } from "#app/content/montage.ts";
import { pageMeta } from "#app/content/pages.ts";
import { projectCategories } from "#app/content/realisation.ts";
import { safetyCatalogue } from "#app/content/schmersal.ts";
import { carouselSettings } from "#app/enhance/carousel-settings.ts";
import { readRetentionMs } from "#functions/contact/delivery/delivery-config.ts";
import { vitalsRetentionMs } from "#functions/vitals/web-vitals-store.ts";
import { attributes, count, texts } from "#test/worker/support/html.ts";
import { listedTwice } from "#test/worker/support/lists.ts";
import { renderedPage } from "#test/worker/support/rendered-pages.ts";

describe("content data", () => {
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
      const titles = list.map((item) => ("title" in item ? item.title : item.key));
      expect(listedTwice(titles), "titles listed twice").toEqual([]);
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
    // The logo carousels' delays (1000 and 1200 ms in the spec) are content the company may change at /admin.
  });
});

/** What each page shows by CSS selector: counts, texts in order, texts among others (includes), links, placeholders. */
interface Shown {
  counts?: Record<string, number>;
  texts?: Record<string, readonly string[]>;
  includes?: Record<string, readonly string[]>;
  hrefs?: Record<string, readonly string[]>;
  placeholders?: Record<string, readonly string[]>;
}

const title = (items: readonly { title: string }[]) => items.map((item) => item.title);
// What the company edits at /admin is read from its content files, so that a saved edit (a project added, a title
// reworded) is shown, not refused by a test; the site's own words and the page structure are pinned.
const projectCount = projectCategories.flatMap((category) => category.projects).length;
const shown: Record<string, Shown> = {
  "/": {
    counts: {
      ".carousel--hero .carousel__slide": homeHero.slides.length,
      "#services": 1,
      ".logo-carousel--clients .carousel__slide": clients.items.length,
      ".logo-carousel--partners .carousel__slide": partners.items.length,
      ".carousel__toggle": 3,
      ".logo-carousel .carousel__prev, .logo-carousel .carousel__next": 4,
      "#contact form": 1,
      '#contact .contact-details a[href^="tel:+212"]': 1,
      '#contact .contact-details a[href^="mailto:"]': 1,
      "#contact .contact-details address": 1,
      // The form says what its data is for and links to the legal notice's data section.
      [`#contact form a[href="${pageMeta.mentionsLegales.path}#${legalSectionIds.personalData}"]`]: 1,
      // The map's iframe waits until the section is scrolled to.
      iframe: 0,
    },
    texts: {
      ".hero__title": title(homeHero.slides),
      ".hero__text a": homeHero.slides.map((slide) => slide.cta.label),
      ".value-card__title": title(homeValues.values),
      ".expertise .link-card__title": title(homeValues.expertise.boxes),
      ".logo-tile__wordmark": partners.items.map((partner) => partner.name),
      "#contact h2": [contactSection.title],
      ".contact-form__privacy": [
        "Vos données servent uniquement à répondre à votre demande. Protection des données personnelles",
      ],
    },
    includes: {
      "main h2": [homeServices.title, homeValues.title, clients.title, partners.title, contactSection.title],
    },
    hrefs: {
      ".hero__text a": homeHero.slides.map((slide) => slide.cta.href),
      "#services a.link-card": homeServices.cards.map((card) => card.to),
    },
    placeholders: {
      "#contact input, #contact textarea": ["Nom complet", "E-mail", "Numéro de téléphone", "Message"],
    },
  },
  "/ingenierie": {
    counts: {
      ".check-list li": engineeringPage.studies.services.length,
      ".gallery-carousel .carousel__slide": engineeringPage.studies.gallery.length,
    },
    includes: {
      "main h2, main h3, main h4": [
        engineeringPage.studies.title,
        engineeringPage.projectManagement.title,
        ...title(engineeringPage.projectManagement.teams),
        ...title(engineeringPage.projectManagement.tools),
      ],
    },
  },
  "/montage": {
    counts: {
      ".gallery-carousel": 2,
      ".gallery-carousel .carousel__slide": assemblyPage.workshop.gallery.length + assemblyPage.assembly.gallery.length,
    },
    texts: { ".feature-list__title": title([...assemblyPage.workshop.equipment, ...assemblyPage.assembly.steps]) },
  },
  "/realisation": {
    counts: {
      ".info-card": projectCount,
      ...Object.fromEntries(
        projectCategories.map((category) => [`#${category.key} .info-card`, category.projects.length]),
      ),
      ".logo-carousel--clients .carousel__slide": clients.items.length,
    },
    texts: { "main h2": [...title(projectCategories), clients.title] },
  },
  "/maintenance": {
    texts: {
      "main h2": [maintenancePage.complex.title],
      ".feature-list__title": title([...maintenancePage.complex.capabilities, ...maintenancePage.complex.modes]),
    },
  },
  "/distribution": {
    texts: { ".link-card__title": title(distributionPage.tiles) },
    hrefs: { "main a.link-card": ["/distribution/schmersal", "/distribution/carlisleft"] },
  },
  "/distribution/schmersal": {
    counts: Object.fromEntries([
      ...safetyCatalogue.map((section) => [`#${section.key} .info-card`, section.items.length]),
      [".info-card", safetyCatalogue.flatMap((section) => section.items).length],
    ]),
    texts: { "main h2": title(safetyCatalogue) },
  },
  "/distribution/carlisleft": {
    counts: Object.fromEntries(paintCatalogue.map((section) => [`#${section.key} .info-card`, section.items.length])),
    texts: { "main h2": title(paintCatalogue) },
  },
  "/formation": {
    counts: {
      ".gallery-carousel": trainingPage.galleries.length,
      ".gallery-carousel .carousel__slide": trainingPage.galleries.flatMap((gallery) => gallery.pictures).length,
      ".info-card__title": trainingPage.range.items.length,
    },
    texts: {
      "main h2": [trainingPage.introTitle, ...title(trainingPage.galleries), trainingPage.range.title],
      ".info-card__title": title(trainingPage.range.items),
    },
  },
};

it.for(Object.entries(shown))("%s shows its own content", async ([path, expected]) => {
  const { html: page } = await renderedPage(path);
  const attribute = async (selector: string, name: string) =>
    (await attributes(page, selector)).map((element) => element[name]);
  for (const [selector, n] of Object.entries(expected.counts ?? {}))
    expect.soft(await count(page, selector), selector).toEqual([n]);
  for (const [selector, list] of Object.entries(expected.texts ?? {}))
    expect.soft(await texts(page, selector), selector).toEqual(list);
  for (const [selector, list] of Object.entries(expected.includes ?? {}))
    expect.soft(await texts(page, selector), selector).toEqual(expect.arrayContaining([...list]));
  for (const [selector, list] of Object.entries(expected.hrefs ?? {}))
    expect.soft(await attribute(selector, "href"), selector).toEqual(list);
  for (const [selector, list] of Object.entries(expected.placeholders ?? {}))
    expect.soft(await attribute(selector, "placeholder"), selector).toEqual(expect.arrayContaining([...list]));
});

describe("/mentions-legales", () => {
  const path = pageMeta.mentionsLegales.path;

  it("has its sections in order, each reachable from the summary; names the publisher (identity, registrations, contact, director of publication) and the host; links to the company's e-mail address from the personal data section", async () => {
    const { html: page } = await renderedPage(path);
    const ids = Object.values(legalSectionIds);
    expect((await attributes(page, "section.legal__section")).map((section) => section.id)).toEqual(ids);
    expect((await attributes(page, ".legal__toc a")).map((link) => link.href)).toEqual(ids.map((id) => `#${id}`));
    expect(await texts(page, ".legal__section > h2")).toEqual(legalNotice.sections.map((section) => section.title));

    const [labels, values] = await Promise.all([texts(page, ".legal__field dt"), texts(page, ".legal__field dd")]);
    const { legal } = company;
    expect(Object.fromEntries(labels.map((label, index) => [label, values[index]]))).toMatchObject({
      "Raison sociale": legal.corporateName,
      "Forme juridique": legal.legalForm,
      "Capital social": legal.shareCapital,
      "Siège social": formatAddress(),
      "Registre du commerce": `Tanger, n°\u00a0${legal.tradeRegister.number}`,
      "Identifiant commun de l’entreprise (ICE)": legal.ice,
      "Identifiant fiscal (IF)": legal.taxId,
      "Taxe professionnelle (patente)": legal.patente,
      Téléphone: company.phone.display,
      "E-mail": company.email,
      "Directeur de la publication": legal.publicationDirector,
      Hébergeur: "Cloudflare, Inc.",
      Adresse: host.address,
    });
    expect(host.address).toBe("101 Townsend St, San Francisco, CA\u00a094107, États-Unis");
    // To exercise one's rights.
    const links = await attributes(page, `#${legalSectionIds.personalData} a[href^="mailto:"]`);
    expect(links).toEqual([{ href: `mailto:${company.email}` }]);
  });

  // That no page sets a cookie is pages.test.ts's.
  it.for([
    [
      "how personal data is handled under loi n° 09-08: purpose, recipients, retention, rights, CNDP",
      legalSectionIds.personalData,
      [
        "loi n°\u00a009-08",
        "Finalité",
        "uniquement à répondre à votre demande",
        "Destinataires",
        "EmailJS",
        "Cloudflare Email Routing",
        `${retentionDays.contactMessage}\u00a0jours après sa transmission`,
        "droit d’accès",
        "rectifier",
        "vous opposer",
        "écrivez-nous à",
        `récépissé n°\u00a0${company.legal.cndpReceipt}`,
      ],
    ],
    ["that no cookie is set", legalSectionIds.cookies, ["ne dépose aucun cookie", "OpenStreetMap"]],
    [
      "whom it credits for the font, the icons, the illustrations and the map",
      legalSectionIds.credits,
      ["Inter", "SIL Open Font License", "Font Awesome", "Creative Commons Attribution 4.0", "Illustrations", "ODbL"],
    ],
  ] as const)("says %s", async ([, section, phrases]) => {
    const [text] = await texts((await renderedPage(path)).html, `#${section}`);
    for (const phrase of phrases) expect(text, phrase).toContain(phrase);
  });

  it("states the retentions the outbox and the measurements store really apply", () => {
    const dayMs = 24 * 60 * 60_000;
    // CONTACT_RETENTION_DAYS as wrangler.toml sets it, and the outbox's default when it is unset.
    expect(readRetentionMs(env)).toBe(retentionDays.contactMessage * dayMs);
    expect(readRetentionMs({ ...env, CONTACT_RETENTION_DAYS: undefined })).toBe(retentionDays.contactMessage * dayMs);
    expect(retentionDays.performanceMeasure * dayMs).toBe(vitalsRetentionMs);
  });
});

// The contact panel's social icons are files of their own (decision 008), copied from Font Awesome's brand icons:
// each copy stays the package's drawing, and every network has its file.
const fontAwesome = { x: faXTwitter, facebook: faFacebookF, instagram: faInstagram, linkedin: faLinkedinIn };
const files = { x, facebook, instagram, linkedin };

describe("the social links", () => {
  it.for(company.social.map((link) => link.network))("%s's icon is Font Awesome's, in white", (network) => {
    const [width, height, , , path] = fontAwesome[network].icon;
    expect(files[network]).toContain(`viewBox="0 0 ${width} ${height}" fill="#fff"`);
    expect(files[network]).toContain(`<path d="${path}"/>`);
  });

  it("are named by text inside each link, not an aria-label over a silent image (HTML_CodeSniffer H30.2), with lazy icons fetched only once the panel opens", async () => {
    const { html } = await renderedPage("/");
    const social = await attributes(html, ".social-links a");
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) expect(link["aria-label"]).toBeUndefined();
    expect(await texts(html, ".social-links a .visually-hidden")).toEqual(
      social.map(() => expect.stringMatching(/^\w+ \(nouvel onglet\)$/)),
    );
    const icons = await attributes(html, "img.social-icon");
    expect(icons.map((icon) => icon.src.match(/^\/assets\/(\w+)-[\w-]+\.svg$/)?.[1])).toEqual(
      company.social.map((link) => link.network),
    );
    for (const icon of icons) expect(icon.loading).toBe("lazy");
  });
});

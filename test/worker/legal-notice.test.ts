import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { company, formatAddress } from "#app/content/company.ts";
import { legalSectionIds } from "#app/content/legal-anchors.ts";
import { host, legalNotice, retentionDays } from "#app/content/legal-notice.ts";
import { pageMeta } from "#app/content/pages.ts";
import { readRetentionMs } from "#functions/contact/delivery/delivery-config.ts";
import { vitalsRetentionMs } from "#functions/vitals/web-vitals-store.ts";
import { fetchWorker } from "#test/worker/support/built-worker.ts";
import { attributes, count, readableText, texts } from "#test/worker/support/html.ts";

const path = pageMeta.mentionsLegales.path;
const dayMs = 24 * 60 * 60_000;

async function legalPage(): Promise<string> {
  const response = await fetchWorker(path);
  expect(response.status).toBe(200);
  return response.text();
}

/** The label–value pairs of the page, as shown. */
async function shownFields(page: string): Promise<Map<string, string>> {
  const [labels, values] = await Promise.all([texts(page, ".legal__field dt"), texts(page, ".legal__field dd")]);
  return new Map(labels.map((label, index) => [label, values[index]]));
}

describe("/mentions-legales", () => {
  it("has its sections in order, each reachable from the summary", async () => {
    const page = await legalPage();
    const ids = Object.values(legalSectionIds);
    expect((await attributes(page, "section.legal__section")).map((section) => section.id)).toEqual(ids);
    expect((await attributes(page, ".legal__toc a")).map((link) => link.href)).toEqual(ids.map((id) => `#${id}`));
    expect(await texts(page, ".legal__section > h2")).toEqual(legalNotice.sections.map((section) => section.title));
  });

  it("names the publisher: identity, registrations, contact and director of publication", async () => {
    const fields = await shownFields(await legalPage());
    const { legal } = company;
    expect(Object.fromEntries(fields)).toMatchObject({
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
    });
  });

  it("marks the French names the English notice quotes with their language (WCAG 3.1.2)", async () => {
    const html = await (await fetchWorker("/en/mentions-legales")).text();
    for (const phrase of ["registre du commerce", "identifiant fiscal", "patente", "gérant"]) {
      expect(html).toContain(`<span lang="fr">${phrase}</span>`);
    }
    expect(html).not.toMatch(/\{(fr|en|ar):/);
  });

  it("names the host with its address", async () => {
    const fields = await shownFields(await legalPage());
    expect(fields.get("Hébergeur")).toBe("Cloudflare, Inc.");
    expect(fields.get("Adresse")).toBe("101 Townsend St, San Francisco, CA\u00a094107, États-Unis");
    expect(fields.get("Adresse")).toBe(host.address);
  });

  it("says how personal data is handled under loi n° 09-08: purpose, recipients, retention, rights, CNDP", async () => {
    const page = await legalPage();
    const [section] = await texts(page, `#${legalSectionIds.personalData}`);
    for (const expected of [
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
    ]) {
      expect(section, expected).toContain(expected);
    }
    expect(await attributes(page, `#${legalSectionIds.personalData} a[href^="mailto:"]`)).toEqual([
      { href: `mailto:${company.email}` },
    ]);
  });

  it("states the retentions the outbox and the measurements store really apply", () => {
    // CONTACT_RETENTION_DAYS as wrangler.toml sets it, and the outbox's default when it is unset.
    expect(readRetentionMs(env)).toBe(retentionDays.contactMessage * dayMs);
    expect(readRetentionMs({ ...env, CONTACT_RETENTION_DAYS: undefined })).toBe(retentionDays.contactMessage * dayMs);
    expect(retentionDays.performanceMeasure * dayMs).toBe(vitalsRetentionMs);
  });

  it("says no cookie is set, and no page sets one", async () => {
    const page = await legalPage();
    const [cookies] = await texts(page, `#${legalSectionIds.cookies}`);
    expect(cookies).toContain("ne dépose aucun cookie");
    expect(cookies).toContain("OpenStreetMap");
    for (const { path: pagePath } of Object.values(pageMeta)) {
      const response = await fetchWorker(pagePath);
      expect(response.headers.get("set-cookie"), pagePath).toBeNull();
    }
  });

  it("credits the font, the icons, the illustrations and the map", async () => {
    const text = await readableText(await legalPage());
    for (const credit of [
      "Inter",
      "SIL Open Font License",
      "Font Awesome",
      "Creative Commons Attribution 4.0",
      "Illustrations",
      "ODbL",
    ]) {
      expect(text, credit).toContain(credit);
    }
  });
});

describe("links to the legal notice", () => {
  it.each(Object.values(pageMeta).map((page) => page.path))(
    "the footer of %s links to it, beside the phone, e-mail and address",
    async (pagePath) => {
      const html = await (await fetchWorker(pagePath)).text();
      expect(await attributes(html, `footer a[href="${path}"]`)).toHaveLength(1);
      expect(await count(html, 'footer a[href^="tel:+212"]', 'footer a[href^="mailto:"]', "footer address")).toEqual([
        1, 1, 1,
      ]);
    },
  );

  it("the contact form says what its data is for and links to the data section", async () => {
    const page = await (await fetchWorker("/")).text();
    const target = `${path}#${legalSectionIds.personalData}`;
    expect(await attributes(page, `#contact form a[href="${target}"]`)).toHaveLength(1);
    expect(await texts(page, ".contact-form__privacy")).toEqual([
      "Vos données servent uniquement à répondre à votre demande. Protection des données personnelles",
    ]);
  });
});

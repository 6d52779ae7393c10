import { expect, it } from "vitest";
import { checkContentFile } from "#app/content/check.ts";
import { contentFiles } from "#app/content/collections.ts";
import { companySchema } from "#app/content/schemas/company.schema.ts";
import { realisationSchema } from "#app/content/schemas/realisation.schema.ts";
import { locales } from "#app/i18n/locales.ts";
import company from "#content/company.json";
import realisation from "#content/realisation.json";

/**
 * Each kind of broken content file fails the build with one line naming the file, the language, the entry and the field
 * as the editor shows them (list items by number and name), and the reason.
 */

type Data = typeof realisation;
const file = "content/realisation.json";
const pictureExists = (src: string) => !src.includes("absente");
const firstProject = (side: Data["fr"]) => side.projectCategories[0].projects[0];
const project = "Catégories n°\u00a01 (Outils spéciaux) › Projets n°\u00a01 (Gabarit de contrôle et d’assemblage)";

it("accepts every content file as shipped", () => {
  expect(contentFiles.length).toBeGreaterThanOrEqual(14);
  expect(checkContentFile("content/company.json", companySchema, company, pictureExists)).toEqual([]);
  expect(checkContentFile(file, realisationSchema, realisation, pictureExists)).toEqual([]);
});

it.each<[string, (data: Data) => unknown, string]>([
  [
    "a project without its Arabic title",
    (data) => Reflect.deleteProperty(data.ar.projectCategories[1].projects[1], "title"),
    "arabe › Catégories n°\u00a02 (المناولة والعمليات) › Projets n°\u00a02 › Titre: champ manquant",
  ],
  [
    "a wrong type",
    (data) => Object.assign(firstProject(data.fr), { title: 42 }),
    "français › Catégories n°\u00a01 (Outils spéciaux) › Projets n°\u00a01 › Titre: texte attendu",
  ],
  [
    "an empty title",
    (data) => Object.assign(firstProject(data.en), { title: "  " }),
    "anglais › Catégories n°\u00a01 (Special tooling) › Projets n°\u00a01 › Titre: champ vide",
  ],
  [
    "a field the schema does not know",
    (data) => Object.assign(firstProject(data.fr), { titre: "x" }),
    `français › ${project}: champ inconnu\u00a0: titre`,
  ],
  [
    "an uploaded file that is not a photo",
    (data) => Object.assign(firstProject(data.fr).image, { src: "/media/plan.svg" }),
    `français › ${project} › Image: format invalide (une illustration du site ou une photo envoyée (JPEG, PNG ou WebP))`,
  ],
  [
    "a picture that differs between languages",
    (data) => Object.assign(firstProject(data.en).image, { src: "/media/autre.jpg" }),
    `anglais › ${project} › Image: doit être identique au français ("/images/illustrations/projet-gabarit-controle.svg")`,
  ],
  [
    "a project missing in one language",
    (data) => data.ar.projectCategories[0].projects.pop(),
    "arabe › Catégories n°\u00a01 (Outils spéciaux) › Projets: 1 élément(s) au lieu de 2 comme en français",
  ],
  [
    "a picture that does not exist",
    (data) => locales.map((locale) => Object.assign(firstProject(data[locale]).image, { src: "/media/absente.jpg" })),
    `${project} › Image: image introuvable (/media/absente.jpg)`,
  ],
  [
    "a past slip of the French copy",
    (data) => Object.assign(firstProject(data.fr), { title: "Gabarit pour Equipement" }),
    "français › Catégories n°\u00a01 (Outils spéciaux) › Projets n°\u00a01 (Gabarit pour Equipement) › Titre: écrire « Équipement didactique » (…Gabarit pour Equipement…)",
  ],
  [
    "a French word left in the Arabic text",
    (data) => Object.assign(firstProject(data.ar), { title: "قالب مراقبة pour" }),
    "arabe › Catégories n°\u00a01 (أدوات خاصة) › Projets n°\u00a01 (قالب مراقبة pour) › Titre: pas de mot français (…قالب مراقبة pour…)",
  ],
])("refuses %s", (_, change, line) => {
  const data = structuredClone(realisation);
  change(data);
  expect(checkContentFile(file, realisationSchema, data, pictureExists)).toEqual([`${file}: ${line}`]);
});

it("takes what the site typesets: plain spaces and straight apostrophes typed on an ordinary keyboard", () => {
  const data = structuredClone(realisation);
  Object.assign(firstProject(data.fr), { title: "Gabarit d'assemblage : livré en 10 jours" });
  Object.assign(firstProject(data.en), { title: "Assembly fixture : the client's own" });
  expect(checkContentFile(file, realisationSchema, data, pictureExists)).toEqual([]);
});

it("refuses a company phone number that cannot be dialled, in the same line format", () => {
  const data = structuredClone(company);
  for (const locale of locales) data[locale].company.phone.e164 = "05 39 94 12 30";
  expect(checkContentFile("content/company.json", companySchema, data, pictureExists)).toEqual(
    ["français", "anglais", "arabe"].map(
      (language) =>
        `content/company.json: ${language} › Entreprise › Téléphone › Numéro à composer: format invalide (le numéro au format international, sans espaces (+212…))`,
    ),
  );
});

import { describe, expect, it } from "vitest";
import { checkContentFile } from "#app/content/check.ts";
import { contentFiles } from "#app/content/collections.ts";
import { companySchema } from "#app/content/schemas/company.schema.ts";
import { realisationSchema } from "#app/content/schemas/realisation.schema.ts";
import company from "#content/company.json";
import realisation from "#content/realisation.json";

/** Each kind of broken content file fails the build with one line naming file, language, entry, field and reason. */

type Data = typeof realisation;
const file = "content/realisation.json";
const everyPictureExists = () => true;

function broken(change: (data: Data) => void): string[] {
  const data = structuredClone(realisation);
  change(data);
  return checkContentFile(file, realisationSchema, data, everyPictureExists);
}

describe("the content check", () => {
  it("accepts every content file as shipped", () => {
    expect(contentFiles.length).toBeGreaterThanOrEqual(14);
    expect(checkContentFile("content/company.json", companySchema, company, everyPictureExists)).toEqual([]);
    expect(checkContentFile(file, realisationSchema, realisation, everyPictureExists)).toEqual([]);
  });

  it.each<[string, (data: Data) => void, string]>([
    [
      "a project without its Arabic title",
      (data) => {
        delete (data.ar.projectCategories[1].projects[1] as { title?: string }).title;
      },
      "content/realisation.json: arabe › projectCategories[2] (manutention-process) › projects[2] (convoyeur-aerien) › title: champ manquant",
    ],
    [
      "a wrong type",
      (data) => {
        (data.fr.projectCategories[0].projects[0] as { title: unknown }).title = 42;
      },
      "content/realisation.json: français › projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle) › title: texte attendu",
    ],
    [
      "an empty title",
      (data) => {
        data.en.projectCategories[0].projects[0].title = "  ";
      },
      "content/realisation.json: anglais › projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle) › title: champ vide",
    ],
    [
      "a field the schema does not know",
      (data) => {
        (data.fr.projectCategories[0].projects[0] as Record<string, unknown>).titre = "x";
      },
      "content/realisation.json: français › projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle): champ inconnu\u00a0: titre",
    ],
    [
      "an uploaded file that is not a photo",
      (data) => {
        data.fr.projectCategories[0].projects[0].image.src = "/media/plan.svg";
      },
      "content/realisation.json: français › projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle) › image › src: format invalide (une illustration du site ou une photo envoyée (JPEG, PNG ou WebP))",
    ],
    [
      "a picture that differs between languages",
      (data) => {
        data.en.projectCategories[0].projects[0].image.src = "/media/autre.jpg";
      },
      'content/realisation.json: anglais › projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle) › image › src: doit être identique au français ("/images/illustrations/projet-gabarit-controle.svg")',
    ],
    [
      "a project missing in one language",
      (data) => {
        data.ar.projectCategories[0].projects.pop();
      },
      "content/realisation.json: arabe › projectCategories[1] (outils-speciaux) › projects: 1 élément(s) au lieu de 2 comme en français",
    ],
  ])("refuses %s", (_, change, line) => {
    expect(broken(change)).toEqual([line]);
  });

  it("refuses a picture that does not exist", () => {
    const data = structuredClone(realisation);
    for (const locale of ["fr", "en", "ar"] as const)
      data[locale].projectCategories[0].projects[0].image.src = "/media/absente.jpg";
    expect(checkContentFile(file, realisationSchema, data, (src) => !src.includes("absente"))).toEqual([
      "content/realisation.json: projectCategories[1] (outils-speciaux) › projects[1] (gabarit-controle) › image › src: image introuvable (/media/absente.jpg)",
    ]);
  });

  it("refuses a company phone number that cannot be dialled, in the same line format", () => {
    const data = structuredClone(company);
    for (const locale of ["fr", "en", "ar"] as const) data[locale].company.phone.e164 = "05 39 94 12 30";
    expect(checkContentFile("content/company.json", companySchema, data, everyPictureExists)).toEqual(
      ["français", "anglais", "arabe"].map(
        (language) =>
          `content/company.json: ${language} › company › phone › e164: format invalide (le numéro au format international, sans espaces (+212…))`,
      ),
    );
  });
});

/**
 * English copy of the clients and partners carousels (the French module ../logos.ts is the
 * reference). The carousels' timings are the French module's own.
 */
import { clientRegion } from "#app/content/en/company.ts";
import * as fr from "#app/content/logos.ts";
import { pageMeta } from "#app/content/pages.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

export const clients: Translation<typeof fr.clients> = {
  title: "Our clients",
  intro: `Carmakers, automotive suppliers and manufacturers in ${clientRegion} entrust us with their projects.`,
  label: "Our clients’ industries",
  delayMs: fr.clients.delayMs,
  items: [
    { key: "constructeur-automobile", sector: "Automotive manufacturing", detail: "Assembly and paint lines" },
    { key: "equipementier-automobile", sector: "Automotive suppliers", detail: "Tooling and inspection stations" },
    { key: "cablage", sector: "Automotive wiring harnesses", detail: "Benches and handling equipment" },
    { key: "industrie-lourde", sector: "Heavy industry", detail: "Maintenance and heavy parts" },
    sample({ key: "aeronautique", sector: "Aerospace", detail: "Special tooling and processes" }),
    sample({ key: "agroalimentaire", sector: "Food processing", detail: "Powder and liquid processes" }),
    sample({ key: "emballage", sector: "Packaging", detail: "Conveying and machine safety" }),
    { key: "formation", sector: "Technical education", detail: "Didactic equipment" },
  ],
};

export const partners: Translation<typeof fr.partners> = {
  title: "Our partners",
  intro: "We distribute components from trusted brands and advise you on choosing them.",
  label: "Partner brands",
  delayMs: fr.partners.delayMs,
  items: [
    { key: "devilbiss", name: "DeVilbiss", specialty: "Spray guns", to: pageMeta.carlisleft.path },
    { key: "binks", name: "Binks", specialty: "Pumps and tanks", to: pageMeta.carlisleft.path },
    { key: "schmersal", name: "Schmersal", specialty: "Machine safety", to: pageMeta.schmersal.path },
    { key: "allen-bradley", name: "Allen-Bradley", specialty: "Automation" },
    { key: "festo", name: "Festo", specialty: "Pneumatics" },
    { key: "sew", name: "SEW-Eurodrive", specialty: "Geared motors" },
  ],
};

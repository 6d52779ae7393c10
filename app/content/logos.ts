/**
 * The 'Nos clients' and 'Nos partenaires' carousels. Clients are shown by
 * sector, never by invented names; partners as typographic wordmark tiles
 * (no trademark artwork). Replace a tile with a real logo once its owner agrees.
 */
import { clientRegion } from "#app/content/company.ts";
import { pageMeta } from "#app/content/pages.ts";
import { sample } from "#app/content/sample.ts";

export interface ClientSector {
  key: string;
  sector: string;
  detail: string;
}

export interface PartnerBrand {
  key: string;
  name: string;
  specialty: string;
  /** The brand's catalogue page; brands without one are shown, not linked (docs/decisions/014). */
  to?: string;
}

export const clients = {
  title: "Nos clients",
  intro: `Constructeurs, équipementiers et industriels de ${clientRegion} nous confient leurs projets.`,
  label: "Secteurs de nos clients",
  /** Autoplay delay (spec §9); the page hands it to the enhancer. */
  delayMs: 1000,
  items: [
    { key: "constructeur-automobile", sector: "Construction automobile", detail: "Lignes d’assemblage et de peinture" },
    {
      key: "equipementier-automobile",
      sector: "Équipementiers automobiles",
      detail: "Outillages et postes de contrôle",
    },
    { key: "cablage", sector: "Câblage automobile", detail: "Bancs et moyens de manutention" },
    { key: "industrie-lourde", sector: "Industrie lourde", detail: "Maintenance et pièces lourdes" },
    // Sectors beyond the spec's "automotive and heavy industry" (§1), to confirm.
    sample({ key: "aeronautique", sector: "Aéronautique", detail: "Outils spéciaux et process" }),
    sample({ key: "agroalimentaire", sector: "Agroalimentaire", detail: "Process de poudres et de liquides" }),
    sample({ key: "emballage", sector: "Emballage", detail: "Convoyage et sécurité machine" }),
    { key: "formation", sector: "Enseignement technique", detail: "Équipements didactiques" },
  ] satisfies ClientSector[],
};

export const partners = {
  title: "Nos partenaires",
  intro: "Nous distribuons les composants de marques reconnues et vous conseillons dans leur choix.",
  label: "Marques partenaires",
  /** Autoplay delay (spec §9). */
  delayMs: 1200,
  items: [
    { key: "devilbiss", name: "DeVilbiss", specialty: "Pistolets de pulvérisation", to: pageMeta.carlisleft.path },
    { key: "binks", name: "Binks", specialty: "Pompes et réservoirs", to: pageMeta.carlisleft.path },
    { key: "schmersal", name: "Schmersal", specialty: "Sécurité machine", to: pageMeta.schmersal.path },
    { key: "allen-bradley", name: "Allen-Bradley", specialty: "Automatismes" },
    { key: "festo", name: "Festo", specialty: "Pneumatique" },
    { key: "sew", name: "SEW-Eurodrive", specialty: "Motoréducteurs" },
  ] satisfies PartnerBrand[],
};

/** Copy of /maintenance (spec §2, 'Maintenance page'). */
import { illustration } from "#app/content/media.ts";
import type { TitledText } from "#app/content/types.ts";

export const maintenancePage = {
  complex: {
    title: "Maintenances complexes",
    text: "Nos équipes interviennent là où la maintenance courante ne suffit plus : équipements lourds, accès difficiles, délais serrés. Nous intervenons sur site ou fournissons les pièces de rechange, fabriquées dans notre atelier ou issues de nos marques partenaires.",
    image: illustration("maintenance-intervention", "Démontage d’un équipement lourd sous un portique de levage"),
    capabilitiesTitle: "Ce que nous prenons en charge",
    capabilities: [
      {
        key: "demontage",
        title: "Démontage et remontage complexes",
        text: "Dépose, expertise, remise en état et repose d’ensembles mécaniques.",
      },
      {
        key: "acces",
        title: "Accès difficiles",
        text: "Interventions en hauteur, en espace restreint ou au cœur d’une ligne en fonctionnement.",
      },
      {
        key: "pieces-lourdes",
        title: "Manutention de pièces lourdes",
        text: "Levage, ripage et mise en place avec nos moyens ou vos ponts roulants.",
      },
    ] satisfies TitledText[],
    modesTitle: "Quand vous en avez besoin",
    modes: [
      {
        key: "urgence",
        title: "Interventions urgentes",
        text: "Une panne qui arrête la production : nous mobilisons une équipe dans les meilleurs délais.",
      },
      {
        key: "planifiee",
        title: "Interventions planifiées",
        text: "Arrêts techniques et maintenance préventive préparés à l’avance pour tenir des délais serrés.",
      },
      {
        key: "pieces",
        title: "Pièces de rechange",
        text: "Fabrication à l’identique en atelier ou approvisionnement auprès de nos partenaires.",
      },
    ] satisfies TitledText[],
  },
};

/** Copy of /montage (spec §2, 'Fabrication and assembly page'). */
import { illustration, type Picture } from "#app/content/media.ts";
import type { TitledText } from "#app/content/types.ts";

export const assemblyPage = {
  workshop: {
    title: "Notre atelier de fabrication",
    text: "Notre atelier de Tanger fabrique châssis, bâtis, carters, convoyeurs et machines spéciales, dans le respect des normes de fabrication CE. Chaque ensemble est assemblé et contrôlé avant de quitter l’atelier.",
    equipmentTitle: "Nos moyens",
    equipment: [
      {
        key: "presse-plieuse",
        title: "Presse plieuse numérique",
        text: "Pliage précis et répétable de tôles et de profilés.",
      },
      { key: "cisaille", title: "Cisaille", text: "Découpe droite des tôles avant pliage et soudage." },
      { key: "tour", title: "Tour conventionnel", text: "Usinage d’axes, de bagues et de pièces de rechange." },
      { key: "soudure", title: "Postes de soudure", text: "Soudage de structures en acier et en inox." },
      { key: "perceuse", title: "Perceuse à colonne", text: "Perçage et taraudage des pièces mécano-soudées." },
    ] satisfies TitledText[],
    galleryLabel: "L’atelier en images",
    gallery: [
      illustration("atelier-presse-plieuse", "Presse plieuse à commande numérique et son pupitre"),
      illustration("atelier-soudure", "Poste de soudure avec établi, générateur et bouteille de gaz"),
      illustration("atelier-tour", "Tour conventionnel et perceuse à colonne"),
    ] satisfies Picture[],
  },
  assembly: {
    title: "Montage et installation",
    text: "Notre équipe de montage installe vos équipements sur site, qu’ils viennent de notre atelier ou de vos fournisseurs, en limitant l’arrêt de votre production.",
    stepsTitle: "Notre savoir-faire",
    steps: [
      {
        key: "integration",
        title: "Intégration",
        text: "Implantation, mise à niveau et raccordement aux installations existantes.",
      },
      {
        key: "main-oeuvre",
        title: "Main-d’œuvre qualifiée",
        text: "Monteurs, soudeurs et électriciens habilités au travail sur site industriel.",
      },
      {
        key: "coordination",
        title: "Coordination de chantier",
        text: "Planning, levage, co-activité et sécurité gérés par un chef de chantier.",
      },
      {
        key: "mise-en-service",
        title: "Mise en service",
        text: "Essais à vide puis en charge, réglages et réception avec vos équipes.",
      },
      {
        key: "suivi",
        title: "Suivi de maintenance",
        text: "Plan de maintenance préventive et interventions après la mise en service.",
      },
    ] satisfies TitledText[],
    galleryLabel: "Le montage en images",
    gallery: [
      illustration(
        "montage-integration",
        "Intégration d’une machine sous un portique de levage, à côté d’un convoyeur",
      ),
      illustration("montage-chantier", "Chantier de montage avec échafaudage, bâti et réservoir"),
      illustration("montage-mise-en-service", "Mise en service d’un convoyeur raccordé à son armoire de commande"),
    ] satisfies Picture[],
  },
};

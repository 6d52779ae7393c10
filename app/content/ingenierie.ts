/** Copy of /ingenierie (spec §2, 'Engineering page'). */
import { illustration, type Picture } from "#app/content/media.ts";
import type { TitledText } from "#app/content/types.ts";

export const engineeringPage = {
  studies: {
    title: "Études & conception",
    text: "Notre bureau d’études transforme votre besoin en un équipement fiable, fabricable et maintenable. Nous sommes spécialisés dans les process de poudres, de pâtes et de liquides : stockage, transfert, dosage, mélange et application.",
    servicesTitle: "Nos prestations d’études",
    services: [
      "Analyse du besoin et rédaction du cahier des charges",
      "Études de faisabilité et chiffrage",
      "Dimensionnement des process de poudres, de pâtes et de liquides",
      "Conception 3D, mise en plan et nomenclatures",
      "Calculs de structure et choix des composants",
      "Plans d’implantation et intégration dans vos lignes existantes",
      "Dossiers techniques, notices et analyse des risques",
    ],
    galleryLabel: "Exemples d’études",
    gallery: [
      illustration("etude-cao", "Poste de conception assistée par ordinateur et pièce cotée"),
      illustration("etude-process", "Schéma de process avec trois cuves reliées par des tuyauteries"),
      illustration(
        "etude-implantation",
        "Plan d’implantation d’une ligne de production avec convoyeur et zones de travail",
      ),
    ] satisfies Picture[],
  },
  projectManagement: {
    title: "Gestion de projet",
    text: "Chaque projet est piloté par un chef de projet unique qui coordonne nos trois équipes opérationnelles, du lancement à la réception.",
    teamsTitle: "Trois équipes opérationnelles",
    teams: [
      {
        key: "bureau-etudes",
        title: "Bureau d’études",
        text: "Conçoit les équipements, établit les plans et valide chaque choix technique avec vous.",
      },
      {
        key: "atelier",
        title: "Atelier de fabrication",
        text: "Fabrique, assemble et teste en atelier avant expédition, selon les normes de fabrication CE.",
      },
      {
        key: "montage",
        title: "Service montage",
        text: "Installe sur site, raccorde, met en service et forme vos équipes à l’exploitation.",
      },
    ] satisfies TitledText[],
    toolsTitle: "Nos outils de pilotage",
    tools: [
      {
        key: "feuille-de-route",
        title: "Feuille de route",
        text: "Un planning partagé dès le lancement : jalons, livrables et points d’arrêt validés ensemble.",
      },
      {
        key: "outils-collaboratifs",
        title: "Outils collaboratifs",
        text: "Plans, comptes rendus et suivi des actions accessibles à tout moment par votre équipe et la nôtre.",
      },
      {
        key: "classeur-securite",
        title: "Classeur de sécurité de chantier",
        text: "Plan de prévention, analyses de risques, habilitations et consignations réunis pour chaque chantier.",
      },
    ] satisfies TitledText[],
  },
};

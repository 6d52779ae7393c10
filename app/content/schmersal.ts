/**
 * The Schmersal safety catalogue (spec §2): four headed sections, 35 items.
 * Names are Schmersal product ranges; pictures are shared per product type.
 */
import { illustration } from "#app/content/media.ts";
import type { CatalogueItem, CatalogueSection } from "#app/content/types.ts";

const pictures = {
  switch: illustration("produit-interrupteur-securite", ""),
  stop: illustration("produit-arret-urgence", ""),
  lightCurtain: illustration("produit-barriere-immaterielle", ""),
  module: illustration("produit-module-securite", ""),
  sensor: illustration("produit-detecteur", ""),
  controls: illustration("produit-commande-signalisation", ""),
  rope: illustration("produit-interrupteur-cable", ""),
  sector: illustration("secteur-industrie", ""),
};

const item = (key: string, title: string, picture: keyof typeof pictures): CatalogueItem => ({
  key,
  title,
  image: pictures[picture],
});

export const safetyCatalogue: CatalogueSection[] = [
  {
    key: "detection-securite",
    title: "Détection et commutation de sécurité",
    items: [
      item("actionneur-separe", "Interrupteurs de sécurité à actionneur séparé (AZ 16, AZ 17)", "switch"),
      item("interverrouillage", "Interverrouillages de sécurité avec verrouillage (AZM 300)", "switch"),
      item("interverrouillage-electronique", "Interverrouillages électroniques (AZM 400)", "switch"),
      item("charniere", "Interrupteurs de sécurité à charnière (TESK)", "switch"),
      item("position-securite", "Interrupteurs de position de sécurité", "switch"),
      item("capteurs-magnetiques", "Capteurs de sécurité magnétiques (BNS)", "sensor"),
      item("capteurs-rfid", "Capteurs de sécurité RFID (RSS)", "sensor"),
      item("arret-urgence", "Boutons d’arrêt d’urgence", "stop"),
      item("barrieres", "Barrières immatérielles de sécurité (SLC 440)", "lightCurtain"),
      item("grilles", "Grilles immatérielles de sécurité (SLG 440)", "lightCurtain"),
      item("monofaisceau", "Barrages monofaisceau de sécurité", "lightCurtain"),
      item("bimanuelles", "Commandes bimanuelles", "controls"),
      item("validation", "Interrupteurs de validation", "controls"),
      item("pedales", "Pédales de sécurité", "controls"),
      item("transfert-cles", "Systèmes de transfert de clés (SHGV)", "switch"),
      item("bords-sensibles", "Bords et tapis sensibles de sécurité", "sensor"),
    ],
  },
  {
    key: "traitement-signal",
    title: "Traitement du signal",
    items: [
      item("modules-securite", "Modules de sécurité (SRB-E)", "module"),
      item("extensions-entrees", "Extensions d’entrées", "module"),
      item("extensions-sorties", "Extensions de sorties", "module"),
      item("controleurs-arret", "Contrôleurs d’arrêt et temporisateurs de sécurité", "module"),
    ],
  },
  {
    key: "automatisation",
    title: "Technique d’automatisation",
    items: [
      item("commande-signalisation", "Appareils de commande et de signalisation", "controls"),
      item("detecteurs-inductifs", "Détecteurs de proximité inductifs (IFL)", "sensor"),
      item("interrupteurs-magnetiques", "Interrupteurs magnétiques (BN)", "sensor"),
      item("commutateurs-rotatifs", "Commutateurs rotatifs", "controls"),
      item("interrupteurs-cable", "Interrupteurs à câble (ZQ 900)", "rope"),
      item("fin-de-course", "Interrupteurs de fin de course", "rope"),
      item("deport-bande", "Interrupteurs de déport de bande", "rope"),
      item("boites-boutons", "Boîtes à boutons et pupitres de commande", "controls"),
    ],
  },
  {
    key: "branches",
    title: "Secteurs d’application",
    text: "Des solutions de sécurité adaptées aux exigences de chaque secteur.",
    items: [
      item("ascenseurs", "Ascenseurs et monte-charges", "sector"),
      item("emballage", "Industrie de l’emballage", "sector"),
      item("industrie-lourde", "Industrie lourde", "sector"),
      item("machines-outils", "Machines-outils", "sector"),
      item("bois", "Travail du bois", "sector"),
      item("robotique", "Robotique", "sector"),
      item("agroalimentaire", "Agroalimentaire", "sector"),
    ],
  },
];

export const safetyCataloguePage = {
  /** The brand, shown above the page title. */
  eyebrow: "Schmersal",
  intro:
    "Partenaire de Schmersal, nous vous aidons à choisir et à intégrer les composants de sécurité adaptés à vos machines et à leur analyse de risques.",
};

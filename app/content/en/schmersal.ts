/** English copy of /distribution/schmersal (the French module ../schmersal.ts is the reference). */
import * as fr from "#app/content/schmersal.ts";
import type { Translation } from "#app/content/translation.ts";
import type { CatalogueItem } from "#app/content/types.ts";

const frenchItems = fr.safetyCatalogue.flatMap((section) => section.items);

/** An item with the French item's picture: the pictures carry no words (empty alt), so both languages share them. */
function item(key: string, title: string): CatalogueItem {
  const french = frenchItems.find((candidate) => candidate.key === key);
  if (!french) throw new Error(`The French Schmersal catalog has no item "${key}".`);
  return { key, title, image: french.image };
}

export const safetyCatalogue: Translation<typeof fr.safetyCatalogue> = [
  {
    key: "detection-securite",
    title: "Safety detection and switching",
    items: [
      item("actionneur-separe", "Safety switches with separate actuator (AZ 16, AZ 17)"),
      item("interverrouillage", "Safety interlock switches with guard locking (AZM 300)"),
      item("interverrouillage-electronique", "Electronic safety interlocks (AZM 400)"),
      item("charniere", "Safety hinge switches (TESK)"),
      item("position-securite", "Safety position switches"),
      item("capteurs-magnetiques", "Magnetic safety sensors (BNS)"),
      item("capteurs-rfid", "RFID safety sensors (RSS)"),
      item("arret-urgence", "Emergency stop buttons"),
      item("barrieres", "Safety light curtains (SLC 440)"),
      item("grilles", "Safety light grids (SLG 440)"),
      item("monofaisceau", "Single-beam safety light barriers"),
      item("bimanuelles", "Two-hand controls"),
      item("validation", "Enabling switches"),
      item("pedales", "Safety foot switches"),
      item("transfert-cles", "Key transfer systems (SHGV)"),
      item("bords-sensibles", "Safety edges and safety mats"),
    ],
  },
  {
    key: "traitement-signal",
    title: "Signal processing",
    items: [
      item("modules-securite", "Safety relay modules (SRB-E)"),
      item("extensions-entrees", "Input expansion modules"),
      item("extensions-sorties", "Output expansion modules"),
      item("controleurs-arret", "Standstill monitors and safety timers"),
    ],
  },
  {
    key: "automatisation",
    title: "Automation technology",
    items: [
      item("commande-signalisation", "Control and signaling devices"),
      item("detecteurs-inductifs", "Inductive proximity sensors (IFL)"),
      item("interrupteurs-magnetiques", "Magnetic switches (BN)"),
      item("commutateurs-rotatifs", "Rotary switches"),
      item("interrupteurs-cable", "Rope pull switches (ZQ 900)"),
      item("fin-de-course", "Limit switches"),
      item("deport-bande", "Belt alignment switches"),
      item("boites-boutons", "Pushbutton enclosures and control desks"),
    ],
  },
  {
    key: "branches",
    title: "Industries served",
    text: "Safety solutions suited to the requirements of each industry.",
    items: [
      item("ascenseurs", "Elevators and freight elevators"),
      item("emballage", "Packaging industry"),
      item("industrie-lourde", "Heavy industry"),
      item("machines-outils", "Machine tools"),
      item("bois", "Woodworking"),
      item("robotique", "Robotics"),
      item("agroalimentaire", "Food processing"),
    ],
  },
];

export const safetyCataloguePage: Translation<typeof fr.safetyCataloguePage> = {
  eyebrow: fr.safetyCataloguePage.eyebrow,
  intro:
    "As a Schmersal partner, we help you select and integrate the safety components that suit your machines and their risk assessment.",
};

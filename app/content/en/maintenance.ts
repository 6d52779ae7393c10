/** English copy of /maintenance (the French module ../maintenance.ts is the reference). */
import type * as fr from "#app/content/maintenance.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";

export const maintenancePage: Translation<typeof fr.maintenancePage> = {
  complex: {
    title: "Complex maintenance",
    text: "Our teams step in where routine maintenance is no longer enough: heavy equipment, difficult access, tight deadlines. We work on site or supply spare parts, made in our workshop or sourced from our partner brands.",
    image: illustration("maintenance-intervention", "Dismantling heavy equipment under a lifting gantry"),
    capabilitiesTitle: "What we take on",
    capabilities: [
      {
        key: "demontage",
        title: "Complex dismantling and reassembly",
        text: "Removal, inspection, overhaul and refitting of mechanical assemblies.",
      },
      {
        key: "acces",
        title: "Difficult access",
        text: "Work at height, in confined spaces or in the middle of a running line.",
      },
      {
        key: "pieces-lourdes",
        title: "Heavy parts handling",
        text: "Lifting, skidding and positioning with our own equipment or your overhead cranes.",
      },
    ],
    modesTitle: "When you need us",
    modes: [
      {
        key: "urgence",
        title: "Emergency call-outs",
        text: "A breakdown has stopped production: we mobilize a team as quickly as possible.",
      },
      {
        key: "planifiee",
        title: "Planned interventions",
        text: "Shutdowns and preventive maintenance prepared in advance to meet tight deadlines.",
      },
      {
        key: "pieces",
        title: "Spare parts",
        text: "Identical parts made in our workshop, or parts sourced from our partners.",
      },
    ],
  },
};

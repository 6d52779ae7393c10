/** English copy of /formation (the French module ../formation.ts is the reference). */
import type * as fr from "#app/content/formation.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";

export const trainingPage: Translation<typeof fr.trainingPage> = {
  introTitle: "Equipment to train tomorrow’s technicians",
  intro: [
    "We are the exclusive representative in Morocco of two manufacturers of didactic equipment, one Korean, the other German. We equip engineering schools, vocational training institutes and corporate training centers.",
    "We support you from choosing the benches through to their installation, including commissioning and train-the-trainer sessions.",
  ],
  galleries: [
    {
      key: "bancs",
      title: "Electrical, pneumatic and hydraulic didactic benches",
      text: "Modular workstations for wiring, adjusting and troubleshooting real circuits in complete safety.",
      pictures: [
        illustration("banc-electrique", "Electrical didactic bench with wiring modules"),
        illustration("banc-pneumatique", "Pneumatic didactic bench with cylinders"),
        illustration("banc-hydraulique", "Hydraulic didactic bench with reservoirs and hoses"),
      ],
    },
    {
      key: "automobile",
      title: "Automotive didactic system",
      text: "Cutaway engine, vehicle electrics, braking and steering: working models for teaching automotive technology.",
      pictures: [
        illustration("auto-moteur", "Cutaway training engine on its stand"),
        illustration("auto-electricite", "Automotive electrics board with warning lights and a wiring harness"),
        illustration("auto-freinage", "Brake training bench with two discs and its control box"),
      ],
    },
  ],
  range: {
    title: "Product range",
    items: [
      {
        key: "electrotechnique",
        title: "Electrical engineering",
        image: illustration("formation-electrotechnique", ""),
      },
      {
        key: "pneumatique-hydraulique",
        title: "Pneumatics and hydraulics",
        image: illustration("formation-pneumatique-hydraulique", ""),
      },
      {
        key: "energies-renouvelables",
        title: "Renewable energy",
        image: illustration("formation-energies-renouvelables", ""),
      },
      { key: "communication", title: "Communication technology", image: illustration("formation-communication", "") },
      { key: "mecatronique", title: "Mechatronics and automation", image: illustration("formation-mecatronique", "") },
      { key: "multimedia", title: "Multimedia", image: illustration("formation-multimedia", "") },
      {
        key: "froid-climatisation",
        title: "Refrigeration and air conditioning",
        image: illustration("formation-froid-climatisation", ""),
      },
      {
        key: "technique-automobile",
        title: "Automotive technology",
        image: illustration("formation-technique-automobile", ""),
      },
    ],
  },
};

/** English copy of /montage (the French module ../montage.ts is the reference). */
import { illustration } from "#app/content/media.ts";
import type * as fr from "#app/content/montage.ts";
import type { Translation } from "#app/content/translation.ts";

export const assemblyPage: Translation<typeof fr.assemblyPage> = {
  workshop: {
    title: "Our fabrication workshop",
    text: "Our Tangier workshop builds frames, machine bases, guards, conveyors and special-purpose machines to CE manufacturing standards. Every assembly is put together and inspected before it leaves the workshop.",
    equipmentTitle: "Our equipment",
    equipment: [
      {
        key: "presse-plieuse",
        title: "CNC press brake",
        text: "Accurate, repeatable bending of sheet metal and sections.",
      },
      {
        key: "cisaille",
        title: "Guillotine shear",
        text: "Straight cutting of sheet metal before bending and welding.",
      },
      { key: "tour", title: "Conventional lathe", text: "Machining of shafts, bushings and spare parts." },
      { key: "soudure", title: "Welding stations", text: "Welding of carbon steel and stainless steel structures." },
      { key: "perceuse", title: "Drill press", text: "Drilling and tapping of welded assemblies." },
    ],
    galleryLabel: "The workshop in pictures",
    gallery: [
      illustration("atelier-presse-plieuse", "CNC press brake and its control console"),
      illustration("atelier-soudure", "Welding station with a workbench, a power source and a gas cylinder"),
      illustration("atelier-tour", "Conventional lathe and drill press"),
    ],
  },
  assembly: {
    title: "Assembly and installation",
    text: "Our assembly team installs your equipment on site, whether it comes from our workshop or from your suppliers, while keeping your production downtime to a minimum.",
    stepsTitle: "Our capabilities",
    steps: [
      {
        key: "integration",
        title: "Integration",
        text: "Positioning, leveling and connection to your existing installations.",
      },
      {
        key: "main-oeuvre",
        title: "Qualified workforce",
        text: "Fitters, welders and electricians authorized to work on industrial sites.",
      },
      {
        key: "coordination",
        title: "Site coordination",
        text: "Schedule, lifting, concurrent activities and safety managed by a site supervisor.",
      },
      {
        key: "mise-en-service",
        title: "Commissioning",
        text: "No-load then on-load tests, adjustments and acceptance with your teams.",
      },
      {
        key: "suivi",
        title: "Maintenance follow-up",
        text: "A preventive maintenance plan and interventions after commissioning.",
      },
    ],
    galleryLabel: "Assembly in pictures",
    gallery: [
      illustration("montage-integration", "Integration of a machine under a lifting gantry, next to a conveyor"),
      illustration("montage-chantier", "Assembly site with scaffolding, a machine frame and a tank"),
      illustration("montage-mise-en-service", "Commissioning of a conveyor connected to its control cabinet"),
    ],
  },
};

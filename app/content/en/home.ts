/** English copy of the home page (the French module ../home.ts is the reference). */
import { clientRegion } from "#app/content/en/company.ts";
import type * as fr from "#app/content/home.ts";
import { illustration } from "#app/content/media.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { Translation } from "#app/content/translation.ts";

export const homeHero: Translation<typeof fr.homeHero> = {
  heading: "TINGIS INDUSTRY, industrial engineering and installations in Tangier",
  label: "Our activities at a glance",
  slides: [
    {
      key: "ingenierie-projets",
      title: "Project engineering",
      text: "From feasibility study to commissioning, we design your powder, paste and liquid processes and manage every project with a single point of contact.",
      cta: { label: "Learn more", href: "#services" },
      image: illustration("hero-ingenierie", "Process line with tanks, piping and a conveyor, drawn in perspective"),
    },
    {
      key: "installations-industrielles",
      title: "Industrial installations",
      text: "Workshop fabrication to CE standards, on-site assembly by our qualified teams and maintenance of your equipment, on an emergency or planned basis.",
      cta: { label: "Learn more", href: "#services" },
      image: illustration(
        "hero-installations",
        "Workshop fitted with a lifting gantry, a robot, a conveyor and a spray booth",
      ),
    },
  ],
};

export const homeServices: Translation<typeof fr.homeServices> = {
  id: "services",
  title: "What we do",
  intro: `Since 2016, we have supported manufacturers in ${clientRegion}, particularly in the automotive and heavy industries, throughout the life of their equipment.`,
  cards: [
    {
      key: "ingenierie",
      to: pageMeta.ingenierie.path,
      title: "Engineering",
      text: "Design studies, engineering and management of industrial process projects.",
      image: illustration("metier-ingenierie", ""),
    },
    {
      key: "montage",
      to: pageMeta.montage.path,
      title: "Fabrication & assembly",
      text: "A fabrication workshop and an on-site assembly team.",
      image: illustration("metier-montage", ""),
    },
    {
      key: "maintenance",
      to: pageMeta.maintenance.path,
      title: "Maintenance",
      text: "Complex on-site interventions and spare parts.",
      image: illustration("metier-maintenance", ""),
    },
    {
      key: "distribution",
      to: pageMeta.distribution.path,
      title: "Distributed brands",
      text: "Safety, automation and paint application components.",
      image: illustration("metier-distribution", ""),
    },
    {
      key: "formation",
      to: pageMeta.formation.path,
      title: "Didactic equipment",
      text: "Technical training benches for schools and training centers.",
      image: illustration("metier-formation", ""),
    },
  ],
};

export const homeValues: Translation<typeof fr.homeValues> = {
  title: "Values & expertise",
  intro: "Three commitments guide every one of our projects, from the first meeting to follow-up after commissioning.",
  values: [
    {
      key: "relations",
      title: "Quality relationships",
      text: "A dedicated project manager, quick answers and commitments kept: we build lasting relationships with our customers and partners.",
    },
    {
      key: "maitrise",
      title: "Technical mastery",
      text: "Our design office, workshop and fitters work side by side: we control every stage, from design to commissioning.",
    },
    {
      key: "qualite-securite",
      title: "Quality & safety",
      text: "Fabrication to CE standards, risk assessment and a site safety file for every job.",
    },
  ],
  expertise: {
    title: "Our expertise",
    text: "A few of the areas where our teams work most often.",
    boxes: [
      {
        key: "peinture",
        to: pageMeta.realisation.path,
        title: "Paint processes",
        text: "Spray booths, curing ovens and conveyors for liquid paint and powder coating.",
        image: illustration("expertise-peinture", ""),
      },
      {
        key: "manutention",
        to: pageMeta.realisation.path,
        title: "Material handling",
        text: "Conveyors, lift tables, jib cranes and gantries suited to your loads.",
        image: illustration("expertise-manutention", ""),
      },
      {
        key: "machine-speciale",
        to: pageMeta.montage.path,
        title: "Special-purpose machines",
        text: "Machines and tooling custom-designed for a specific production need.",
        image: illustration("expertise-machine-speciale", ""),
      },
    ],
  },
};

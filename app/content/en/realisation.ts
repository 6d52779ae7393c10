/**
 * English copy of /realisation (the French module ../realisation.ts is the reference). Each project
 * is an example to confirm, marked sample as in French.
 */
import * as fr from "#app/content/realisation.ts";
import { sample } from "#app/content/sample.ts";
import type { Translation } from "#app/content/translation.ts";

type Project = Translation<fr.ProjectCategory["projects"][number]>;

const frenchProjects = fr.projectCategories.flatMap((category) => category.projects);

/** A project with the French project's picture, described in English: a new photo there shows here too. */
function project(key: string, title: string, description: string, alt: string): Project {
  const french = frenchProjects.find((candidate) => candidate.key === key);
  if (!french) throw new Error(`The French projects have no project "${key}".`);
  return { key, title, description, image: { ...french.image, alt } };
}

/** Figures the descriptions give, each to check against the project's file. */
const conveyorLength = sample("18\u00a0meters");
const gripperReferences = sample("three different part numbers");

export const projectCategories: Translation<typeof fr.projectCategories> = [
  {
    key: "outils-speciaux",
    title: "Special tooling",
    projects: [
      sample(
        project(
          "gabarit-controle",
          "Inspection and assembly fixture",
          "Fixture fitted with quick-action toggle clamps to position, assemble and inspect car body subassemblies.",
          "Fixture on a workbench, with four red clamps and an inspection dimension",
        ),
      ),
      sample(
        project(
          "prehenseur",
          "Multi-part robot gripper",
          `Custom gripper that lets a robot pick ${gripperReferences} without a tool change.`,
          "Industrial robot next to a tray holding three parts",
        ),
      ),
    ],
  },
  {
    key: "manutention-process",
    title: "Material handling and process",
    projects: [
      sample(
        project(
          "convoyeur-rouleaux",
          "Powered roller conveyor",
          `Accumulation conveyor, ${conveyorLength} long, linking two assembly stations, with zone-controlled drives.`,
          "Long roller conveyor carrying three bins",
        ),
      ),
      sample(
        project(
          "convoyeur-aerien",
          "Overhead paint conveyor",
          "Overhead conveyor with hangers serving the booths and the oven of a paint line.",
          "Overhead conveyor carrying suspended parts",
        ),
      ),
      sample(
        project(
          "cabine-liquide",
          "Liquid paint booth",
          "Pressurized booth with a filter wall and extraction, designed for robotic application.",
          "Paint booth open at the front, next to a painting robot",
        ),
      ),
      sample(
        project(
          "cabine-poudre",
          "Powder coating booth",
          "Electrostatic powder coating booth with a recovery cyclone and powder recycling.",
          "Powder coating booth connected to a recovery cyclone",
        ),
      ),
      sample(
        project(
          "four-polymerisation",
          "Curing oven",
          "Convection tunnel oven for curing powder coatings, with burner and temperature control.",
          "Tunnel oven with a conveyor running through it, and its heating unit",
        ),
      ),
      sample(
        project(
          "table-elevatrice",
          "Scissor lift table",
          "Hydraulic lift table that brings heavy parts to working height.",
          "Scissor lift table carrying a part, with its control box",
        ),
      ),
      sample(
        project(
          "potence-palan",
          "Jib crane and electric hoist",
          "Slewing jib crane fitted with an electric hoist to load a machining station.",
          "Red slewing jib crane with a hoist lifting a crate",
        ),
      ),
      sample(
        project(
          "dosage-pates",
          "Paste dosing station",
          "Mixer and dosing tank for sealants and pastes, with pumped transfer.",
          "Mixing tank with an agitator, connected to a dosing tank and a control cabinet",
        ),
      ),
      sample(
        project(
          "transfert-poudres",
          "Powder transfer",
          "Storage silo and screw conveyor feeding a dosing hopper, for powdered products.",
          "Silo connected to a hopper by a screw conveyor",
        ),
      ),
    ],
  },
];

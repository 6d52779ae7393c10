/** English copy of /ingenierie (the French module ../ingenierie.ts is the reference). */
import type * as fr from "#app/content/ingenierie.ts";
import { illustration } from "#app/content/media.ts";
import type { Translation } from "#app/content/translation.ts";

export const engineeringPage: Translation<typeof fr.engineeringPage> = {
  studies: {
    title: "Design & engineering",
    text: "Our design office turns your requirements into reliable equipment that is easy to build and to maintain. We specialize in processes for powders, pastes and liquids: storage, transfer, dosing, mixing and application.",
    servicesTitle: "Our engineering services",
    services: [
      "Requirements analysis and specification writing",
      "Feasibility studies and cost estimates",
      "Sizing of powder, paste and liquid processes",
      "3D design, detail drawings and bills of materials",
      "Structural calculations and component selection",
      "Layout drawings and integration into your existing lines",
      "Technical files, instruction manuals and risk assessment",
    ],
    galleryLabel: "Examples of our design work",
    gallery: [
      illustration("etude-cao", "Computer-aided design workstation and a dimensioned part"),
      illustration("etude-process", "Process diagram with three tanks connected by piping"),
      illustration("etude-implantation", "Layout drawing of a production line with a conveyor and work areas"),
    ],
  },
  projectManagement: {
    title: "Project management",
    text: "Every project is led by a single project manager who coordinates our three operational teams, from kickoff to final acceptance.",
    teamsTitle: "Three operational teams",
    teams: [
      {
        key: "bureau-etudes",
        title: "Design office",
        text: "Designs the equipment, produces the drawings and validates every technical choice with you.",
      },
      {
        key: "atelier",
        title: "Fabrication workshop",
        text: "Fabricates, assembles and tests in the workshop before shipping, to CE manufacturing standards.",
      },
      {
        key: "montage",
        title: "Assembly team",
        text: "Installs on site, connects, commissions and trains your staff to operate the equipment.",
      },
    ],
    toolsTitle: "How we run projects",
    tools: [
      {
        key: "feuille-de-route",
        title: "Roadmap",
        text: "A shared schedule from kickoff: milestones, deliverables and hold points agreed together.",
      },
      {
        key: "outils-collaboratifs",
        title: "Collaborative tools",
        text: "Drawings, meeting minutes and action tracking, available at any time to your team and ours.",
      },
      {
        key: "classeur-securite",
        title: "Site safety binder",
        text: "Joint prevention plan, risk assessments, work authorizations and lockout/tagout procedures, gathered for every site.",
      },
    ],
  },
};

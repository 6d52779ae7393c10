/** Copy of /realisation (spec §2, 'Realised projects page'): 11 projects in two categories. */
import { illustration, type Picture } from "#app/content/media.ts";
import { sample } from "#app/content/sample.ts";

interface Project {
  key: string;
  title: string;
  description: string;
  image: Picture;
}

export interface ProjectCategory {
  key: string;
  title: string;
  projects: Project[];
}

/**
 * The spec gives the count and the two categories, not the projects: each one
 * below is an example to confirm or replace with a real project.
 */
const project = (key: string, title: string, description: string, alt: string): Project => ({
  key,
  title,
  description,
  image: illustration(`projet-${key}`, alt),
});

/** Figures the descriptions give, each to check against the project's file. */
const conveyorLength = sample("18\u00a0mètres");
const gripperReferences = sample("trois références");

export const projectCategories: ProjectCategory[] = [
  {
    key: "outils-speciaux",
    title: "Outils spéciaux",
    projects: [
      sample(
        project(
          "gabarit-controle",
          "Gabarit de contrôle et d’assemblage",
          "Gabarit équipé de sauterelles de bridage rapide pour positionner, assembler et contrôler des sous-ensembles de carrosserie.",
          "Gabarit posé sur un établi, avec quatre brides rouges et une cote de contrôle",
        ),
      ),
      sample(
        project(
          "prehenseur",
          "Préhenseur robot multi-pièces",
          `Outil de préhension sur mesure permettant à un robot de saisir ${gripperReferences} de pièces sans changement d’outil.`,
          "Robot industriel à côté d’un plateau portant trois pièces",
        ),
      ),
    ],
  },
  {
    key: "manutention-process",
    title: "Manutention et process",
    projects: [
      sample(
        project(
          "convoyeur-rouleaux",
          "Convoyeur à rouleaux motorisés",
          `Convoyeur d’accumulation de ${conveyorLength} reliant deux postes d’assemblage, avec motorisation par zones.`,
          "Long convoyeur à rouleaux transportant trois bacs",
        ),
      ),
      sample(
        project(
          "convoyeur-aerien",
          "Convoyeur aérien de peinture",
          "Convoyeur aérien à balancelles desservant les cabines et le four d’une ligne de peinture.",
          "Convoyeur aérien portant des pièces suspendues",
        ),
      ),
      sample(
        project(
          "cabine-liquide",
          "Cabine de peinture liquide",
          "Cabine pressurisée avec mur filtrant et extraction, adaptée à l’application robotisée.",
          "Cabine de peinture ouverte sur l’avant, à côté d’un robot de peinture",
        ),
      ),
      sample(
        project(
          "cabine-poudre",
          "Cabine de poudrage",
          "Cabine de poudrage électrostatique avec cyclone de récupération et recyclage de la poudre.",
          "Cabine de poudrage reliée à un cyclone de récupération",
        ),
      ),
      sample(
        project(
          "four-polymerisation",
          "Four de polymérisation",
          "Four tunnel à convection pour la cuisson des revêtements poudre, avec brûleur et régulation.",
          "Four tunnel traversé par un convoyeur, avec son groupe de chauffe",
        ),
      ),
      sample(
        project(
          "table-elevatrice",
          "Table élévatrice à ciseaux",
          "Table élévatrice hydraulique pour amener les pièces lourdes à hauteur de travail.",
          "Table élévatrice à ciseaux portant une pièce, avec son coffret de commande",
        ),
      ),
      sample(
        project(
          "potence-palan",
          "Potence et palan électrique",
          "Potence pivotante équipée d’un palan électrique pour le chargement d’un poste d’usinage.",
          "Potence pivotante rouge avec palan soulevant une caisse",
        ),
      ),
      sample(
        project(
          "dosage-pates",
          "Station de dosage de pâtes",
          "Mélangeur et cuve de dosage pour mastics et pâtes, avec transfert par pompe.",
          "Cuve de mélange avec agitateur reliée à une cuve de dosage et à une armoire",
        ),
      ),
      sample(
        project(
          "transfert-poudres",
          "Transfert de poudres",
          "Silo de stockage et vis de transfert vers une trémie de dosage, pour des produits pulvérulents.",
          "Silo relié par une vis de transfert à une trémie",
        ),
      ),
    ],
  },
];

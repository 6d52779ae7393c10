/**
 * Every illustration of the site as a scene: file name (under
 * public/images/illustrations/), French title, floor extent and parts.
 */
import { box, cylinder, type Item, mark, pipe, underlay } from "#scripts/illustrations/draw.ts";
import { bench, booth, cabinet, conveyor, dimension, gantry, part, robot, tank } from "#scripts/illustrations/parts.ts";

export interface Scene {
  name: string;
  title: string;
  extent: [number, number, number, number];
  items: Item[];
}

const s = (name: string, title: string, extent: Scene["extent"], items: (Item | Item[])[]): Scene => ({
  name,
  title,
  extent,
  items: items.flat(),
});

/** A spray gun lying along x: body, handle, nozzle and an optional gravity cup. */
function sprayGun(x: number, y: number, z: number, cup: "gravity" | "none" | "auto"): Item[] {
  const items: Item[] = [
    box(x, y, z, 3.2, 0.8, 1.2, "steel"),
    cylinder("x", [x + 3.2, y + 0.4, z + 0.7], 0.35, 0.8, "ink"),
    cylinder("x", [x + 4, y + 0.4, z + 0.7], 0.55, 0.3, "red"),
  ];
  if (cup === "auto")
    items.push(
      box(x - 1.2, y + 0.1, z + 0.2, 1.2, 0.6, 0.8, "ink"),
      pipe(
        [
          [x - 1.2, y + 0.4, z + 0.5],
          [x - 3, y + 0.4, z + 0.5],
          [x - 3, y + 2, z],
        ],
        "red",
        4,
      ),
    );
  else
    items.push(
      box(x + 0.2, y + 0.1, z - 2.6, 0.8, 0.6, 2.6, "ink"),
      box(x + 1.3, y + 0.3, z - 1.4, 0.2, 0.3, 1.3, "red"),
    );
  if (cup === "gravity") items.push(cylinder("z", [x + 1.8, y + 0.4, z + 1.2], 0.8, 1.6, "light"));
  if (cup === "none")
    items.push(
      pipe(
        [
          [x + 0.6, y + 0.4, z - 2.6],
          [x + 0.6, y + 0.4, z - 3.6],
          [x - 1.5, y + 2.5, 0],
        ],
        "ink",
        4,
      ),
    );
  return items;
}

/** A didactic bench: table, back panel of modules, and trainer modules on top. */
function trainingBench(modules: "electric" | "pneumatic" | "hydraulic" | "auto"): Item[] {
  const items: Item[] = [...bench(0, 0, 8, 3, 2.4), box(0, 0, 2.7, 8, 0.4, 4, "light")];
  for (let i = 0; i < 4; i += 1) {
    const x = 0.4 + i * 1.9;
    items.push(box(x, 0.4, 3.2, 1.6, 0.1, 1.4, modules === "electric" ? "ink" : "steel"));
    if (modules === "pneumatic") items.push(cylinder("x", [x + 0.2, 1.2, 3.2], 0.25, 1.2, "red"));
    if (modules === "hydraulic") items.push(cylinder("z", [x + 0.8, 1.5, 2.7], 0.45, 0.9, i % 2 ? "red" : "steel"));
    if (modules === "electric") items.push(box(x + 0.5, 0.5, 4.9, 0.6, 0.1, 0.5, "red"));
  }
  if (modules !== "auto")
    items.push(
      pipe(
        [
          [1, 0.5, 3.4],
          [1, 1.6, 2.8],
          [5, 1.6, 2.8],
          [5, 0.5, 3.4],
        ],
        modules === "electric" ? "red" : "ink",
        3,
      ),
    );
  return items;
}

/** A small product on a display plinth, for catalogue tiles. */
function plinth(items: (Item | Item[])[]): Item[] {
  return [...underlay([box(-1, -1, 0, 8, 6, 0.6, "light")]), ...items.flat()];
}

export const scenes: Scene[] = [
  // Home: hero and the five métiers
  s(
    "hero-ingenierie",
    "Ingénierie de projets industriels",
    [-2, -2, 22, 14],
    [
      cabinet(1, 1, 3, 1.4, 5),
      tank(9, 3, 1.8, 5),
      tank(13, 3, 1.4, 4, "red"),
      pipe([
        [9, 3, 8.5],
        [9, 3, 9.5],
        [13, 3, 9.5],
        [13, 3, 7.8],
      ]),
      pipe(
        [
          [11, 7, 0.6],
          [11, 4, 0.6],
          [13, 4, 0.6],
        ],
        "red",
        5,
      ),
      conveyor(3, 8, 14),
      part(6, 8.3, 2.9),
      part(10, 8.3, 2.9, 1, "steel"),
      part(14, 8.3, 2.9),
      dimension(3, 17, 12, 0.5),
    ],
  ),
  s(
    "hero-installations",
    "Installations industrielles sur site",
    [-2, -2, 22, 14],
    [
      gantry(1, 1, 10, 7),
      booth(13, 0, 7, 5, 5),
      conveyor(2, 8, 16),
      robot(6, 5),
      part(9, 8.3, 2.9),
      part(13, 8.3, 2.9, 1, "steel"),
      cabinet(18, 11, 2, 1.2, 4),
    ],
  ),
  s(
    "metier-ingenierie",
    "Bureau d’études et conception",
    [-1, -1, 14, 10],
    [
      bench(0, 0, 6, 3, 2.4),
      box(1, 0.5, 2.7, 2.4, 0.2, 1.6, "ink"),
      box(3.8, 0.5, 2.7, 1.6, 0.2, 1.6, "ink"),
      box(1, 1.6, 2.7, 3, 1, 0.1, "light"),
      tank(9, 3, 1.3, 3.5),
      mark([
        [9, 3, 7.5],
        [9, 3, 8.6],
      ]),
      dimension(7.5, 10.5, 6.5, 0.4),
    ],
  ),
  s(
    "metier-montage",
    "Atelier de fabrication et montage",
    [-1, -1, 16, 10],
    [
      gantry(0, 0, 8, 6),
      box(2.5, 2, 0, 4, 3, 1.8, "steel"),
      part(3.5, 3, 1.8, 1.4),
      cabinet(11, 1),
      bench(10, 5, 4, 2),
    ],
  ),
  s(
    "metier-maintenance",
    "Maintenance industrielle sur site",
    [-1, -1, 14, 10],
    [
      box(1, 1, 0, 6, 4, 2, "steel"),
      cylinder("x", [1, 3, 3], 1.2, 6, "light"),
      cylinder("x", [7, 3, 3], 0.5, 2.5, "ink"),
      box(8.5, 1.8, 0, 2.5, 2.4, 2.4, "red"),
      cabinet(11.5, 0.5, 1.6, 1, 3.5),
      mark([
        [4, 7, 0.3],
        [4, 7, 5],
      ]),
    ],
  ),
  s(
    "metier-distribution",
    "Distribution de composants industriels",
    [-1, -1, 15, 10],
    [
      box(0, 0, 0, 10, 2, 0.3, "ink"),
      box(0, 0, 2.3, 10, 2, 0.3, "ink"),
      box(0, 0, 4.6, 10, 2, 0.3, "ink"),
      box(0, 0, 0, 0.3, 2, 6.9, "ink"),
      box(9.7, 0, 0, 0.3, 2, 6.9, "ink"),
      part(1, 0.5, 0.3, 1.4),
      part(3, 0.5, 0.3, 1.4, "steel"),
      part(5.5, 0.5, 0.3, 1.4),
      part(1.5, 0.5, 2.6, 1.4, "steel"),
      part(4, 0.5, 2.6, 1.4),
      part(7, 0.5, 2.6, 1.4, "steel"),
      part(2, 0.5, 4.9, 1.4),
      part(6, 0.5, 4.9, 1.4, "steel"),
      box(4, 5, 0, 3, 3, 0.4, "steel"),
      part(4.3, 5.3, 0.4, 2.2, "red"),
    ],
  ),
  s("metier-formation", "Équipement didactique pour la formation", [-1, -1, 12, 6], [trainingBench("pneumatic")]),

  // Home: expertise boxes
  s(
    "expertise-peinture",
    "Process de peinture industrielle",
    [-1, -1, 18, 10],
    [booth(0, 0, 7, 5, 4.5), conveyor(3, 5.5, 12), robot(10, 2), part(6, 5.8, 2.9), part(11, 5.8, 2.9)],
  ),
  s(
    "expertise-manutention",
    "Solutions de manutention",
    [-1, -1, 18, 10],
    [
      gantry(0, 0, 9, 6),
      conveyor(5, 5, 12),
      part(7, 5.3, 2.9, 1.2),
      part(11, 5.3, 2.9, 1.2, "steel"),
      part(4, 1, 0, 1.4),
    ],
  ),
  s(
    "expertise-machine-speciale",
    "Machine spéciale sur mesure",
    [-1, -1, 14, 10],
    [
      box(0, 0, 0, 8, 5, 2.4, "steel"),
      box(0.5, 0.5, 2.4, 0.4, 0.4, 4, "ink"),
      box(7, 0.5, 2.4, 0.4, 0.4, 4, "ink"),
      box(0.5, 0.5, 6.4, 6.9, 0.5, 0.5, "ink"),
      box(3.2, 0.4, 4.5, 1.4, 1.4, 1.9, "red"),
      cylinder("z", [3.9, 1.1, 3.6], 0.3, 0.9, "ink"),
      part(3.2, 2, 2.4, 1.5, "light"),
      cabinet(10, 1, 2, 1.2, 4),
    ],
  ),

  // Ingénierie carousel
  s(
    "etude-cao",
    "Conception assistée par ordinateur d’un équipement",
    [-1, -1, 14, 8],
    [
      bench(0, 0, 7, 3, 2.4),
      box(1, 0.4, 2.7, 3, 0.2, 2, "ink"),
      box(4.5, 0.4, 2.7, 2, 0.2, 2, "ink"),
      box(2, 2, 2.7, 1.5, 0.6, 0.1, "light"),
      box(9, 2, 0, 3, 3, 3, "steel"),
      dimension(9, 12, 5.5, 0.3),
      mark([
        [12.5, 2, 0],
        [12.5, 2, 3],
      ]),
    ],
  ),
  s(
    "etude-process",
    "Schéma de process pour poudres, pâtes et liquides",
    [-1, -1, 18, 10],
    [
      tank(2, 3, 1.6, 5),
      tank(7, 3, 1.3, 4, "red"),
      tank(12, 3, 1.6, 3.5, "light"),
      pipe([
        [2, 3, 8.5],
        [2, 3, 9.5],
        [7, 3, 9.5],
        [7, 3, 7.5],
      ]),
      pipe(
        [
          [7, 4.5, 1],
          [12, 4.5, 1],
        ],
        "red",
        5,
      ),
      box(14.5, 5, 0, 2, 2, 2, "ink"),
    ],
  ),
  s(
    "etude-implantation",
    "Plan d’implantation d’une ligne de production",
    [-1, -1, 20, 12],
    [
      conveyor(1, 2, 16),
      box(2, 7, 0, 4, 3, 0.2, "red"),
      box(8, 7, 0, 4, 3, 0.2, "steel"),
      box(14, 7, 0, 4, 3, 0.2, "red"),
      dimension(1, 17, 11.5, 0.3),
      mark([
        [18.5, 2, 0.2],
        [18.5, 10, 0.2],
      ]),
    ],
  ),

  // Montage: workshop and assembly carousels
  s(
    "atelier-presse-plieuse",
    "Presse plieuse à commande numérique",
    [-1, -1, 14, 8],
    [
      box(0, 1, 0, 1, 2, 5, "ink"),
      box(9, 1, 0, 1, 2, 5, "ink"),
      box(1, 1.3, 4, 8, 1.4, 1, "red"),
      box(1, 1.3, 0, 8, 1.4, 2.2, "steel"),
      box(2, 1.5, 2.6, 6, 2.5, 0.1, "light"),
      cabinet(11, 1, 1.6, 1, 4),
    ],
  ),
  s(
    "atelier-soudure",
    "Poste de soudure de l’atelier",
    [-1, -1, 14, 8],
    [
      bench(0, 0, 6, 3, 2.2),
      box(1, 0.8, 2.5, 4, 1, 0.5, "steel"),
      box(3, 0.5, 3, 0.4, 2, 1.6, "steel"),
      mark([
        [3.2, 1.5, 3],
        [4, 2.5, 4.5],
      ]),
      box(8, 1, 0, 2, 1.4, 2.4, "red"),
      cylinder("z", [11.5, 2, 0], 0.6, 4, "ink"),
      pipe(
        [
          [9, 2.4, 1.5],
          [7, 3.5, 1],
          [5, 3, 2.5],
        ],
        "ink",
        3,
      ),
    ],
  ),
  s(
    "atelier-tour",
    "Tour conventionnel et perceuse à colonne",
    [-1, -1, 16, 8],
    [
      box(0, 1, 0, 8, 2, 2.2, "steel"),
      box(0, 1, 2.2, 2, 2, 2, "red"),
      cylinder("x", [2, 2, 3.3], 0.7, 4.5, "light"),
      box(6.5, 1.2, 2.2, 1.4, 1.6, 1.6, "steel"),
      box(11, 1, 0, 2, 2, 0.6, "ink"),
      box(11.6, 1.6, 0.6, 0.6, 0.6, 5, "steel"),
      box(10.8, 0.8, 4.5, 2.4, 2, 1.4, "red"),
      cylinder("z", [12, 1.8, 3.5], 0.15, 1, "ink"),
    ],
  ),
  s(
    "montage-integration",
    "Intégration d’équipements sur site",
    [-1, -1, 18, 10],
    [gantry(0, 0, 8, 6.5), box(2.4, 1.5, 0, 4, 3, 2, "steel"), box(3, 2, 2, 2.8, 2, 1.5, "red"), conveyor(9, 3, 8)],
  ),
  s(
    "montage-chantier",
    "Coordination de chantier et montage",
    [-1, -1, 18, 10],
    [
      box(0, 0, 0, 0.5, 0.5, 7, "ink"),
      box(6, 0, 0, 0.5, 0.5, 7, "ink"),
      box(0, 0, 7, 6.5, 0.5, 0.5, "ink"),
      box(0, 3, 0, 0.5, 0.5, 7, "ink"),
      box(0, 0, 3.5, 0.5, 3.5, 0.3, "steel"),
      box(9, 2, 0, 6, 4, 3, "steel"),
      tank(12, 8, 1.2, 2.5, "red"),
    ],
  ),
  s(
    "montage-mise-en-service",
    "Mise en service d’une installation",
    [-1, -1, 18, 10],
    [
      conveyor(0, 4, 12),
      cabinet(13, 1, 2.4, 1.4, 5),
      pipe(
        [
          [14, 2.4, 0.3],
          [14, 6, 0.3],
          [11, 6, 0.3],
        ],
        "red",
        3,
      ),
      part(3, 4.3, 2.9),
      part(8, 4.3, 2.9, 1, "steel"),
    ],
  ),

  // Maintenance
  s(
    "maintenance-intervention",
    "Démontage et remontage d’un équipement lourd",
    [-1, -1, 18, 10],
    [
      gantry(0, 0, 9, 7),
      box(2, 2, 0, 6, 4, 1.8, "steel"),
      cylinder("x", [3.5, 0.25, 2.5], 1, 3, "red"),
      box(11, 2, 0, 3, 3, 0.4, "ink"),
      part(11.5, 2.5, 0.4, 1.8, "steel"),
      cabinet(15, 0.5, 1.6, 1, 3.6),
    ],
  ),

  // Distribution tiles
  s(
    "distribution-securite",
    "Composants de sécurité industrielle",
    [-1, -1, 14, 8],
    [
      box(0, 1, 0, 0.6, 0.6, 6, "ink"),
      box(6, 1, 0, 0.6, 0.6, 6, "ink"),
      mark([
        [0.6, 1.3, 1.5],
        [6, 1.3, 1.5],
      ]),
      mark([
        [0.6, 1.3, 3],
        [6, 1.3, 3],
      ]),
      mark([
        [0.6, 1.3, 4.5],
        [6, 1.3, 4.5],
      ]),
      box(9, 2, 0, 2.4, 2.4, 2.4, "light"),
      cylinder("z", [10.2, 3.2, 2.4], 0.9, 0.6, "red"),
    ],
  ),
  s(
    "distribution-peinture",
    "Application de peinture",
    [-1, -1, 14, 8],
    [
      sprayGun(2, 1, 4, "gravity"),
      mark([
        [7, 1.4, 4.7],
        [9, 1.4, 5.5],
      ]),
      mark([
        [7, 1.4, 4.7],
        [9.5, 1.4, 4.3],
      ]),
      box(10, 0, 0, 0.3, 4, 7, "light"),
    ],
  ),

  // Realisation: eleven projects
  s(
    "projet-gabarit-controle",
    "Gabarit de contrôle et d’assemblage",
    [-1, -1, 14, 9],
    [
      bench(0, 0, 9, 5, 2.2),
      box(1, 1, 2.5, 0.6, 0.6, 1.6, "red"),
      box(7, 1, 2.5, 0.6, 0.6, 1.6, "red"),
      box(1, 3.5, 2.5, 0.6, 0.6, 1.6, "red"),
      box(2, 1.7, 2.5, 5, 1.8, 0.7, "light"),
      dimension(1, 7.6, 6, 2.6),
    ],
  ),
  s(
    "projet-prehenseur",
    "Préhenseur robot multi-pièces",
    [-1, -1, 14, 9],
    [
      robot(2, 4),
      box(7, 2, 0, 4, 4, 2, "steel"),
      part(7.5, 2.5, 2, 1.2, "light"),
      part(9.3, 2.5, 2, 1.2, "light"),
      part(8.4, 4.3, 2, 1.2, "light"),
    ],
  ),
  s(
    "projet-convoyeur-rouleaux",
    "Convoyeur à rouleaux motorisés",
    [-1, -1, 20, 6],
    [
      conveyor(0, 1, 18),
      part(2, 1.3, 2.9, 1.4),
      part(8, 1.3, 2.9, 1.4, "steel"),
      part(14, 1.3, 2.9, 1.4),
      box(18, 0.8, 0.8, 1, 1, 1, "ink"),
    ],
  ),
  s(
    "projet-convoyeur-aerien",
    "Convoyeur aérien de ligne de peinture",
    [-1, -1, 20, 8],
    [
      box(0, 2, 6, 18, 0.5, 0.5, "ink"),
      box(1, 2, 0, 0.4, 0.4, 6, "ink"),
      box(16.5, 2, 0, 0.4, 0.4, 6, "ink"),
      pipe(
        [
          [4, 2.25, 6],
          [4, 2.25, 4.5],
        ],
        "ink",
        2,
      ),
      box(3.2, 1.6, 2.5, 1.6, 1.3, 2, "red"),
      pipe(
        [
          [9, 2.25, 6],
          [9, 2.25, 4.5],
        ],
        "ink",
        2,
      ),
      box(8.2, 1.6, 2.5, 1.6, 1.3, 2, "steel"),
      pipe(
        [
          [14, 2.25, 6],
          [14, 2.25, 4.5],
        ],
        "ink",
        2,
      ),
      box(13.2, 1.6, 2.5, 1.6, 1.3, 2, "red"),
    ],
  ),
  s(
    "projet-cabine-liquide",
    "Cabine de peinture liquide pressurisée",
    [-1, -1, 16, 10],
    [booth(0, 0, 10, 6, 5), box(2, 0.3, 0, 6, 0.2, 3.5, "ink"), part(4, 3, 0, 1.8, "steel"), robot(12, 3)],
  ),
  s(
    "projet-cabine-poudre",
    "Cabine de poudrage avec recyclage",
    [-1, -1, 16, 10],
    [
      booth(0, 0, 8, 5, 4.5, "steel"),
      cylinder("z", [11, 2, 0], 1.2, 5, "light"),
      cylinder("z", [11, 2, 5], 0.5, 1, "red"),
      pipe(
        [
          [8, 1, 3.5],
          [10, 1, 3.5],
          [10.5, 2, 4],
        ],
        "steel",
        6,
      ),
      box(13, 4, 0, 2, 1.4, 3, "red"),
    ],
  ),
  s(
    "projet-four-polymerisation",
    "Four de polymérisation",
    [-1, -1, 20, 9],
    [
      box(2, 0, 0, 12, 5, 5, "light"),
      box(2, 5, 1.5, 12, 0.1, 2.5, "ink"),
      cylinder("z", [5, 2, 5], 0.6, 1.6, "steel"),
      cylinder("z", [11, 2, 5], 0.6, 1.6, "steel"),
      conveyor(0, 6, 18, 1.6),
      box(15, 0, 0, 2.4, 2, 3, "red"),
    ],
  ),
  s(
    "projet-table-elevatrice",
    "Table élévatrice à ciseaux",
    [-1, -1, 12, 9],
    [
      box(0, 0, 0, 7, 4, 0.4, "ink"),
      pipe(
        [
          [0.5, 4.2, 0.4],
          [6.5, 4.2, 3.4],
        ],
        "red",
        5,
      ),
      pipe(
        [
          [0.5, 4.2, 3.4],
          [6.5, 4.2, 0.4],
        ],
        "red",
        5,
      ),
      box(0, 0, 3.4, 7, 4, 0.4, "steel"),
      part(2, 1, 3.8, 2, "light"),
      cabinet(9, 1, 1.4, 1, 3),
    ],
  ),
  s(
    "projet-potence-palan",
    "Potence pivotante et palan électrique",
    [-1, -1, 14, 9],
    [
      cylinder("z", [1, 3, 0], 0.5, 7, "red"),
      box(1, 2.7, 6.4, 8, 0.6, 0.6, "red"),
      box(6, 2.5, 5.6, 1, 1, 0.8, "ink"),
      pipe(
        [
          [6.5, 3, 5.6],
          [6.5, 3, 3],
        ],
        "ink",
        2,
      ),
      box(5.5, 2, 0, 2, 2, 2.4, "steel"),
    ],
  ),
  s(
    "projet-dosage-pates",
    "Station de dosage et de mélange de pâtes",
    [-1, -1, 16, 9],
    [
      tank(2, 3, 1.8, 4, "light"),
      cylinder("z", [2, 3, 6.1], 0.4, 1.6, "red"),
      tank(8, 3, 1.2, 3),
      pipe(
        [
          [3.8, 3, 2],
          [6.8, 3, 2],
        ],
        "red",
        5,
      ),
      cabinet(11, 1, 2, 1.2, 4),
    ],
  ),
  s(
    "projet-transfert-poudres",
    "Ligne de transfert de poudres",
    [-1, -1, 18, 10],
    [
      cylinder("z", [3, 3, 3], 2, 5, "light"),
      box(2.5, 2.5, 0, 1, 1, 3, "ink"),
      cylinder("x", [4, 3, 1.5], 0.6, 8, "steel"),
      box(12, 2, 0, 3, 3, 3, "red"),
      mark([
        [5, 3, 2.4],
        [11, 3, 2.4],
      ]),
    ],
  ),

  // Formation: product range tiles
  s("formation-electrotechnique", "Banc d’électrotechnique", [-1, -1, 12, 6], [trainingBench("electric")]),
  s(
    "formation-pneumatique-hydraulique",
    "Banc de pneumatique et d’hydraulique",
    [-1, -1, 12, 6],
    [trainingBench("hydraulic")],
  ),
  s(
    "formation-energies-renouvelables",
    "Maquette d’énergies renouvelables",
    [-1, -1, 14, 9],
    [
      box(0, 2, 0, 0.4, 0.4, 3, "ink"),
      box(-0.5, 0, 3, 5, 4, 0.2, "ink"),
      mark([
        [0, 1, 3.3],
        [4, 1, 3.3],
      ]),
      mark([
        [0, 2.5, 3.3],
        [4, 2.5, 3.3],
      ]),
      cylinder("z", [9, 3, 0], 0.3, 6.5, "light"),
      box(8.6, 2.6, 6.5, 1, 1, 0.6, "steel"),
      pipe(
        [
          [9, 2, 7.8],
          [9, 3.5, 9.5],
        ],
        "red",
        4,
      ),
      pipe(
        [
          [9, 3, 6.8],
          [9, 4.2, 5.6],
        ],
        "red",
        4,
      ),
      cabinet(11, 5, 1.4, 1, 2.4),
    ],
  ),
  s(
    "formation-communication",
    "Technique de communication industrielle",
    [-1, -1, 14, 7],
    [
      cabinet(0, 0, 2, 1.2, 3),
      cabinet(5, 0, 2, 1.2, 3),
      cabinet(10, 0, 2, 1.2, 3),
      pipe(
        [
          [2, 0.6, 2],
          [5, 0.6, 2],
        ],
        "red",
        3,
      ),
      pipe(
        [
          [7, 0.6, 2],
          [10, 0.6, 2],
        ],
        "red",
        3,
      ),
    ],
  ),
  s(
    "formation-mecatronique",
    "Système d’automatisation mécatronique",
    [-1, -1, 16, 9],
    [bench(0, 0, 12, 4, 2.4), conveyor(1, 0.8, 6, 2.7), robot(9.5, 2), cabinet(13, 0, 1.6, 1.2, 4)],
  ),
  s(
    "formation-multimedia",
    "Supports de formation multimédia",
    [-1, -1, 12, 7],
    [
      bench(0, 0, 8, 3, 2.4),
      box(1, 0.5, 2.7, 3.5, 0.2, 2.4, "ink"),
      box(1.3, 0.7, 3, 2.9, 0.05, 1.8, "light"),
      box(5.5, 1, 2.7, 1.6, 1.2, 0.1, "steel"),
      part(6, 1.2, 2.8, 0.6),
    ],
  ),
  s(
    "formation-froid-climatisation",
    "Banc de froid et de climatisation",
    [-1, -1, 14, 7],
    [
      bench(0, 0, 9, 3, 2.4),
      box(0.5, 0.5, 2.7, 3, 2, 2, "light"),
      cylinder("y", [2, 0.5, 3.7], 0.8, 0.2, "steel"),
      cylinder("z", [5.5, 1.5, 2.7], 0.7, 1.6, "red"),
      pipe(
        [
          [3.5, 1.5, 3.5],
          [4.8, 1.5, 3.5],
        ],
        "ink",
        3,
      ),
      pipe(
        [
          [6.2, 1.5, 3.5],
          [8, 1.5, 3.5],
          [8, 1.5, 2.7],
        ],
        "steel",
        3,
      ),
    ],
  ),
  s(
    "formation-technique-automobile",
    "Système didactique de technique automobile",
    [-1, -1, 14, 8],
    [
      box(0, 0, 0, 7, 4, 0.4, "ink"),
      box(1, 0.5, 0.4, 4, 3, 2.5, "steel"),
      cylinder("x", [5, 2, 1.7], 0.8, 1, "red"),
      box(1.6, 1, 2.9, 2.8, 2, 0.8, "light"),
      cabinet(9, 0.5, 2.4, 1.2, 4),
    ],
  ),

  // Formation carousels
  s("banc-electrique", "Banc didactique électrique", [-1, -1, 12, 6], [trainingBench("electric")]),
  s("banc-pneumatique", "Banc didactique pneumatique", [-1, -1, 12, 6], [trainingBench("pneumatic")]),
  s("banc-hydraulique", "Banc didactique hydraulique", [-1, -1, 12, 6], [trainingBench("hydraulic")]),
  s(
    "auto-moteur",
    "Moteur didactique en coupe",
    [-1, -1, 12, 8],
    [
      box(0, 0, 0, 8, 4, 0.4, "ink"),
      box(1, 0.5, 0.4, 4.5, 3, 3, "steel"),
      box(1.5, 1, 3.4, 3.5, 2, 1, "red"),
      cylinder("x", [5.5, 2, 1.8], 0.9, 1, "light"),
      cylinder("y", [2.5, 3.5, 1.4], 0.5, 0.4, "ink"),
    ],
  ),
  s(
    "auto-electricite",
    "Tableau d’électricité automobile",
    [-1, -1, 12, 6],
    [
      trainingBench("auto"),
      box(1, 0.5, 5, 1, 0.1, 0.5, "red"),
      box(4.5, 0.5, 5, 1, 0.1, 0.5, "red"),
      pipe(
        [
          [1.4, 0.5, 4.2],
          [3, 0.5, 3.6],
          [5, 0.5, 4.4],
        ],
        "red",
        2,
      ),
    ],
  ),
  s(
    "auto-freinage",
    "Banc de freinage et de direction",
    [-1, -1, 12, 8],
    [
      box(0, 0, 0, 9, 4, 0.4, "ink"),
      cylinder("y", [2, 0.4, 2], 1.5, 0.6, "ink"),
      cylinder("y", [2, 1, 2], 0.9, 0.2, "red"),
      cylinder("y", [7, 0.4, 2], 1.5, 0.6, "ink"),
      cylinder("y", [7, 1, 2], 0.9, 0.2, "red"),
      box(3.5, 0.8, 1.8, 2, 0.4, 0.4, "steel"),
      cabinet(10, 0.5, 1.4, 1, 3),
    ],
  ),

  // Schmersal catalogue (shared per product type)
  s(
    "produit-interrupteur-securite",
    "Interrupteur de sécurité à actionneur séparé",
    [-2, -2, 8, 6],
    [
      plinth([
        box(0.5, 1, 0.6, 2.4, 1.6, 3, "light"),
        box(0.6, 2.6, 2.6, 2.2, 0.05, 0.6, "red"),
        box(3.5, 1.2, 2.2, 2, 1.2, 0.6, "ink"),
        box(4, 1.4, 2.8, 0.4, 0.8, 0.8, "steel"),
      ]),
    ],
  ),
  s(
    "produit-arret-urgence",
    "Bouton d’arrêt d’urgence",
    [-2, -2, 8, 6],
    [
      plinth([
        box(1, 1, 0.6, 4, 3, 2.4, "light"),
        cylinder("z", [3, 2.5, 3], 1.5, 0.2, "steel"),
        cylinder("z", [3, 2.5, 3.2], 1.1, 1, "red"),
      ]),
    ],
  ),
  s(
    "produit-barriere-immaterielle",
    "Barrière immatérielle de sécurité",
    [-2, -2, 9, 6],
    [
      plinth([
        box(0, 1, 0.6, 0.6, 0.6, 6, "ink"),
        box(5.4, 1, 0.6, 0.6, 0.6, 6, "ink"),
        mark([
          [0.6, 1.3, 2],
          [5.4, 1.3, 2],
        ]),
        mark([
          [0.6, 1.3, 3.5],
          [5.4, 1.3, 3.5],
        ]),
        mark([
          [0.6, 1.3, 5],
          [5.4, 1.3, 5],
        ]),
      ]),
    ],
  ),
  s(
    "produit-module-securite",
    "Module et relais de sécurité",
    [-2, -2, 8, 6],
    [
      plinth([
        box(0, 2, 0.6, 6, 0.5, 0.4, "steel"),
        box(0.5, 1, 1, 1.2, 2.6, 3.2, "light"),
        box(2, 1, 1, 1.2, 2.6, 3.2, "light"),
        box(3.5, 1, 1, 1.2, 2.6, 3.2, "ink"),
        box(0.7, 3.6, 3.2, 0.3, 0.05, 0.3, "red"),
        box(2.2, 3.6, 3.2, 0.3, 0.05, 0.3, "red"),
      ]),
    ],
  ),
  s(
    "produit-detecteur",
    "Détecteur de proximité et capteur",
    [-2, -2, 8, 6],
    [
      plinth([
        cylinder("x", [0, 2, 2], 0.7, 4.5, "steel"),
        cylinder("x", [4.5, 2, 2], 0.75, 0.4, "red"),
        pipe(
          [
            [0, 2, 2],
            [-0.8, 2, 1.2],
            [-0.8, 3.5, 0.6],
          ],
          "ink",
          3,
        ),
      ]),
    ],
  ),
  s(
    "produit-commande-signalisation",
    "Appareils de commande et de signalisation",
    [-2, -2, 8, 6],
    [
      plinth([
        underlay([box(0, 1, 0.6, 6, 2.5, 2, "light")]),
        cylinder("z", [1.2, 2.2, 2.6], 0.55, 0.5, "red"),
        cylinder("z", [3, 2.2, 2.6], 0.55, 0.5, "ink"),
        cylinder("z", [4.8, 2.2, 2.6], 0.55, 0.5, "steel"),
      ]),
    ],
  ),
  s(
    "produit-interrupteur-cable",
    "Interrupteur à câble et commande rotative",
    [-2, -2, 9, 6],
    [
      plinth([
        box(0, 1, 0.6, 2.2, 1.6, 2.6, "red"),
        pipe(
          [
            [2.2, 1.8, 2.4],
            [7, 1.8, 2.4],
          ],
          "ink",
          2,
        ),
        box(6.8, 1.5, 0.6, 0.4, 0.6, 2.2, "steel"),
      ]),
    ],
  ),
  s(
    "secteur-industrie",
    "Secteur industriel équipé en sécurité machine",
    [-1, -1, 16, 9],
    [
      box(0, 0, 0, 0.5, 0.5, 5, "ink"),
      box(0, 0, 5, 12, 0.5, 0.3, "ink"),
      box(11.5, 0, 0, 0.5, 0.5, 5, "ink"),
      mark([
        [0.5, 0.25, 2.5],
        [11.5, 0.25, 2.5],
      ]),
      robot(4, 3),
      box(9, 2.5, 0, 2.5, 2.5, 2.5, "steel"),
      cylinder("z", [13.5, 1, 0], 0.4, 3.5, "light"),
      cylinder("z", [13.5, 1, 3.5], 0.6, 0.4, "red"),
    ],
  ),

  // Carlisle Fluid Technologies catalogue
  s(
    "produit-pistolet-gravite",
    "Pistolet pulvérisateur à godet gravité",
    [-1, -1, 6, 3],
    [sprayGun(0, 0, 3, "gravity")],
  ),
  s(
    "produit-pistolet-pression",
    "Pistolet pulvérisateur à alimentation par pression",
    [-3, -1, 6, 4],
    [sprayGun(0, 0, 3.6, "none")],
  ),
  s(
    "produit-pistolet-automatique",
    "Pistolet pulvérisateur automatique",
    [-4, -2, 6, 3],
    [box(-1, -1, 0, 0.6, 0.6, 4, "ink"), sprayGun(0, 0, 3.2, "auto")],
  ),
  s(
    "produit-securite-operateur",
    "Équipement de protection de l’opérateur",
    [-2, -2, 8, 6],
    [
      plinth([
        box(1, 1, 0.6, 3.6, 2.6, 2.6, "light"),
        cylinder("y", [1.9, 3.6, 2], 0.7, 0.4, "ink"),
        cylinder("y", [3.7, 3.6, 2], 0.7, 0.4, "ink"),
        box(1.2, 1.2, 3.2, 3.2, 2.2, 0.5, "red"),
      ]),
    ],
  ),
  s(
    "produit-reservoir-pression",
    "Réservoir sous pression",
    [-2, -2, 8, 6],
    [
      plinth([
        tank(3, 2.5, 1.8, 3.4),
        cylinder("x", [4.8, 2.5, 4.5], 0.3, 0.6, "red"),
        cylinder("x", [5.4, 2.5, 4.5], 0.5, 0.2, "light"),
      ]),
    ],
  ),
  s(
    "produit-pompe-membrane",
    "Pompe à membrane",
    [-2, -2, 8, 6],
    [
      plinth([
        box(0.5, 1, 0.6, 5, 2.5, 0.4, "ink"),
        cylinder("x", [0.8, 2.2, 2.5], 1.2, 0.8, "steel"),
        box(1.6, 1.4, 1, 2.8, 1.6, 2.6, "red"),
        cylinder("x", [4.4, 2.2, 2.5], 1.2, 0.8, "steel"),
      ]),
    ],
  ),
  s(
    "produit-pompe-piston",
    "Pompe à piston",
    [-2, -2, 8, 6],
    [
      plinth([
        cylinder("z", [3, 2.5, 0.6], 1.2, 1, "ink"),
        cylinder("z", [3, 2.5, 1.6], 0.5, 2.4, "steel"),
        cylinder("z", [3, 2.5, 4], 1.2, 1.6, "red"),
        pipe(
          [
            [4.1, 2.5, 2.2],
            [5.8, 2.5, 2.2],
          ],
          "ink",
          3,
        ),
      ]),
    ],
  ),
  s(
    "produit-poignee",
    "Poignée de pistolet",
    [-1, -1, 5, 3],
    [
      box(0, 0, 3, 3.2, 0.8, 1.2, "steel"),
      box(0.2, 0.1, 0.4, 0.8, 0.6, 2.6, "red"),
      box(1.3, 0.3, 1.6, 0.2, 0.3, 1.3, "ink"),
    ],
  ),
];

/** Reusable machine parts built from the drawing kit's primitives. */
import { box, cylinder, type Item, mark, pipe, type Tone, underlay } from "#scripts/illustrations/draw.ts";

/** A roller conveyor running along x: frame, legs and rollers. */
export function conveyor(x: number, y: number, length: number, z = 2.2): Item[] {
  const items: Item[] = [];
  for (let lx = x + 0.3; lx < x + length; lx += 3) {
    items.push(box(lx, y + 0.2, 0, 0.4, 0.4, z, "ink"), box(lx, y + 1.8, 0, 0.4, 0.4, z, "ink"));
  }
  items.push(box(x, y, z, length, 0.3, 0.5, "steel"));
  // Rollers as thick strokes: cylinders would triple the file size for no visible gain.
  for (let rx = x + 0.5; rx < x + length; rx += 1)
    items.push(
      pipe(
        [
          [rx, y + 0.3, z + 0.45],
          [rx, y + 2.1, z + 0.45],
        ],
        "light",
        4,
      ),
    );
  items.push(box(x, y + 2.1, z, length, 0.3, 0.5, "steel"));
  return items;
}

/** A six-axis robot: base, turret, two arm segments, a red tool. */
export function robot(x: number, y: number, tool: Tone = "red"): Item[] {
  return [
    cylinder("z", [x, y, 0], 1.1, 0.6, "ink"),
    cylinder("z", [x, y, 0.6], 0.8, 0.9, "red"),
    box(x - 0.35, y - 0.35, 1.5, 0.7, 0.7, 3, "steel"),
    box(x - 0.3, y - 0.3, 4.3, 3.2, 0.6, 0.6, "steel"),
    box(x + 2.7, y - 0.3, 2.6, 0.6, 0.6, 1.8, "steel"),
    box(x + 2.5, y - 0.5, 1.9, 1, 1, 0.7, tool),
  ];
}

/** A control cabinet with a dark screen and a red indicator. */
export function cabinet(x: number, y: number, w = 2, d = 1.2, h = 4): Item[] {
  return [
    box(x, y, 0, w, d, h, "light"),
    box(x + 0.3, y + d, h * 0.55, w - 0.6, 0.05, h * 0.3, "ink"),
    box(x + w - 0.5, y + d, h * 0.3, 0.25, 0.05, 0.25, "red"),
  ];
}

/** A vertical tank on legs, with a domed lid and an outlet pipe. */
export function tank(x: number, y: number, r = 1.4, h = 4, tone: Tone = "steel"): Item[] {
  return [
    box(x - r * 0.8, y - 0.2, 0, 0.3, 0.3, 1.5, "ink"),
    box(x + r * 0.6, y - 0.2, 0, 0.3, 0.3, 1.5, "ink"),
    cylinder("z", [x, y, 1.5], r, h, tone),
    cylinder("z", [x, y, 1.5 + h], r * 0.35, 0.6, "ink"),
  ];
}

/** A hoist beam on two posts with a hanging hook block. */
export function gantry(x: number, y: number, span: number, h = 6): Item[] {
  return [
    box(x, y, 0, 0.5, 0.5, h, "red"),
    box(x + span, y, 0, 0.5, 0.5, h, "red"),
    box(x, y, h, span + 0.5, 0.5, 0.6, "red"),
    pipe(
      [
        [x + span / 2, y + 0.25, h],
        [x + span / 2, y + 0.25, h - 2],
      ],
      "ink",
      2,
    ),
    box(x + span / 2 - 0.4, y - 0.15, h - 2.8, 0.8, 0.8, 0.8, "ink"),
  ];
}

/** A crate or part lying on a surface at height z. */
export function part(x: number, y: number, z: number, size = 1, tone: Tone = "red"): Item {
  return box(x, y, z, size, size, size * 0.8, tone);
}

/** A workbench with a top plate, painted first so what stands on it shows. */
export function bench(x: number, y: number, w = 4, d = 2, h = 2.2): Item[] {
  return underlay([
    box(x + 0.1, y + 0.1, 0, 0.3, 0.3, h, "ink"),
    box(x + w - 0.4, y + 0.1, 0, 0.3, 0.3, h, "ink"),
    box(x + 0.1, y + d - 0.4, 0, 0.3, 0.3, h, "ink"),
    box(x + w - 0.4, y + d - 0.4, 0, 0.3, 0.3, h, "ink"),
    box(x, y, h, w, d, 0.3, "steel"),
  ]);
}

/** A paint or process booth: walls, roof and an open front, with an extraction duct. */
export function booth(x: number, y: number, w = 6, d = 4, h = 4.5, roof: Tone = "red"): Item[] {
  return [
    box(x, y, 0, w, 0.3, h, "light"),
    box(x, y, 0, 0.3, d, h, "light"),
    box(x, y, h, w, d, 0.5, roof),
    cylinder("z", [x + 1, y + 1, h + 0.5], 0.6, 1.6, "steel"),
  ];
}

/** Dimension line along x at height z, with end ticks. */
export function dimension(x0: number, x1: number, y: number, z: number): Item[] {
  return [
    mark([
      [x0, y, z],
      [x1, y, z],
    ]),
    mark([
      [x0, y, z - 0.4],
      [x0, y, z + 0.4],
    ]),
    mark([
      [x1, y, z - 0.4],
      [x1, y, z + 0.4],
    ]),
  ];
}

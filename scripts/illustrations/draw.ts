/**
 * A tiny isometric line-drawing kit: boxes, cylinders, pipes and dimension
 * lines projected at 30°, filled with the brand palette and outlined in ink.
 * Every illustration of the site is drawn with it, so they share one style.
 */

export type Tone = "steel" | "red" | "ink" | "light";
type Point3 = [number, number, number];
type Point2 = [number, number];

/** Face colours: top, left (+y) and right (+x) faces, lightest to darkest. */
const tones: Record<Tone, { top: string; left: string; right: string }> = {
  steel: { top: "#eef1f5", left: "#cfd7e0", right: "#aab6c3" },
  red: { top: "#e5484d", left: "#c1121f", right: "#8f0d17" },
  ink: { top: "#5b6b7d", left: "#3b4a5c", right: "#14202e" },
  light: { top: "#ffffff", left: "#f3f5f8", right: "#dfe5ec" },
};

const cos30 = Math.cos(Math.PI / 6);
const sin30 = 0.5;

function project([x, y, z]: Point3): Point2 {
  return [(x - y) * cos30, (x + y) * sin30 - z];
}

/** A drawable shape: its projected polygons (fill per polygon) or strokes. */
type Shape =
  | { kind: "polygon"; points: Point2[]; fill: string }
  | { kind: "line"; points: Point2[]; stroke: string; width: number; dashed?: boolean };

/** One object of a scene; objects are painted far to near by `depth`. */
export interface Item {
  depth: number;
  shapes: Shape[];
}

export function box(x: number, y: number, z: number, w: number, d: number, h: number, tone: Tone = "steel"): Item {
  const c = tones[tone];
  const p = (px: number, py: number, pz: number) => project([px, py, pz]);
  return {
    depth: x + y + w / 2 + d / 2,
    shapes: [
      {
        kind: "polygon",
        fill: c.left,
        points: [p(x, y + d, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x, y + d, z + h)],
      },
      {
        kind: "polygon",
        fill: c.right,
        points: [p(x + w, y, z), p(x + w, y + d, z), p(x + w, y + d, z + h), p(x + w, y, z + h)],
      },
      {
        kind: "polygon",
        fill: c.top,
        points: [p(x, y, z + h), p(x + w, y, z + h), p(x + w, y + d, z + h), p(x, y + d, z + h)],
      },
    ],
  };
}

function circle(axis: "x" | "y" | "z", [cx, cy, cz]: Point3, r: number): Point2[] {
  const points: Point2[] = [];
  for (let i = 0; i < 16; i += 1) {
    const a = (i / 16) * Math.PI * 2;
    const u = r * Math.cos(a);
    const v = r * Math.sin(a);
    const point: Point3 =
      axis === "z" ? [cx + u, cy + v, cz] : axis === "x" ? [cx, cy + u, cz + v] : [cx + u, cy, cz + v];
    points.push(project(point));
  }
  return points;
}

/** Monotone-chain convex hull: the outline of a cylinder's body. */
function hull(points: Point2[]): Point2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Point2, a: Point2, b: Point2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point2[]) => {
    const out: Point2[] = [];
    for (const point of list) {
      while (out.length >= 2 && cross(out[out.length - 2], out[out.length - 1], point) <= 0) out.pop();
      out.push(point);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** A cylinder along an axis, from `start` (the centre of its far cap) over `length`. */
export function cylinder(axis: "x" | "y" | "z", start: Point3, r: number, length: number, tone: Tone = "steel"): Item {
  const c = tones[tone];
  const end: Point3 = [...start];
  end[{ x: 0, y: 1, z: 2 }[axis]] += length;
  const near = circle(axis, end, r);
  return {
    depth: start[0] + start[1] + (axis === "z" ? 0 : length / 2),
    shapes: [
      { kind: "polygon", fill: axis === "x" ? c.right : c.left, points: hull([...circle(axis, start, r), ...near]) },
      { kind: "polygon", fill: c.top, points: near },
    ],
  };
}

/** A pipe or cable: a thick line along 3D points. */
export function pipe(points: Point3[], tone: Tone = "steel", width = 7): Item {
  const projected = points.map(project);
  return {
    depth: Math.min(...points.map(([x, y]) => x + y)),
    shapes: [
      { kind: "line", points: projected, stroke: "#14202e", width: width + 3 },
      { kind: "line", points: projected, stroke: tones[tone].left, width },
    ],
  };
}

/** A red dashed dimension or motion line, the 'technical drawing' accent. */
export function mark(points: Point3[], depth = 100): Item {
  return { depth, shapes: [{ kind: "line", points: points.map(project), stroke: "#c1121f", width: 2, dashed: true }] };
}

/** Paints these items before every other one: a base that others stand on. */
export function underlay(items: Item[]): Item[] {
  return items.map((item) => ({ ...item, depth: item.depth - 1000 }));
}

/** The floor: a pale isometric plate with a grid, under everything else. */
function floor(x0: number, y0: number, x1: number, y1: number): Shape[] {
  const shapes: Shape[] = [
    {
      kind: "polygon",
      fill: "#e6ebf1",
      points: [project([x0, y0, 0]), project([x1, y0, 0]), project([x1, y1, 0]), project([x0, y1, 0])],
    },
  ];
  for (let x = Math.ceil(x0); x < x1; x += 2)
    shapes.push({ kind: "line", points: [project([x, y0, 0]), project([x, y1, 0])], stroke: "#d3dae3", width: 1 });
  for (let y = Math.ceil(y0); y < y1; y += 2)
    shapes.push({ kind: "line", points: [project([x0, y, 0]), project([x1, y, 0])], stroke: "#d3dae3", width: 1 });
  return shapes;
}

const width = 640;
const height = 400;

/**
 * Renders a scene to a standalone SVG fitted into 640 × 400, on a floor
 * plate of the given extent (in scene units).
 */
export function render(items: Item[], extent: [number, number, number, number], title: string): string {
  const ordered = [...items].sort((a, b) => a.depth - b.depth);
  const shapes = [...floor(...extent), ...ordered.flatMap((item) => item.shapes)];
  const all = shapes.flatMap((shape) => shape.points);
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const margin = 28;
  const scale = Math.min((width - 2 * margin) / (maxX - minX), (height - 2 * margin) / (maxY - minY));
  const offsetX = (width - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = (height - (maxY - minY) * scale) / 2 - minY * scale;
  const fmt = (n: number) => String(Math.round(n));
  const path = (points: Point2[]) =>
    points.map(([x, y]) => `${fmt(x * scale + offsetX)} ${fmt(y * scale + offsetY)}`).join(" ");
  const body = shapes
    .map((shape) =>
      shape.kind === "polygon"
        ? `<polygon points="${path(shape.points)}" fill="${shape.fill}"/>`
        : `<polyline points="${path(shape.points)}" stroke="${shape.stroke}" stroke-width="${shape.width}"${shape.dashed ? ' stroke-dasharray="6 5"' : ""} fill="none"/>`,
    )
    .join("");
  // Polygons share one ink outline style, set once on the group.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${title}</title><rect width="${width}" height="${height}" fill="#f3f5f8"/><g stroke="#14202e" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>\n`;
}

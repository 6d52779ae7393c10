import { globSync, readFileSync } from "node:fs";

export interface SampleValue {
  /** Where it is, relative to the project root. */
  file: string;
  line: number;
  /** What it is: the path in a content file, the key in wrangler.toml. */
  name: string;
  /** The value as written, on one line. */
  value: string;
}

/** Spaces and line breaks as one space (no-break spaces stay), cut at 100: the file and line say where the rest is. */
function oneLine(text: string): string {
  const flat = text.replace(/[ \t\r\n]+/g, " ").trim();
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

/** The first line of a JSON text that holds `needle`, 1-based; 1 when none does. */
function lineOf(text: string, needle: string): number {
  const index = text.indexOf(needle);
  return index < 0 ? 1 : text.slice(0, index).split("\n").length;
}

function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => {
    if (Array.isArray(node)) return node.find((item: { network?: string }) => item.network === key)?.href;
    return node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }, data);
}

/** Every sample of a content data file's French side (decision 011): entries marked `"sample": true`, and `unconfirmed` values. */
export function findSampleContent(file: string, text: string): SampleValue[] {
  const french = (JSON.parse(text) as { fr: Record<string, unknown> }).fr;
  const found: SampleValue[] = [];
  const visit = (node: unknown, names: string[]) => {
    if (Array.isArray(node)) for (const item of node) visit(item, names);
    else if (node !== null && typeof node === "object") {
      const entry = node as Record<string, unknown>;
      if (entry.sample === true) {
        const label = [entry.title, entry.sector, entry.name, entry.key].find((value) => typeof value === "string");
        found.push({
          file,
          line: lineOf(text, `"key": "${entry.key}"`),
          name: [...names, String(entry.key)].join("."),
          value: oneLine(String(label)),
        });
      }
      for (const [key, value] of Object.entries(entry)) visit(value, [...names, key]);
    }
  };
  visit(french, []);
  const unconfirmed = Array.isArray(french.unconfirmed) ? (french.unconfirmed as string[]) : [];
  return [
    ...found,
    ...unconfirmed.map((path) => ({
      file,
      line: lineOf(text, `"${path.split(".").at(-1)}"`),
      name: path,
      value: oneLine(JSON.stringify(valueAt(french.company, path) ?? valueAt(french, path))),
    })),
  ];
}

/** `key = value # sample…` (the comment may go on: `# sample: why`). */
const markedLine = /^\s*([\w.-]+)\s*=\s*(.+?)\s*#\s*sample\b/;
/** `[table]` or `[[array.of.tables]]`: prefixes the keys below it. */
const tableHeader = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?/;

/** Every value marked `# sample` in a TOML file such as wrangler.toml. */
export function findSampleConfigValues(file: string, text: string): SampleValue[] {
  const found: SampleValue[] = [];
  let table = "";
  text.split("\n").forEach((line, index) => {
    const header = tableHeader.exec(line);
    if (header) table = header[1];
    const marked = markedLine.exec(line);
    if (marked) {
      const name = table ? `${table}.${marked[1]}` : marked[1];
      found.push({ file, line: index + 1, name, value: oneLine(marked[2]) });
    }
  });
  return found;
}

/** Every sample value in the project under `root`: the content data files', then wrangler.toml's. */
export function listSamples(root = "."): SampleValue[] {
  const read = (file: string) => readFileSync(`${root}/${file}`, "utf8");
  const contentFiles = globSync("content/*.json", { cwd: root }).sort();
  const content = contentFiles.flatMap((file) => findSampleContent(file, read(file)));
  return [...content, ...findSampleConfigValues("wrangler.toml", read("wrangler.toml"))];
}

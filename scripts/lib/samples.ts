import { globSync, readFileSync } from "node:fs";
import ts from "typescript";

/**
 * Finds the sample values still in the project (docs/decisions/065): every call
 * of `sample(…)` (app/content/sample.ts) in the site's code, and every value of
 * wrangler.toml whose line ends in a `# sample` comment.
 */

export interface SampleValue {
  /** Where it is, relative to the project root. */
  file: string;
  line: number;
  /** What it is: the property path in a content module, the key in wrangler.toml. */
  name: string;
  /** The value as written, on one line. */
  value: string;
}

/** Long values (a paragraph of copy) are cut: the file and line say where the rest is. */
const maxValueLength = 100;

/** Line breaks and indentation become one space; no-break spaces in the copy stay as written. */
function oneLine(text: string): string {
  const flat = text.replace(/[ \t\r\n]+/g, " ").trim();
  return flat.length > maxValueLength ? `${flat.slice(0, maxValueLength - 1)}…` : flat;
}

/** The names leading to a node: `company.contact.phone`, or `?` when nothing names it. */
function namePath(node: ts.Node, source: ts.SourceFile): string {
  const names: string[] = [];
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isPropertyAssignment(current) || ts.isVariableDeclaration(current) || ts.isPropertyDeclaration(current)) {
      names.unshift(current.name.getText(source));
    }
  }
  return names.join(".") || "?";
}

/** Every `sample(value)` call in one TypeScript or TSX source. */
export function findSampleCalls(file: string, text: string): SampleValue[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: SampleValue[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "sample") {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      const value = node.arguments.map((argument) => argument.getText(source)).join(", ");
      found.push({ file, line: line + 1, name: namePath(node, source), value: oneLine(value) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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

/** Where sample values may be: the site's code and the Worker's configuration. */
const sampleSources = { code: "app/**/*.{ts,tsx}", config: "wrangler.toml" } as const;

/** Every sample value in the project under `root`, in file and line order. */
export function listSamples(root = "."): SampleValue[] {
  const files = globSync(sampleSources.code, { cwd: root }).sort();
  const calls = files.flatMap((file) => findSampleCalls(file, readFileSync(`${root}/${file}`, "utf8")));
  const config = findSampleConfigValues(sampleSources.config, readFileSync(`${root}/${sampleSources.config}`, "utf8"));
  return [...calls, ...config];
}

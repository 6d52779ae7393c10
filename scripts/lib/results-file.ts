import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

/** docs/results.md: the latest figures, each section between its markers, written by the command that measures it. */
const resultsFile = "docs/results.md";

/** The section's text (markers left out, trimmed), and the file's text before and after it. */
function section(name: string) {
  const text = readFileSync(resultsFile, "utf8");
  const [open, close] = [`<!-- results:${name} -->`, `<!-- /results:${name} -->`];
  const [start, end] = [text.indexOf(open) + open.length, text.indexOf(close)];
  if (start < open.length || end < start)
    throw new Error(`${resultsFile} has no section "${name}" (${open} … ${close}).`);
  return { before: text.slice(0, start), current: text.slice(start, end).trim(), after: text.slice(end) };
}

export const readResults = (name: string): string => section(name).current;

/** Replaces the section's text, under when, on what commit and machine; the same figures leave the file as it is. */
export function writeResults(name: string, markdown: string): void {
  const { before, current, after } = section(name);
  if (comparable(current.replace(/^_.*_\n\n/, "")) === comparable(markdown)) return;
  writeFileSync(resultsFile, `${before}\n${measuredOn()}\n\n${markdown.trim()}\n${after}`);
  // Biome lays the tables out, as `npm run lint` wants them.
  execFileSync("node_modules/.bin/biome", ["format", "--write", resultsFile], { stdio: "ignore" });
  console.log(`${resultsFile}: ${name} written.`);
}

/** The same figures, however Biome padded the tables' cells. */
const comparable = (markdown: string): string => markdown.trim().replace(/ +/g, " ").replace(/-{3,}/g, "---");

/** The figures depend on the code and on the machine: every section says both. */
function measuredOn(): string {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  const changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", `:!${resultsFile}`) !== "";
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  return `_${date} UTC, commit ${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes" : ""}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end._`;
}

/** One markdown table, as docs/results.md holds them and a report can paste them. */
export const markdownTable = (header: string[], lines: string[][]): string =>
  [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

// The docs tell the present (issues 21 and 37): decision records short and dated, each one line in the index, every
// path the README and docs/ cite there (unless said removed); and no two source or test files share a name.

const decisionsDir = "docs/decisions";
const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-.*\.md$/.test(name));
const documents = [
  "README.md",
  "SECURITY.md",
  ...readdirSync("docs", { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .map((name) => join("docs", name)),
];

/** A path into one of the repository's own folders, as the docs write them (`app/…`, `functions/…`). */
const repositoryPath =
  /(?<![\w./#-])(?:app|functions|scripts|test|harness|docs|migrations|migrations-vitals|public|\.github|\.ci)\/[\w./@+-]*[\w/]/g;

/** Whether a cited path exists: a file, a folder, or (for `docs/decisions/016`) a file it begins. */
function exists(path: string): boolean {
  if (existsSync(path)) return true;
  const folder = dirname(path);
  const prefix = path.slice(folder.length + 1);
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(prefix));
}

describe("decision records", () => {
  it.for(records)("%s has a status line and a date, in at most 80 lines", (name, { expect }) => {
    const text = readFileSync(join(decisionsDir, name), "utf8");
    expect(text).toMatch(/^Status: \S/m);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text.trimEnd().split("\n").length).toBeLessThanOrEqual(80);
  });

  it("are all in the index, in number order within each topic", () => {
    const index = readFileSync(join(decisionsDir, "README.md"), "utf8");
    const listed = [...index.matchAll(/^- \[(\d{3})\]\((\d{3}-[^)]+\.md)\)/gm)];
    expect(
      records.filter((name) => !listed.some(([, , file]) => file === name)),
      "records missing from the index",
    ).toEqual([]);
    expect(
      listed.filter(([, , file]) => !records.includes(file ?? "")).map(([, , file]) => file),
      "index entries without their record",
    ).toEqual([]);
    expect(index, "an index entry continued on a second line").not.toMatch(/^- \[\d{3}\].*\n {2}\S/m);
    for (const topic of index.split(/^## /m).slice(1)) {
      const numbers = [...topic.matchAll(/^- \[(\d{3})\]/gm)].map(([, number]) => Number(number));
      expect(numbers, `numbers under "${topic.split("\n")[0]}"`).toEqual([...numbers].sort((a, b) => a - b));
    }
  });
});

describe("paths cited by the README and docs/", () => {
  it.for(documents)("%s cites only paths that exist, or says they were removed", (document, { expect }) => {
    const text = readFileSync(document, "utf8");
    const missing = [...text.matchAll(repositoryPath)]
      .filter((match) => !exists(match[0]))
      // History keeps its names: a record may cite a file it says was removed since.
      .filter((match) => !/^[`)]?[^\n]{0,3}\(?removed/.test(text.slice(match.index + match[0].length)))
      .map((match) => match[0]);
    expect(missing, "paths that do not exist").toEqual([]);
  });
});

describe("source and test files", () => {
  it("never share a name: one name, one meaning (issue 37)", () => {
    const byName = new Map<string, string[]>();
    for (const folder of ["app", "functions", "scripts", "harness", "test"])
      for (const path of readdirSync(folder, { recursive: true, encoding: "utf8" }))
        if (/\.tsx?$/.test(path) && !path.endsWith(".d.ts")) {
          const name = path.split("/").at(-1)!;
          byName.set(name, [...(byName.get(name) ?? []), join(folder, path)]);
        }
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});

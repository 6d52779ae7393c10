import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { checkContentFile } from "#app/content/check.ts";
import { contentFiles } from "#app/content/collections.ts";
import { uploadsPath } from "#app/content/media.ts";

/** Where a picture path of the content lives in the repository: illustrations in public/, photos in content/. */
const pictureFile = (root: string, src: string): string =>
  src.startsWith(uploadsPath) ? join(root, "content", src) : join(root, "public", src);

/** Every problem of every content data file under `root`, one line each. */
function checkAllContent(root: string): string[] {
  return contentFiles.flatMap(({ file, schema }) => {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(root, file), "utf8"));
    } catch (error) {
      return [`${file}: fichier illisible (${(error as Error).message})`];
    }
    return checkContentFile(file, schema, data, (src) => existsSync(pictureFile(root, src)));
  });
}

/** Fails the build, and warns in development, when a content file is broken. */
export function contentCheck(): Plugin {
  let root = process.cwd();
  const report = (problems: string[]) =>
    `Contenu invalide (${problems.length} problème${problems.length > 1 ? "s" : ""})\u00a0:\n${problems.map((line) => `  ${line}`).join("\n")}`;
  return {
    name: "tingis:content-check",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const problems = checkAllContent(root);
      if (problems.length > 0) throw new Error(report(problems));
    },
    handleHotUpdate({ file }) {
      if (!file.includes("/content/") || !file.endsWith(".json")) return;
      const problems = checkAllContent(root);
      if (problems.length > 0) console.error(report(problems));
    },
  };
}

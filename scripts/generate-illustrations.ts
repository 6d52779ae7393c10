/**
 * Writes the site's SVG illustrations to public/images/illustrations/ from
 * the scenes in scripts/illustrations/scenes.ts. Run after changing a scene:
 *   npm run illustrations
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { render } from "#scripts/illustrations/draw.ts";
import { scenes } from "#scripts/illustrations/scenes.ts";

const outputDir = "public/images/illustrations";
mkdirSync(outputDir, { recursive: true });
// Start clean so a renamed scene leaves no stale file behind.
for (const file of readdirSync(outputDir)) if (file.endsWith(".svg")) rmSync(`${outputDir}/${file}`);

let total = 0;
for (const scene of scenes) {
  const svg = render(scene.items, scene.extent, scene.title);
  writeFileSync(`${outputDir}/${scene.name}.svg`, svg);
  total += svg.length;
}
console.log(`${scenes.length} illustrations, ${(total / 1024).toFixed(1)} KiB in ${outputDir}`);

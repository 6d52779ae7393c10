/**
 * Writes the site's SVG illustrations to public/images/illustrations/ from
 * the scenes in scripts/illustrations/scenes.ts, and the client sectors'
 * pictograms to public/images/secteurs/ from their Font Awesome icons
 * (app/components/sector-icons.ts). Run after changing a scene or a sector:
 *   npm run illustrations
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { sectorIcon, sectorPictogramSrc } from "#app/components/sector-icons.ts";
import { clients } from "#app/content/logos.ts";
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

/** The tiles' red (app/styles/base.css, --color-red): an image file does not inherit the page's colour. */
const pictogramColour = "#c1121f";
const pictogramDir = "public/images/secteurs";
mkdirSync(pictogramDir, { recursive: true });
for (const file of readdirSync(pictogramDir)) if (file.endsWith(".svg")) rmSync(`${pictogramDir}/${file}`);
for (const { key } of clients.items) {
  const [width, height, , , path] = sectorIcon(key).icon;
  const paths = (Array.isArray(path) ? path : [path]).map((d) => `<path d="${d}"/>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" fill="${pictogramColour}">${paths}</svg>\n`;
  writeFileSync(`public${sectorPictogramSrc(key)}`, svg);
}
console.log(`${clients.items.length} pictograms in ${pictogramDir}`);

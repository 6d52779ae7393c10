import { readFileSync } from "node:fs";

// Sveltia fetches strings and fonts from CDNs that the editor's policy and offline work forbid: copies under /admin/.
const { version: sveltiaVersion, dependencies } = JSON.parse(
  readFileSync("node_modules/@sveltia/cms/package.json", "utf8"),
) as { version: string; dependencies: Record<string, string> };
/** The version in the address Sveltia asks for a library at: its own dependency's, range marker dropped. */
const immutableVersion = dependencies.immutable?.replace(/^\D/, "");

/** Each font at its jsDelivr address (`cdn` after its name) and in the pinned package of the same files. */
const fonts = [
  { name: "material-symbols-outlined", cdn: ":vf@5.3.7", scope: "@fontsource-variable", subset: "latin-wght" },
  { name: "source-sans-3", cdn: ":vf@5.3.0", scope: "@fontsource-variable", subset: "latin-wght" },
  { name: "noto-mono", cdn: "@5.3.0", scope: "@fontsource", subset: "latin-400" },
];

const cdnAddresses: { cdn: string; local: string }[] = [
  { cdn: "https://unpkg.com/@sveltia/cms", local: "/admin/sveltia" },
  // The libraries it imports on demand from unpkg (`${e}` in its code): the preview's Immutable.js (preview.tsx).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the editor's own template, matched as text.
  { cdn: "https://unpkg.com/${e}", local: "/admin/vendor/${e}" },
  ...fonts.map(({ name, cdn, subset }) => ({
    cdn: `https://cdn.jsdelivr.net/fontsource/fonts/${name}${cdn}/${subset}-normal.woff2`,
    local: `/admin/fonts/${name}.woff2`,
  })),
];

/** The files those addresses now name, relative to public/admin/. */
export const selfHostedFiles: { from: string; to: string }[] = [
  ...fonts.map(({ name, scope, subset }) => ({
    from: `node_modules/${scope}/${name}/files/${name}-${subset}-normal.woff2`,
    to: `fonts/${name}.woff2`,
  })),
  // The React chunk a custom preview loads, next to the script (Sveltia tries there before unpkg).
  { from: "node_modules/@sveltia/cms/dist/chunks/react-dom.js", to: "chunks/react-dom.js" },
  // The data a custom preview reads comes wrapped in Immutable.js, which Sveltia imports from unpkg.
  {
    from: "node_modules/immutable/dist/immutable.es.js",
    to: `vendor/immutable@${immutableVersion}/dist/immutable.es.js`,
  },
  // Sveltia asks for `${unpkg}@<its version>/locales/<language>.json`.
  { from: "node_modules/@sveltia/cms/locales/fr.json", to: `sveltia@${sveltiaVersion}/locales/fr.json` },
];

/** The editor's script with every CDN address replaced; fails when an address is no longer there (a new Sveltia version). */
export function selfHosted(script: string): string {
  let result = script;
  for (const { cdn, local } of cdnAddresses) {
    if (!result.includes(cdn))
      throw new Error(`Sveltia CMS no longer loads ${cdn}: update scripts/lib/editor-assets.ts.`);
    result = result.replaceAll(cdn, local);
  }
  return result;
}

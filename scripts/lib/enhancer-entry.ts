import { dirname, resolve, sep } from "node:path";
import type { Plugin } from "vite";

/**
 * Builds app/enhance/main.ts, the script every page loads (docs/decisions/050),
 * as an entry of the client bundle, so that it shares chunks (Swiper, web vitals)
 * with the hydrated home page, and tells the server its file name:
 * `import enhancer from "virtual:enhancer"` gives `{ src, imports }`, the URL
 * of the entry and of the chunks it imports statically (to preload).
 *
 * The modules the entry imports go into one chunk rather than one chunk each, as the
 * bundler would split them by what the home page shares: one request, not six, on the
 * content pages' critical path (docs/decisions/079).
 *
 * The client is built before the server (React Router's buildApp), so the
 * names are known when the server bundle asks. In development Vite serves the
 * source file itself.
 */
const virtualId = "virtual:enhancer";
const resolvedVirtualId = `\0${virtualId}`;

export function enhancerEntry(entry = "app/enhance/main.ts"): Plugin {
  const entryPath = resolve(entry);
  const modulesDir = dirname(entryPath) + sep;
  let command: "build" | "serve" = "serve";
  let built: { src: string; imports: string[] } | undefined;
  return {
    name: "tingis:enhancer-entry",
    // One instance for the client and the server builds: the second reads what the first wrote.
    sharedDuringBuild: true,
    config() {
      const isEnhancerModule = (id: string) => id.startsWith(modulesDir) && id !== entryPath;
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: { codeSplitting: { groups: [{ name: "enhance-modules", test: isEnhancerModule }] } },
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client") {
        this.emitFile({ type: "chunk", id: entryPath, name: "enhance" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunk = Object.values(bundle).find(
        (output) => output.type === "chunk" && output.facadeModuleId === entryPath,
      );
      if (chunk?.type !== "chunk") throw new Error(`${entry} is missing from the client bundle`);
      built = { src: `/${chunk.fileName}`, imports: chunk.imports.map((file) => `/${file}`) };
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      if (command === "serve") return `export default ${JSON.stringify({ src: `/${entry}`, imports: [] })};`;
      // The client bundle never needs the value: only the root loader, on the server, reads it.
      if (this.environment.name === "client") return `export default { src: "", imports: [] };`;
      if (!built) throw new Error("virtual:enhancer: the client bundle must be built before the server");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

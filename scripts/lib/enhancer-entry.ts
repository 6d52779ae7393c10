import { dirname, resolve, sep } from "node:path";
import type { Plugin, Rolldown } from "vite";

/**
 * Builds app/enhance/main.ts, the script every page loads (docs/decisions/003), as an entry of the
 * client bundle, so that the chunks it loads on demand (Swiper, the contact form's island) share
 * theirs with the rest, and tells the server its file: `import enhancer from "virtual:enhancer"`
 * gives `{ src }` (the client is built first; in development Vite serves the source itself). The
 * entry and its modules are one chunk, one request on the pages' critical path: the build fails if
 * that chunk imports another statically, or if a chunk the console loads imports it.
 */
const virtualId = "virtual:enhancer";
const resolvedVirtualId = `\0${virtualId}`;

export function enhancerEntry(entry = "app/enhance/main.ts"): Plugin {
  const entryPath = resolve(entry);
  const modulesDir = dirname(entryPath) + sep;
  let command: "build" | "serve" = "serve";
  let built: { src: string } | undefined;
  return {
    name: "tingis:enhancer-entry",
    // One instance for the client and the server builds: the second reads what the first wrote.
    sharedDuringBuild: true,
    config() {
      // The group takes what its modules import along (focus-wrap, the island's copy loader): the
      // contact form's chunk, which also uses them, imports them from the enhancer, loaded before it.
      const isEnhancerModule = (id: string) => id.startsWith(modulesDir);
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: { codeSplitting: { groups: [{ name: "enhance", test: isEnhancerModule }] } },
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
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const chunk = chunks.find((output) => output.moduleIds.includes(entryPath));
      if (!chunk) throw new Error(`${entry} is missing from the client bundle`);
      const consoleImporter = loadedByConsole(chunks).find((output) => output.imports.includes(chunk.fileName));
      if (consoleImporter) {
        throw new Error(`${consoleImporter.fileName} imports ${chunk.fileName}: the enhancer would run in the console`);
      }
      if (chunk.imports.length > 0) {
        throw new Error(`${chunk.fileName} imports ${chunk.imports.join(", ")}: the enhancer must be one file`);
      }
      built = { src: `/${chunk.fileName}` };
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      if (command === "serve") return `export default ${JSON.stringify({ src: `/${entry}` })};`;
      // The client bundle never needs the value: only the root loader, on the server, reads it.
      if (this.environment.name === "client") return `export default { src: "" };`;
      if (!built) throw new Error("virtual:enhancer: the client bundle must be built before the server");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

/** The chunks the console's pages can load: React Router's client entry, the root and the console's routes. */
function loadedByConsole(chunks: Rolldown.OutputChunk[]): Rolldown.OutputChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const consoleDir = `${resolve("app/console")}${sep}`;
  const starts = chunks.filter(({ facadeModuleId }) => {
    // Route modules come with a query (`?__react-router-build-client-route`).
    const path = facadeModuleId?.split("?")[0] ?? "";
    return path.startsWith(consoleDir) || path === resolve("app/root.tsx") || /[/\\]entry\.client\.[jt]sx?$/.test(path);
  });
  const reached = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || reached.has(chunk)) return;
    reached.add(chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(file));
  };
  for (const chunk of starts) visit(chunk);
  return [...reached];
}

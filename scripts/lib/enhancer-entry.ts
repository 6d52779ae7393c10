import { dirname, resolve, sep } from "node:path";
import type { Plugin, Rolldown } from "vite";
import { clientBuildModule } from "#scripts/lib/client-build-modules.ts";

/**
 * Every page's script (decision 003) as a client entry, so that its on-demand chunks share theirs with the rest; its
 * `{ src }` in `virtual:enhancer`. One chunk, one request on the critical path, never loaded by the console's pages.
 */
export function enhancerEntry(entry = "app/enhance/main.ts"): Plugin {
  const entryPath = resolve(entry);
  const modulesDir = dirname(entryPath) + sep;
  const src = (bundle: Rolldown.OutputBundle) => {
    const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
    const chunk = chunks.find((output) => output.moduleIds.includes(entryPath));
    if (!chunk) throw new Error(`${entry} is missing from the client bundle`);
    const consoleImporter = loadedByConsole(chunks).find((output) => output.imports.includes(chunk.fileName));
    if (consoleImporter)
      throw new Error(`${consoleImporter.fileName} imports ${chunk.fileName}: the enhancer would run in the console`);
    if (chunk.imports.length > 0)
      throw new Error(`${chunk.fileName} imports ${chunk.imports.join(", ")}: the enhancer must be one file`);
    return { src: `/${chunk.fileName}` };
  };
  return {
    ...clientBuildModule("enhancer", src, { dev: { src: `/${entry}` }, client: { src: "" } }),
    config() {
      // The group takes its modules' imports: the contact form's chunk gets them from the enhancer, loaded before it.
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
    buildStart() {
      if (this.environment.config.command === "build" && this.environment.name === "client")
        this.emitFile({ type: "chunk", id: entryPath, name: "enhance" });
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

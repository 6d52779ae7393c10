import type { Plugin } from "vite";

/**
 * Hands the client's stylesheets to the server bundle (`import stylesheets from
 * "virtual:client-stylesheets"`: `{ "/assets/….css": text }`), which inlines them so that a page's
 * first paint waits for no second round trip (docs/decisions/004). Empty in development.
 */
const virtualId = "virtual:client-stylesheets";
const resolvedVirtualId = `\0${virtualId}`;

export function clientStylesheets(): Plugin {
  let command: "build" | "serve" = "serve";
  let built: Record<string, string> | undefined;
  return {
    name: "tingis:client-stylesheets",
    // One instance for the client and the server builds: the second reads what the first wrote.
    sharedDuringBuild: true,
    configResolved(config) {
      command = config.command;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      built = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "asset" || !output.fileName.endsWith(".css")) continue;
        built[`/${output.fileName}`] =
          typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
      }
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      // The client bundle never needs the texts: only the server's renderer reads them.
      if (command === "serve" || this.environment.name === "client") return "export default {};";
      if (!built) throw new Error("virtual:client-stylesheets: the client bundle must be built before the server");
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

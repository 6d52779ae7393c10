import type { Plugin, Rolldown } from "vite";

/**
 * A virtual module, `import value from "virtual:<name>"`, whose value the client build reads from its
 * bundle and the server build is handed: one instance serves both builds (`sharedDuringBuild`), the
 * client built first. While Vite serves the sources it is `values.dev`; the client bundle never needs
 * it and gets `values.client`.
 */
export function clientBuildModule<T>(
  name: string,
  read: (bundle: Rolldown.OutputBundle) => T,
  values: { dev: T; client: T },
): Plugin {
  const id = `virtual:${name}`;
  let built: T | undefined;
  return {
    name: `tingis:${name}`,
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      if (this.environment.name === "client") built = read(bundle);
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const { config, name: environment } = this.environment;
      const value = config.command === "serve" ? values.dev : environment === "client" ? values.client : built;
      if (value === undefined) throw new Error(`${id}: the client bundle must be built before the server`);
      return `export default ${JSON.stringify(value)};`;
    },
  };
}

/**
 * Hands the client's stylesheets to the server bundle (`{ "/assets/….css": text }`), which inlines
 * them so that a page's first paint waits for no second round trip (docs/decisions/004).
 */
export function clientStylesheets(): Plugin {
  const css = (bundle: Rolldown.OutputBundle) =>
    Object.fromEntries(
      Object.values(bundle).flatMap((output) =>
        output.type === "asset" && output.fileName.endsWith(".css")
          ? [
              [
                `/${output.fileName}`,
                typeof output.source === "string" ? output.source : Buffer.from(output.source).toString(),
              ],
            ]
          : [],
      ),
    );
  return clientBuildModule("client-stylesheets", css, { dev: {}, client: {} });
}

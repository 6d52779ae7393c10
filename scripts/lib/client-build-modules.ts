import type { Plugin, Rolldown } from "vite";

/** `virtual:<name>`, read from the client bundle, handed to the server build by one shared instance (client first). */
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

/** The client's stylesheets (`{ "/assets/….css": text }`), which the server inlines: no second round trip (004). */
export function clientStylesheets(): Plugin {
  const css = (bundle: Rolldown.OutputBundle) => {
    const sheets = Object.values(bundle).filter(
      (output): output is Rolldown.OutputAsset => output.type === "asset" && output.fileName.endsWith(".css"),
    );
    const text = (source: string | Uint8Array) =>
      typeof source === "string" ? source : Buffer.from(source).toString();
    return Object.fromEntries(sheets.map(({ fileName, source }) => [`/${fileName}`, text(source)]));
  };
  return clientBuildModule("client-stylesheets", css, { dev: {}, client: {} });
}

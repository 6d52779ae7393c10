declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The enhancer script's bundled URL, one file (scripts/lib/enhancer-entry.ts). */
declare module "virtual:enhancer" {
  const enhancer: { src: string };
  export default enhancer;
}

/** The client bundle's stylesheets by URL, for the renderer to inline (scripts/lib/client-build-modules.ts). */
declare module "virtual:client-stylesheets" {
  const stylesheets: Record<string, string>;
  export default stylesheets;
}

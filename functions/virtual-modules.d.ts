declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The enhancer script's bundled URL and its static imports (scripts/lib/enhancer-entry.ts). */
declare module "virtual:enhancer" {
  const enhancer: { src: string; imports: string[] };
  export default enhancer;
}

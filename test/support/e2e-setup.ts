import type { TestProject } from "vitest/node";
import { serveBuiltSite } from "./wrangler-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site once for every browser test file. */
export default async function setup(project: TestProject) {
  const site = await serveBuiltSite({ stateDir: ".wrangler/e2e-state" });
  project.provide("baseURL", site.url);
  return site.stop;
}

import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { clientStylesheets } from "#scripts/lib/client-build-modules.ts";
import { contentCheck } from "#scripts/lib/content-check.ts";
import { enhancerEntry } from "#scripts/lib/enhancer-entry.ts";

/**
 * The Cloudflare plugin writes build/server/wrangler.json with every field its own config reader
 * knows, empty ones included. `connect` and `k2` are newer than the wrangler inside
 * @cloudflare/vitest-pool-workers 0.23.0 (4.124.0), which warns "Unexpected fields found in
 * top-level field: connect, k2" on every workerd run. Empty, they mean what leaving them out means
 * to wrangler 4.151.0, so they are left out; one that holds a binding stays, and fails loudly.
 */
function withoutEmptyNewerFields(fields = ["connect", "k2"]): Plugin {
  return {
    name: "tingis:wrangler-json-without-empty-newer-fields",
    generateBundle(_, bundle) {
      const output = bundle["wrangler.json"];
      if (output?.type !== "asset") return;
      const config = JSON.parse(String(output.source)) as Record<string, unknown>;
      for (const field of fields) {
        const value = config[field];
        if (Array.isArray(value) && value.length === 0) delete config[field];
      }
      output.source = JSON.stringify(config);
    },
  };
}

export default defineConfig({
  plugins: [
    contentCheck(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    reactRouter(),
    enhancerEntry(),
    clientStylesheets(),
    withoutEmptyNewerFields(),
  ],
  // Rolldown's note that plugins took most of a build's few seconds, with a profiling hint, is for
  // the plugins' authors: to whoever runs `npm start` it reads as a warning to act on.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
});

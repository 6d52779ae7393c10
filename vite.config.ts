import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientStylesheets } from "#scripts/lib/client-stylesheets.ts";
import { enhancerEntry } from "#scripts/lib/enhancer-entry.ts";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter(), enhancerEntry(), clientStylesheets()],
});

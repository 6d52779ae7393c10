import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Tests in workerd run against the production build (`npm run build` first):
// the React Router server build is a virtual module that only the build resolves.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [
    cloudflareTest({
      main: "./build/server/index.js",
      wrangler: { configPath: "./build/server/wrangler.json" },
    }),
  ],
  test: {
    include: ["test/worker/**/*.test.ts"],
  },
});

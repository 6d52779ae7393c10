import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#app/content/pages.ts";

export default {
  ssr: true,
  // The content pages become static files; the Worker still renders the rest (docs/decisions/030).
  prerender: [...prerenderedPaths],
} satisfies Config;

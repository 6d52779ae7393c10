import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "#app/content/pages.ts";
import { alternates } from "#app/i18n/locales.ts";

export default {
  ssr: true,
  // The content pages become static files, in every language; the Worker still renders the rest
  // (docs/decisions/004, 013).
  prerender: prerenderedPaths.flatMap((path) => alternates(path).map((alternate) => alternate.path)),
} satisfies Config;

import type { KnipConfig } from "knip";

// Dead code check (`npm run lint:dead`): no unused file, export, type or dependency.
// Knip's plugins already find the rest of the entries: React Router's routes.ts, root.tsx,
// entry.server.tsx and every route module (react-router), the Worker named by wrangler.toml's
// `main` (wrangler), the Vitest configs with their setup files (vitest), and the files npm
// scripts run.
export default {
  // Listed here as well, so their own exports are checked too (includeEntryExports): a script
  // or a test file exports nothing another file does not import.
  entry: [
    "scripts/*.ts",
    "test/**/*.test.ts",
    // The script every page loads, built by scripts/lib/enhancer-entry.ts (decision 050).
    "app/enhance/main.ts",
  ],
  includeEntryExports: true,
  // The system's Java, which scripts/ensure-java.sh installs, runs the HTML checker.
  ignoreBinaries: ["java"],
  // test/support/html-checker.ts hands vnu-jar's jar file to Java by its resolved path
  // (createRequire().resolve), an import knip does not follow.
  // The next three are installed for work under way (issues 35-37); each leaves this list when code imports it.
  ignoreDependencies: ["vnu-jar", "@sveltia/cms", "@lhci/cli", "ipaddr.js"],
} satisfies KnipConfig;

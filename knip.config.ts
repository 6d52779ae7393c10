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
    // The script every page loads, built by scripts/lib/enhancer-entry.ts (decision 003).
    "app/enhance/main.ts",
    // The editor's preview, built by scripts/build-editor.ts.
    "app/editor/preview.tsx",
  ],
  includeEntryExports: true,
  // The system's Java, which scripts/ensure-java.sh installs, runs the HTML checker.
  ignoreBinaries: ["java"],
  // test/support/html-checker.ts hands vnu-jar's jar file to Java by its resolved path
  // (createRequire().resolve), an import knip does not follow.
  // The editor's fonts are copied by their path in node_modules (scripts/lib/editor-assets.ts).
  // scripts/audit.ts runs @lhci/cli's `lhci` from node_modules/.bin, a use knip does not see either.
  ignoreDependencies: [
    "vnu-jar",
    "@fontsource-variable/material-symbols-outlined",
    "@fontsource-variable/source-sans-3",
    "@fontsource/noto-mono",
    "@lhci/cli",
  ],
} satisfies KnipConfig;

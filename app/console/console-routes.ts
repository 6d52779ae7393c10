import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The console's routes (issue 23), a block of their own in app/routes.ts: one layout, which
 * renders the console's own document (no site chrome, no script), and one module per screen.
 * The Worker verifies Cloudflare Access before any of them runs (functions/console/console-guard.ts).
 */
export const consoleRoutes: RouteConfigEntry[] = [
  layout("console/layout.tsx", [
    route("console", "console/inbox.tsx", { id: "console/inbox" }),
    route("console/indesirables", "console/inbox.tsx", { id: "console/spam" }),
    route("console/messages/:id", "console/message.tsx"),
    route("console/messages/:id/fichiers/:number", "console/message-file.ts"),
    route("console/export", "console/export.tsx"),
    route("console/export.csv", "console/export-csv.ts"),
    route("console/effacement", "console/erasure.tsx"),
    route("console/etat", "console/health.tsx"),
    route("console/vitesse", "console/speed.tsx"),
    route("console/journal", "console/journal.tsx"),
  ]),
];

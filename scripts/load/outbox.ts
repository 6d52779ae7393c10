import { queryD1 } from "#scripts/lib/d1-query.ts";

export interface OutboxEntry {
  id: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
}

/** Every row of the contact outbox in a local D1 state folder (the one `serveBuiltSite` used). */
export function readLocalOutbox(stateDir: string): Promise<OutboxEntry[]> {
  return queryD1<OutboxEntry>("SELECT id, status, attempts FROM contact_outbox", {
    persistTo: stateDir,
    config: "build/server/wrangler.json",
  });
}

import { execFile } from "node:child_process";
import { promisify } from "node:util";

export interface OutboxEntry {
  id: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
}

/** Every row of the contact outbox in a local D1 state folder (the one `serveBuiltSite` used). */
export async function readLocalOutbox(stateDir: string): Promise<OutboxEntry[]> {
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json"];
  args.push("--config", "build/server/wrangler.json", "--command", "SELECT id, status, attempts FROM contact_outbox");
  const { stdout } = await promisify(execFile)("npx", args, {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    maxBuffer: 256 * 1024 * 1024,
  });
  const [result] = JSON.parse(stdout) as { results: OutboxEntry[] }[];
  return result?.results ?? [];
}

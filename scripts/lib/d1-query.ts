import { execFileSync } from "node:child_process";

export interface D1QueryOptions {
  /** The deployed database (after `npx wrangler login`) instead of the local one. */
  remote?: boolean;
  /** Local state folder: `.wrangler/state` is the one `npm start` and `npm run db:migrate` use. */
  persistTo?: string;
  config?: string;
}

/** Runs one SQL statement on the D1 database `DB` through wrangler and returns its rows. */
export function queryD1<Row>(sql: string, { remote = false, persistTo = ".wrangler/state", config = "wrangler.toml" }: D1QueryOptions = {}): Row[] {
  const args = ["wrangler", "d1", "execute", "DB", "--json", "--command", sql];
  args.push(...(remote ? ["--remote"] : ["--local", "--persist-to", persistTo]), "--config", config);
  const output = execFileSync("npx", args, {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", CI: "true" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [result] = JSON.parse(output) as { results: Row[] }[];
  return result?.results ?? [];
}

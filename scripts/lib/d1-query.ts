import { setTimeout as sleep } from "node:timers/promises";
import { wrangler } from "#harness/wrangler-server.ts";

export interface D1QueryOptions {
  /** The deployed database (after `npx wrangler login`) instead of the local one. */
  remote?: boolean;
  /** Local state folder: `.wrangler/state` is the one `npm start` and `npm run db:migrate` use. */
  persistTo?: string;
  config?: string;
  /** The binding of the database to query: the outbox's `DB` by default, `VITALS_DB` for web vitals. */
  database?: "DB" | "VITALS_DB";
}

/** Runs one SQL statement on a D1 database of the Worker through wrangler and returns its rows. */
export const queryD1 = async <Row>(sql: string, options: D1QueryOptions = {}): Promise<Row[]> =>
  (await queryD1Statements<Row>([sql], options))[0] ?? [];

/** Runs several SQL statements in one wrangler start and returns each statement's rows, in order. */
export async function queryD1Statements<Row = Record<string, unknown>>(
  statements: string[],
  { remote = false, persistTo = ".wrangler/state", config = "wrangler.toml", database = "DB" }: D1QueryOptions = {},
): Promise<Row[][]> {
  const sql = statements.map((statement) => statement.trim().replace(/;$/, "")).join(";\n");
  const where = remote ? ["--remote"] : ["--local", "--persist-to", persistTo];
  const args = ["d1", "execute", database, "--json", "--command", sql, ...where, "--config", config];
  // A read meets SQLITE_BUSY for a few milliseconds while a running server writes the file: tried again, nothing else.
  for (let attempt = 1; ; attempt++) {
    try {
      const results = JSON.parse(await wrangler(args)) as { results?: Row[] }[];
      return statements.map((_statement, index) => results[index]?.results ?? []);
    } catch (error) {
      const busy = /SQLITE_BUSY/.test(`${(error as { stderr?: string }).stderr ?? ""} ${error}`);
      if (!busy || attempt === 5) throw error;
      await sleep(200 * attempt);
    }
  }
}

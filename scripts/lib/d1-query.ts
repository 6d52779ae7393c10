import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { wranglerEnv } from "#harness/wrangler-server.ts";

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
export async function queryD1<Row>(sql: string, options: D1QueryOptions = {}): Promise<Row[]> {
  const [rows] = await queryD1Statements<Row>([sql], options);
  return rows ?? [];
}

/**
 * Runs several SQL statements in one wrangler call (one process start, not one per statement)
 * and returns each statement's rows, in order.
 */
export async function queryD1Statements<Row = Record<string, unknown>>(
  statements: string[],
  { remote = false, persistTo = ".wrangler/state", config = "wrangler.toml", database = "DB" }: D1QueryOptions = {},
): Promise<Row[][]> {
  const sql = statements.map((statement) => statement.trim().replace(/;$/, "")).join(";\n");
  const args = ["wrangler", "d1", "execute", database, "--json", "--command", sql];
  args.push(...(remote ? ["--remote"] : ["--local", "--persist-to", persistTo]), "--config", config);
  const stdout = await runLocked(() =>
    promisify(execFile)("npx", args, {
      encoding: "utf8",
      env: wranglerEnv,
      // Room for a whole load test's outbox.
      maxBuffer: 256 * 1024 * 1024,
    }).then((result) => result.stdout),
  );
  const results = JSON.parse(stdout) as { results?: Row[] }[];
  return statements.map((_statement, index) => results[index]?.results ?? []);
}

/** How often a local read is tried while a running server holds the database's write lock. */
const lockedAttempts = 5;
const lockedPauseMs = 200;

/**
 * A local database is one SQLite file: while `npm start` (or a test's server) writes to it, wrangler's
 * read can meet SQLITE_BUSY. That lock lasts milliseconds, so the read is tried again; any other
 * failure is thrown at once.
 */
async function runLocked(read: () => Promise<string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      const locked = /SQLITE_BUSY/.test(`${(error as { stderr?: string }).stderr ?? ""} ${error}`);
      if (!locked || attempt === lockedAttempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, lockedPauseMs * attempt));
    }
  }
}

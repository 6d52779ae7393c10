/**
 * What `wrangler dev` shows of a running local Worker through its local explorer (the API behind
 * its dashboard): the D1 database, queried while the Worker runs, and the e-mails its send_email
 * binding sent (simulated, never delivered). Also triggers its Cron Trigger on demand.
 */

interface ExplorerResponse<T> {
  success: boolean;
  result: T;
  result_info?: { cursor?: string; has_more?: boolean };
}

/** One e-mail sent through a send_email binding, as the local explorer lists it. */
export interface SentEmail {
  subject: string;
  to: string[];
  replyTo?: string;
  messageId: string;
}

async function explorer<T>(siteUrl: string, path: string, init?: RequestInit): Promise<ExplorerResponse<T>> {
  const response = await fetch(`${siteUrl}/cdn-cgi/explorer/api${path}`, init);
  if (!response.ok) throw new Error(`Local explorer ${path}: HTTP ${response.status}`);
  return (await response.json()) as ExplorerResponse<T>;
}

/** Runs SQL statements on the running Worker's D1 database `DB`; returns each one's rows as objects. */
export async function queryLocalD1(siteUrl: string, statements: string[]): Promise<Record<string, unknown>[][]> {
  const databases = await explorer<{ uuid: string; name: string }[]>(siteUrl, "/d1/database");
  const [database] = databases.result;
  if (!database) throw new Error("No local D1 database");
  const answer = await explorer<{ results: { columns: string[]; rows: unknown[][] } }[]>(
    siteUrl,
    `/d1/database/${database.uuid}/raw`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ batch: statements.map((sql) => ({ sql })) }),
    },
  );
  return answer.result.map(({ results }) =>
    results.rows.map((row) => Object.fromEntries(results.columns.map((column, index) => [column, row[index]]))),
  );
}

/** Every e-mail the Worker sent through its send_email binding since it started. */
export async function sentEmails(siteUrl: string): Promise<SentEmail[]> {
  const emails: SentEmail[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ per_page: "100", ...(cursor ? { cursor } : {}) });
    const page = await explorer<SentEmail[]>(siteUrl, `/local/email/sending?${query}`);
    emails.push(...page.result);
    cursor = page.result_info?.has_more ? page.result_info.cursor : undefined;
  } while (cursor);
  return emails;
}

/** Runs the Worker's scheduled() handler now, as the Cron Trigger would. */
export async function triggerCron(siteUrl: string): Promise<void> {
  const response = await fetch(`${siteUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  // A run with a failed job answers 500; the chaos run expects some and reads the outbox instead.
  await response.text();
}

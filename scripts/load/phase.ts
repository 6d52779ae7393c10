import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";

export interface PhaseOptions {
  title: string;
  url: string;
  duration: number;
  connections: number;
  requests: autocannon.Request[];
}

/** What one autocannon run measured, in the units the table prints. */
export interface PhaseResult {
  title: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses by status code, e.g. { 200: 9000, 429: 12 }. */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function runPhase({ title, url, duration, connections, requests }: PhaseOptions): Promise<PhaseResult> {
  console.log(`${title}: ${duration} s × ${connections} connections…`);
  const result = await autocannon({ url, duration, connections, requests, timeout: 10 });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
  );
  return {
    title,
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    non2xx: result.non2xx,
    // autocannon counts a timeout as an error too: report them apart.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

/** One markdown table, so the output can be pasted into a report as it is. */
export function renderPhaseTable(results: PhaseResult[]): string {
  const header = ["Phase", "Requests", "Req/s", "p50", "p99", "Non-2xx", "Errors / timeouts"];
  const lines = results.map((result) => [
    result.title,
    String(result.requests),
    result.perSecond.toFixed(1),
    `${result.p50Ms} ms`,
    `${result.p99Ms} ms`,
    result.non2xx === 0 ? "0" : `${result.non2xx} (${describeStatuses(result.statuses)})`,
    `${result.errors} / ${result.timeouts}`,
  ]);
  return [header, header.map(() => "---"), ...lines].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

function describeStatuses(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, count]) => `${count} × ${code}`)
    .join(", ");
}

/** The numbers depend on the machine and on what else runs on it: every report says both. */
export function machineSummary(moment: string): string {
  return `Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} ${moment}.`;
}

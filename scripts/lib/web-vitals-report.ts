import * as webVitals from "web-vitals";

/** The report of `npm run vitals`; the workerd tests run its SQL on D1. */

/** One line of the report: a route and metric, its sample count and 75th percentile. */
export interface P75Row {
  route: string;
  metric: string;
  samples: number;
  p75: number;
}

/** web-vitals' own thresholds (the ones Google uses): good up to [0], needs improvement up to [1]. */
const thresholds: Record<string, webVitals.MetricRatingThresholds> = {
  LCP: webVitals.LCPThresholds,
  INP: webVitals.INPThresholds,
  CLS: webVitals.CLSThresholds,
  FCP: webVitals.FCPThresholds,
  TTFB: webVitals.TTFBThresholds,
};
const metricOrder = Object.keys(thresholds);

/**
 * p75 per route and metric since `since` (epoch ms), by nearest rank: the sample at ceil(3n/4) = (3n + 3) / 4 of n
 * sorted, always a measured value. SQL text, because `wrangler d1 execute --command` takes no parameters.
 */
export function p75Query(since: number): string {
  if (!Number.isSafeInteger(since)) throw new RangeError(`since must be an integer, got ${since}`);
  return `WITH ranked AS (
  SELECT route, metric, value,
    ROW_NUMBER() OVER (PARTITION BY route, metric ORDER BY value) AS position,
    COUNT(*) OVER (PARTITION BY route, metric) AS samples
  FROM web_vitals
  WHERE received_at >= ${since}
)
SELECT route, metric, samples, value AS p75 FROM ranked
WHERE position = (3 * samples + 3) / 4
ORDER BY route, metric`;
}

const milliseconds = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

const formatValue = (metric: string, value: number): string =>
  metric === "CLS" ? score.format(value) : `${milliseconds.format(value)} ms`;

function verdict(metric: string, value: number): string {
  const [good, poor] = thresholds[metric] ?? [Infinity, Infinity];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/** The report as printed: a title naming the rows' `source`, one table (a line per route and metric), how to read it. */
export function formatReport(rows: P75Row[], { days, source }: { days: number; source: string }): string {
  const period = days === 1 ? "last day" : `last ${days} days`;
  const title = `Visitors' web vitals, ${period} (${source})`;
  if (rows.length === 0) return `${title}\n\nNo measurement received in this period.`;
  const sorted = [...rows].sort(
    (a, b) => a.route.localeCompare(b.route) || metricOrder.indexOf(a.metric) - metricOrder.indexOf(b.metric),
  );
  const lines = sorted.map((row, index) => [
    index > 0 && sorted[index - 1]!.route === row.route ? "" : row.route,
    row.metric,
    formatValue(row.metric, row.p75),
    String(row.samples),
    verdict(row.metric, row.p75),
  ]);
  return [
    title,
    "",
    table(["Page", "Metric", "p75", "Samples", "Verdict"], lines),
    "",
    "p75: 75th percentile by the nearest-rank method (the smallest measured value that 75% of",
    'the samples do not exceed). "good" by web-vitals\' thresholds:',
    `${metricOrder.map((metric) => `${metric} ≤ ${formatValue(metric, thresholds[metric]![0])}`).join(", ")}.`,
  ].join("\n");
}

/** Left-aligned columns, numbers right-aligned, two spaces apart. */
function table(headers: string[], lines: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...lines.map((line) => line[column]!.length)));
  const numeric = new Set([2, 3]);
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [render(headers), widths.map((width) => "─".repeat(width)).join("  "), ...lines.map(render)].join("\n");
}

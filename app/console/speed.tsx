import { CLSThresholds, INPThresholds, LCPThresholds, type MetricRatingThresholds } from "web-vitals";
import { consoleMeta } from "#app/console/console-meta.ts";
import { type DailyP75, type VitalMetric, vitalsTrendDays } from "#app/console/console-service.ts";
import { DataTable } from "#app/console/data-table.tsx";
import { formatDay, formatMetric } from "#app/console/format.ts";
import { ChartLegend, LineChart } from "#app/console/line-chart.tsx";
import { requireConsole } from "#app/console/require-console.ts";
import { deviceLabels, metricCopy, speedCopy } from "#app/content/console.ts";
import { pageMeta } from "#app/content/pages.ts";
import type { Route } from "./+types/speed";

const metrics: readonly VitalMetric[] = ["LCP", "INP", "CLS"];
const pages = Object.values(pageMeta);
const dayMs = 86_400_000;

export const meta: Route.MetaFunction = () => consoleMeta(speedCopy.title);

/** One page's charts at a time (`?page=/ingenierie`), the home page by default. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const service = requireConsole(context);
  const asked = new URL(request.url).searchParams.get("page");
  const page = pages.find((candidate) => candidate.path === asked) ?? pageMeta.home;
  const today = Math.floor(Date.now() / dayMs) * dayMs;
  const days = Array.from({ length: vitalsTrendDays }, (_, index) =>
    new Date(today - (vitalsTrendDays - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
  // web-vitals' own thresholds, read here only: a route module's client chunk must not import
  // web-vitals, or the bundler moves it out of the public reporter's chunk into a shared one.
  const thresholds: Record<VitalMetric, MetricRatingThresholds> = {
    LCP: LCPThresholds,
    INP: INPThresholds,
    CLS: CLSThresholds,
  };
  return { page: { path: page.path, title: page.title }, days, thresholds, points: await service.vitals(page.path) };
}

export default function Speed({ loaderData }: Route.ComponentProps) {
  const { page, days, thresholds, points } = loaderData;
  return (
    <>
      <h1>{speedCopy.title}</h1>
      <p>{speedCopy.intro}</p>
      <form method="get" className="console-search">
        <label htmlFor="page">{speedCopy.pageLabel}</label>
        <select id="page" name="page" defaultValue={page.path}>
          {pages.map((candidate) => (
            <option key={candidate.path} value={candidate.path}>
              {candidate.title} ({candidate.path})
            </option>
          ))}
        </select>
        <button type="submit">{speedCopy.show}</button>
      </form>
      {metrics.map((metric) => {
        const series = points.filter((point) => point.metric === metric);
        return (
          <section key={metric} className="console-metric" aria-labelledby={`titre-${metric}`}>
            <h2 id={`titre-${metric}`}>{metricCopy[metric].name}</h2>
            {series.length === 0 ? (
              <p>{speedCopy.noData}</p>
            ) : (
              <div className="console-metric__body">
                <div>
                  <LineChart
                    id={`graphique-${metric}`}
                    label={speedCopy.chartLabel(metric, page.title)}
                    metric={metric}
                    days={days}
                    points={series}
                    thresholds={thresholds[metric]}
                  />
                  <ChartLegend />
                </div>
                <MetricTable metric={metric} series={series} />
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

/**
 * The chart's numbers, day by day, for those who do not see it or want the figures: beside the
 * chart, folded (28 rows a metric would bury the next chart), one keypress away (decision 024).
 */
function MetricTable({ metric, series }: { metric: VitalMetric; series: readonly DailyP75[] }) {
  const days = [...new Set(series.map((point) => point.day))].sort();
  const cell = (day: string, device: "mobile" | "desktop") => {
    const point = series.find((candidate) => candidate.day === day && candidate.device === device);
    return point ? `${formatMetric(metric, point.p75)} (${point.samples}\u00a0${speedCopy.columns.samples})` : "—";
  };
  return (
    <details className="console-figures">
      <summary>{speedCopy.figures}</summary>
      <DataTable
        caption={speedCopy.tableCaption(metric)}
        rowHeaders
        columns={[speedCopy.columns.day, deviceLabels.mobile, deviceLabels.desktop]}
        rows={days.map((day) => ({ key: day, cells: [formatDay(day), cell(day, "mobile"), cell(day, "desktop")] }))}
      />
    </details>
  );
}

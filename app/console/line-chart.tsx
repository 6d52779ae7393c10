import type { MetricRatingThresholds } from "web-vitals";
import type { DailyP75, Device } from "#app/console/console-service.ts";
import { formatDay, formatMetric } from "#app/console/format.ts";
import { deviceLabels, speedCopy } from "#app/content/console.ts";

/**
 * A server-rendered SVG line chart of one metric's daily p75 (issue 23, §7; decision 024): the
 * good, needs-improvement and poor bands behind, one line per kind of device, a gap where a day
 * has no sample. Presentation attributes only (the policy refuses style attributes), no script.
 */

const width = 640;
const height = 260;
// Room on the right for the bands' names, outside the lines.
const margin = { top: 12, right: 96, bottom: 34, left: 64 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

const devices: readonly Device[] = ["mobile", "desktop"];
const lineStyle: Record<Device, { stroke: string; dash?: string }> = {
  mobile: { stroke: "#1d4ed8" },
  desktop: { stroke: "#14202e", dash: "6 4" },
};

interface LineChartProps {
  id: string;
  label: string;
  metric: string;
  days: readonly string[];
  points: readonly DailyP75[];
  thresholds: MetricRatingThresholds;
}

export function LineChart({ id, label, metric, days, points, thresholds }: LineChartProps) {
  const [good, poor] = thresholds;
  const top = Math.max(poor * 1.25, ...points.map((point) => point.p75 * 1.1));
  const x = (index: number) => margin.left + (days.length > 1 ? (index * plotWidth) / (days.length - 1) : 0);
  const y = (value: number) => margin.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const band = (from: number, to: number, fill: string, name: string) => (
    <g>
      <rect x={margin.left} y={y(to)} width={plotWidth} height={y(from) - y(to)} fill={fill} />
      <text x={margin.left + plotWidth + 6} y={(y(from) + y(to)) / 2 + 4} fontSize="12" fill="#14202e">
        {name}
      </text>
    </g>
  );
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      className="console-chart"
      fontFamily="system-ui, sans-serif"
    >
      <title id={`${id}-title`}>{label}</title>
      {band(0, good, "#e3f2e6", speedCopy.bands.good)}
      {band(good, poor, "#fdf1d3", speedCopy.bands.needsImprovement)}
      {band(poor, top, "#fbe3e3", speedCopy.bands.poor)}
      {[0, good, poor].map((tick) => (
        <text key={tick} x={margin.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#14202e">
          {formatMetric(metric, tick)}
        </text>
      ))}
      {days.map((day, index) =>
        index % 7 === 0 || index === days.length - 1 ? (
          <text key={day} x={x(index)} y={height - 12} textAnchor="middle" fontSize="11" fill="#14202e">
            {formatDay(day)}
          </text>
        ) : null,
      )}
      <line x1={margin.left} x2={margin.left + plotWidth} y1={y(0)} y2={y(0)} stroke="#5b6b7d" />
      {devices.map((device) => {
        const series = points
          .filter((point) => point.device === device)
          .map((point) => ({ index: dayIndex.get(point.day) ?? -1, value: point.p75 }))
          .filter((point) => point.index >= 0);
        // A new segment after a day without samples: no line is drawn across a gap.
        const path = series
          .map((point, position) => {
            const joined = position > 0 && series[position - 1]?.index === point.index - 1;
            return `${joined ? "L" : "M"}${x(point.index).toFixed(1)} ${y(point.value).toFixed(1)}`;
          })
          .join(" ");
        const style = lineStyle[device];
        return (
          <g key={device} stroke={style.stroke} fill={style.stroke}>
            <path d={path} fill="none" strokeWidth="2" strokeDasharray={style.dash} />
            {series.map((point) => (
              <circle key={point.index} cx={x(point.index)} cy={y(point.value)} r="3" />
            ))}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's legend, as HTML: each device's line as it is drawn. */
export function ChartLegend() {
  return (
    <ul className="console-legend">
      {devices.map((device) => (
        <li key={device}>
          <svg width="28" height="10" aria-hidden="true" focusable="false">
            <line
              x1="0"
              x2="28"
              y1="5"
              y2="5"
              stroke={lineStyle[device].stroke}
              strokeWidth="2"
              strokeDasharray={lineStyle[device].dash}
            />
          </svg>{" "}
          {deviceLabels[device]}
        </li>
      ))}
    </ul>
  );
}

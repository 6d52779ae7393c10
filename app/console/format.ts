import { consoleTimeZone } from "#app/content/console.ts";

/** Dates and numbers as the console shows them: French, in Tangier's time. */
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: consoleTimeZone,
});
const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: consoleTimeZone });
const shortDay = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone: "UTC" });
const milliseconds = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const score = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 3 });

export function formatDateTime(epochMs: number): string {
  return dateTime.format(epochMs);
}

/** '1er décembre 2026': French writes the first of the month as an ordinal, which Intl does not. */
export function formatDate(epochMs: number): string {
  return date.format(epochMs).replace(/^1 /, "1er\u00a0");
}

/** 'YYYY-MM-DD' (UTC) as '3 nov.'. */
export function formatDay(day: string): string {
  return shortDay.format(Date.parse(`${day}T00:00:00Z`));
}

/** A metric's value with its unit: milliseconds for timings, a bare score for CLS. */
export function formatMetric(metric: string, value: number): string {
  return metric === "CLS" ? score.format(value) : `${milliseconds.format(value)}\u00a0ms`;
}

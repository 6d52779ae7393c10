import * as z from "zod/mini";

/** The longest range one export covers: a year of messages stays a small file. */
const maxRangeDays = 366;
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((value) => !Number.isNaN(Date.parse(value))),
);

/** The export's dates from the query (`du`, `au`), or null when missing, malformed or reversed. */
export function readExportRange(url: URL): { from: string; to: string } | null {
  const parsed = z.object({ du: day, au: day }).safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return null;
  const { du: from, au: to } = parsed.data;
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return span >= 0 && span <= maxRangeDays ? { from, to } : null;
}

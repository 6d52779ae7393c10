/** The UTC date of `time` (epoch ms), as 2026-11-25: the day quotas, keys and counters are kept by. */
export function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

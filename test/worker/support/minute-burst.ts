/**
 * Runs a burst again, from a fresh sender each time (`attempt` 1, 2, …), until one lands within a
 * single wall-clock minute: the rate-limiting binding counts per minute, so a burst that straddles
 * two proves nothing. Returns the statuses of that burst and the attempt that made it.
 */
export async function burstWithinOneMinute(
  burst: (attempt: number) => Promise<number[]>,
): Promise<{ statuses: number[]; attempt: number }> {
  const minute = () => Math.floor(Date.now() / 60_000);
  for (let attempt = 1; ; attempt++) {
    const start = minute();
    const statuses = await burst(attempt);
    if (minute() === start) return { statuses, attempt };
  }
}

/**
 * Runs a burst again, from a fresh sender each time (`attempt` 1, 2, …), until one lands within one wall-clock minute
 * (the limiter counts per minute: a burst that straddles two proves nothing). Returns its statuses and attempt.
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

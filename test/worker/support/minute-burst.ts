/** Runs a burst, a fresh sender each time, until one lands within a minute: the limiter counts per clock minute. */
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

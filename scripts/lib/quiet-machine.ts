import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * Waits until the machine's processors are nearly idle, so that a Lighthouse run measures the
 * page and not whatever else the machine is doing (decision 009). Lighthouse's variability guide
 * names "client resource contention" as a source of high variance: on a shared 2-core machine,
 * a test run ending or a build starting lengthens every main-thread task Lighthouse times.
 */

/** Share of the processors' time, all cores together, under which the machine counts as quiet. */
export const quietBusyShare = 0.1;
/** Length of one sample of the processors' time. */
const sampleMs = 500;

export interface MachineState {
  /** Share of the processors' time spent busy in the last sample, 0–1. */
  busyShare: number;
  /** How long the wait lasted. */
  waitedMs: number;
  /** False when the machine was still busy after the longest wait: the run went ahead anyway. */
  quiet: boolean;
}

/** Samples the processors' time until a sample is quiet, or gives up after `longestWaitMs`. */
export async function waitForQuietMachine(longestWaitMs = 60_000): Promise<MachineState> {
  const started = performance.now();
  for (;;) {
    const busyShare = await sampleBusyShare();
    const waitedMs = performance.now() - started;
    const quiet = busyShare <= quietBusyShare;
    if (quiet || waitedMs >= longestWaitMs) return { busyShare, waitedMs, quiet };
  }
}

async function sampleBusyShare(): Promise<number> {
  const before = processorTimes();
  await sleep(sampleMs);
  const after = processorTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

function processorTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

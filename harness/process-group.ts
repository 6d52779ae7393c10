import { readdirSync, readFileSync } from "node:fs";

/** Ends a `detached` child's whole group, SIGKILL after `graceMs`: nothing outlives the test that started it. */
export async function stopProcessGroup(leader: number, graceMs = 5_000): Promise<void> {
  signalGroup(leader, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (hasLiveMember(leader)) {
    if (Date.now() > deadline) return signalGroup(leader, "SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signalGroup(leader: number, signal: NodeJS.Signals) {
  try {
    process.kill(-leader, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** Whether a process of the group runs, from /proc; not a zombie: it holds nothing, its exit status waits for init. */
function hasLiveMember(group: number): boolean {
  return readdirSync("/proc").some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      return false; // Ended while we looked.
    }
    // "pid (command) state ppid pgrp …": the command may hold spaces and brackets.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(pgrp) === group && state !== "Z";
  });
}

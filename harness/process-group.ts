import { readdirSync, readFileSync } from "node:fs";

/**
 * Stops every process of a group (a child started with `detached: true` leads
 * its own): SIGTERM, then SIGKILL to whatever still runs after `graceMs`.
 * Resolves once no live process is left in the group, so nothing outlives the
 * test that started it (wrangler's workerd, Xvfb, WebKit's helper processes…).
 */
export async function stopProcessGroup(leader: number, graceMs = 5_000): Promise<void> {
  signalGroup(leader, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (liveMembers(leader).length > 0) {
    if (Date.now() > deadline) {
      signalGroup(leader, "SIGKILL");
      return;
    }
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

/** One process of a group, as /proc/<pid>/stat describes it (Linux). */
interface GroupProcess {
  pid: number;
  command: string;
  /** "R", "S", "Z"…: Z is a zombie, ended but not yet collected. */
  state: string;
}

/** Every process of the group, read from /proc: the one place that parses its stat lines. */
function groupProcesses(group: number): GroupProcess[] {
  const members: GroupProcess[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Ended while we looked.
    }
    // "pid (command) state ppid pgrp …": the command may hold spaces and brackets.
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    members.push({ pid: Number(entry), command, state: fields[0] });
  }
  return members;
}

/**
 * The group's processes that still run. Zombies are left out: an orphan's exit
 * status waits for the machine's init to collect it, and it holds nothing.
 */
function liveMembers(group: number): GroupProcess[] {
  return groupProcesses(group).filter((member) => member.state !== "Z");
}

import { groupProcesses } from "#harness/process-group.ts";

/**
 * Two views of the CPU a request costs, since timers inside workerd do not
 * advance while code runs and the Worker cannot time its own rendering:
 * - V8's sampling profiler, through wrangler's DevTools endpoint: the time the
 *   Worker's isolate is busy (what Cloudflare bills as CPU time). It samples the
 *   wall clock, so on a crowded machine it also counts time the thread waited for a core.
 * - the kernel's account of the workerd processes (/proc): CPU really consumed,
 *   by the Worker and by the runtime around it (HTTP, asset serving), never waiting time.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface CpuProfiler {
  /** Milliseconds the isolate was busy (every sample but "(idle)") while `work` ran. */
  measure: (work: () => Promise<void>) => Promise<number>;
  close: () => void;
}

export async function connectProfiler(inspectorUrl: string): Promise<CpuProfiler> {
  const [target] = (await (await fetch(`${inspectorUrl}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  if (!target) throw new Error(`Aucun Worker à profiler sur ${inspectorUrl}`);
  // wrangler's proxy wants a local Origin; Node's WebSocket (undici) takes headers as an extension.
  const WebSocketWithHeaders = WebSocket as unknown as new (
    url: string,
    options: { headers: Record<string, string> },
  ) => WebSocket;
  const socket = new WebSocketWithHeaders(target.webSocketDebuggerUrl, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`Connexion impossible à ${target.webSocketDebuggerUrl}`)), {
      once: true,
    });
  });

  let nextId = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    // wrangler's proxy answers some commands with an echo of the command instead of an empty result.
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  // An unanswered call must fail, not leave the caller waiting on nothing: Node would then exit
  // without running its `finally`, and leave wrangler serving.
  const call = <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      const id = nextId;
      const timer = setTimeout(
        () => reject(new Error(`${method}\u00a0: pas de réponse de l’inspecteur en 60 s`)),
        60_000,
      );
      waiting.set(id, (result) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(result as T);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });

  await call("Profiler.enable");
  // 0.2 ms between samples: fine enough for renders of a few milliseconds, cheap enough not to slow them much.
  await call("Profiler.setSamplingInterval", { interval: 200 });

  return {
    async measure(work) {
      await call("Profiler.start");
      await work();
      const { profile } = await call<{ profile: Profile }>("Profiler.stop");
      return busyMilliseconds(profile);
    },
    close: () => socket.close(),
  };
}

function busyMilliseconds({ nodes, samples, timeDeltas }: Profile): number {
  const idle = new Set(nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  let busyMicroseconds = 0;
  samples.forEach((node, index) => {
    if (!idle.has(node)) busyMicroseconds += timeDeltas[index] ?? 0;
  });
  return busyMicroseconds / 1000;
}

/** User plus system CPU milliseconds of the `workerd` processes in a process group, from /proc (Linux). */
export function workerdCpuMs(processGroup: number): number {
  // USER_HZ, 100 on every Linux the project runs on.
  const ticksPerSecond = 100;
  const ticks = groupProcesses(processGroup)
    .filter((member) => member.command === "workerd")
    .reduce((sum, member) => sum + member.cpuTicks, 0);
  return (ticks * 1000) / ticksPerSecond;
}

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";

/** The host the tests reach the Worker on: not the public one (PUBLIC_ORIGIN), as a preview would. */
export const testOrigin = "https://tingis-industry.test";

/** Sends a request through the built Worker's real fetch handler at `path` on `testOrigin`; redirects not followed. */
export function fetchWorker(path: string, init: RequestInit = {}, origin = testOrigin): Promise<Response> {
  return exports.default.fetch(new Request(origin + path, { redirect: "manual", ...init }));
}

/** Runs the built Worker's real scheduled() handler, as the Cron Trigger would, at `time`. */
export async function runCron(time: number) {
  // The generated type of `exports.default` only lists fetch; the built Worker also exports scheduled().
  const worker = exports.default as unknown as {
    scheduled(options: { scheduledTime: Date; cron: string }): Promise<unknown>;
  };
  await worker.scheduled({ scheduledTime: new Date(time), cron: "*/5 * * * *" });
}

/** The Worker's bindings with some replaced (a failing database, a lower cap, Turnstile keys). */
export function bindingsWith(overrides: Partial<Record<keyof Env, unknown>> & Record<string, unknown>): Env {
  return { ...(env as Env), ...overrides } as Env;
}

// Root-relative: the production build the pool runs (`npm run build` first), loaded as a module.
const builtWorkerPath = "/build/server/index.js";

/**
 * Sends a request through the whole built Worker (pages, actions, API) with the given bindings, and waits for its
 * background work. `exports.default.fetch` always uses the configured bindings; this is for fault injection.
 */
export async function fetchWithBindings(request: Request, bindings: Env): Promise<Response> {
  const worker = ((await import(/* @vite-ignore */ builtWorkerPath)) as { default: ExportedHandler<Env> }).default;
  const ctx = createExecutionContext();
  const response = await worker.fetch?.(request as Parameters<NonNullable<typeof worker.fetch>>[0], bindings, ctx);
  await waitOnExecutionContext(ctx);
  if (!response) throw new Error("The built Worker has no fetch handler.");
  return response;
}

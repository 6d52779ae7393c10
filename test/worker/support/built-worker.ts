import { exports } from "cloudflare:workers";

/** The host the tests reach the Worker on: not the public one (PUBLIC_ORIGIN), as a preview would. */
export const testOrigin = "https://tingis-industry.test";

/**
 * Sends a request through the built Worker's real fetch handler, at `path` on `testOrigin`;
 * a redirect comes back as it is, not followed.
 */
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

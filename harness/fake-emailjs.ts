import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

/** The credentials a Worker served against the fake is started with; they exist only here. */
export const fakeEmailJsCredentials = {
  EMAILJS_SERVICE_ID: "service_e2e_fake",
  EMAILJS_TEMPLATE_ID: "template_e2e_fake",
  EMAILJS_PUBLIC_KEY: "public_e2e_fake_key",
  EMAILJS_PRIVATE_KEY: "private_e2e_fake_key",
} as const;

type Answer = "ok" | "server-error" | "rate-limited" | "timeout" | "quota";
const refusals = {
  "server-error": [500, "Internal Server Error"],
  "rate-limited": [429, "Too Many Requests"],
  quota: [426, "The monthly request limit has been reached"],
} as const;
/** The chaos run's first answers, so that every run meets each fault. */
const opening: Answer[] = ["server-error", "ok", "rate-limited", "ok", "timeout"];

/** EmailJS's REST API on a free loopback port, answering "OK", or as `draw` says with `faults` (the chaos run). */
export async function startFakeEmailJs({ faults }: { faults?: { quota: number } } = {}) {
  const accepted: unknown[] = [];
  const answers: Record<Answer, number> = { ok: 0, "server-error": 0, "rate-limited": 0, timeout: 0, quota: 0 };
  const draw = (quota: number): Answer => {
    const scripted = opening[Object.values(answers).reduce((sum, n) => sum + n, 0)];
    if (answers.ok >= quota) return "quota";
    if (scripted) return scripted;
    const roll = Math.random();
    return roll < 0.2 ? "server-error" : roll < 0.35 ? "rate-limited" : roll < 0.5 ? "timeout" : "ok";
  };
  const server = createServer(async (request, response) => {
    const body = await text(request);
    const reply = (status: number, content: string, type = "text/plain") =>
      response.writeHead(status, { "content-type": type }).end(content);
    const route = `${request.method} ${request.url}`;
    if (route === "GET /__requests") return reply(200, JSON.stringify(accepted), "application/json");
    if (route === "GET /__answers") return reply(200, JSON.stringify(answers), "application/json");
    if (route !== "POST /api/v1.0/email/send") return reply(404, "Not Found");
    const answer = faults ? draw(faults.quota) : "ok";
    answers[answer] += 1;
    if (answer === "ok") {
      accepted.push(JSON.parse(body));
      return reply(200, "OK");
    }
    // "timeout": the connection stays open until the Worker drops it, or the fake stops.
    if (answer !== "timeout") reply(refusals[answer][0], refusals[answer][1]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

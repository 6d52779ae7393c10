import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeEmailJs {
  url: string;
  stop: () => Promise<void>;
}

/** The credentials the e2e Worker is started with; they exist only in tests. */
export const fakeEmailJsCredentials = {
  EMAILJS_SERVICE_ID: "service_e2e_fake",
  EMAILJS_TEMPLATE_ID: "template_e2e_fake",
  EMAILJS_PUBLIC_KEY: "public_e2e_fake_key",
  EMAILJS_PRIVATE_KEY: "private_e2e_fake_key",
} as const;

/** What the fake answered to one request. */
type FakeAnswer = "ok" | "server-error" | "rate-limited" | "timeout" | "quota";

/**
 * A misbehaving EmailJS for the chaos run. The first five requests get, in turn, a 500, "OK", a
 * 429, "OK" and no answer at all (the Worker's 8-second timeout fires), so every run meets each
 * fault; later ones get a 500, a 429 or no answer with these probabilities, otherwise "OK". After
 * `quota` accepted messages every request is refused as a spent monthly quota, as EmailJS does.
 */
export interface FaultMix {
  serverError: number;
  rateLimited: number;
  timeout: number;
  /** Messages accepted before the fake's monthly quota is spent. */
  quota: number;
  /** Seed of the pseudo-random draw, so a run can be repeated. */
  seed: number;
}

/**
 * A local stand-in for EmailJS's REST API on a free loopback port. It answers
 * `POST /api/v1.0/email/send` like EmailJS ("OK", 200), or with the faults of `faults`.
 * Tests read the messages it accepted with `GET /__requests` (and clear them with
 * `DELETE /__requests`); `GET /__answers` counts its answers by kind.
 */
export async function startFakeEmailJs({ faults }: { faults?: FaultMix } = {}): Promise<FakeEmailJs> {
  const accepted: unknown[] = [];
  const answers: Record<FakeAnswer, number> = { ok: 0, "server-error": 0, "rate-limited": 0, timeout: 0, quota: 0 };
  const random = mulberry32(faults?.seed ?? 1);
  const hanging = new Set<ServerResponse>();

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const route = `${request.method} ${request.url}`;
    if (route === "POST /api/v1.0/email/send") {
      const served = Object.values(answers).reduce((sum, count) => sum + count, 0);
      const answer = faults ? draw(faults, served, random(), answers.ok) : "ok";
      answers[answer] += 1;
      if (answer === "ok") {
        accepted.push(JSON.parse(body));
        return reply(response, 200, "OK");
      }
      if (answer === "server-error") return reply(response, 500, "Internal Server Error");
      if (answer === "rate-limited") return reply(response, 429, "Too Many Requests");
      if (answer === "quota") return reply(response, 426, "The monthly request limit has been reached");
      // No answer: the Worker gives up after its own timeout; the connection is dropped later.
      hanging.add(response);
      setTimeout(() => {
        hanging.delete(response);
        response.destroy();
      }, 15_000).unref();
      return;
    }
    if (route === "GET /__requests") return reply(response, 200, JSON.stringify(accepted), "application/json");
    if (route === "GET /__answers") return reply(response, 200, JSON.stringify(answers), "application/json");
    if (route === "DELETE /__requests") {
      accepted.length = 0;
      return reply(response, 204, "");
    }
    reply(response, 404, "Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const opening: FakeAnswer[] = ["server-error", "ok", "rate-limited", "ok", "timeout"];

function draw(faults: FaultMix, served: number, value: number, acceptedSoFar: number): FakeAnswer {
  if (acceptedSoFar >= faults.quota) return "quota";
  const scripted = opening[served];
  if (scripted) return scripted;
  if (value < faults.serverError) return "server-error";
  if (value < faults.serverError + faults.rateLimited) return "rate-limited";
  if (value < faults.serverError + faults.rateLimited + faults.timeout) return "timeout";
  return "ok";
}

/** A small seeded pseudo-random generator (mulberry32): the same seed, the same faults. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function reply(response: ServerResponse, status: number, body: string, type = "text/plain") {
  response.writeHead(status, { "Content-Type": type });
  response.end(body);
}

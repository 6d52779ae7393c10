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

/**
 * A local stand-in for EmailJS's REST API on a free loopback port. It answers
 * `POST /api/v1.0/email/send` like EmailJS ("OK", 200) and keeps every request;
 * tests read them with `GET /__requests` and clear them with `DELETE /__requests`.
 * (Provider failures are covered by the workerd tests.)
 */
export async function startFakeEmailJs(): Promise<FakeEmailJs> {
  const received: unknown[] = [];

  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const route = `${request.method} ${request.url}`;
    if (route === "POST /api/v1.0/email/send") {
      received.push(JSON.parse(body));
      return reply(response, 200, "OK");
    }
    if (route === "GET /__requests") return reply(response, 200, JSON.stringify(received), "application/json");
    if (route === "DELETE /__requests") {
      received.length = 0;
      return reply(response, 204, "");
    }
    reply(response, 404, "Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
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

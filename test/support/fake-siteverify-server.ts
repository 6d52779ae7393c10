import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeSiteverify } from "#test/support/fake-siteverify.ts";

/**
 * The fake siteverify of fake-siteverify.ts served from Node on a free loopback
 * port, for a Worker run by `wrangler dev` (TURNSTILE_API_BASE points here).
 */
export async function startFakeSiteverify() {
  const fake = createFakeSiteverify();
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = new Request(`http://127.0.0.1${incoming.url}`, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: incoming.method === "GET" || incoming.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    const response = await fake.handle(request);
    outgoing.writeHead(response.status, { "Content-Type": response.headers.get("content-type") ?? "text/plain" });
    outgoing.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: fake.calls,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

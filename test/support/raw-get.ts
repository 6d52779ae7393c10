import { request } from "node:http";

/**
 * A GET of exactly this path from the served site, with chosen headers (a Host, an Accept-Encoding) or none: fetch()
 * normalises some paths, may not set Host and decodes the body. Its status, headers and body, and the bytes sent for
 * its head (status and header lines, HTTP/1.1 as wrangler dev answers) and for its body as it came.
 */
export function rawGet(
  baseURL: string,
  path: string,
  requestHeaders: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: string; headBytes: number; bodyBytes: number }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers: requestHeaders }, (response) => {
      const lines = [`HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}`];
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === "string") headers.set(name, value);
        const body = Buffer.concat(chunks);
        const headBytes = Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`);
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: body.toString("utf8"),
          headBytes,
          bodyBytes: body.length,
        });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

import { request } from "node:http";

/**
 * A GET of exactly this path from the served site, with a chosen Host header or none: fetch() normalises some paths
 * and may not set Host. Its status, headers and body.
 */
export function rawGet(
  baseURL: string,
  path: string,
  host?: string,
): Promise<{ status: number; headers: Headers; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = request({ hostname, port, path, headers: host ? { host } : {} }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          if (typeof value === "string") headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

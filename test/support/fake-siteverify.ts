/**
 * Turnstile's siteverify, answering the test secrets as Cloudflare documents (developers.cloudflare.com/turnstile/
 * troubleshooting/testing/); Request → Response: a fetch stub in workerd tests, served from Node for browser tests.
 */
export const turnstileTestKeys = {
  /** The site key whose widget always passes. */
  siteKeyPasses: "1x00000000000000000000AA",
  /** Secret keys: verification always passes / always fails / yields "token already spent". */
  secretPasses: "1x0000000000000000000000000000000AA",
  secretFails: "2x0000000000000000000000000000000AA",
  secretSpent: "3x0000000000000000000000000000000AA",
  /** The token the test site keys produce. */
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;

interface SiteverifyCall {
  secret?: string;
  response?: string;
  remoteip?: string;
  idempotency_key?: string;
}

/** siteverify's error codes for one call, by secret key, as documented: none means success. */
function errorCodes({ secret, response }: SiteverifyCall): string[] {
  if (!secret) return ["missing-input-secret"];
  if (!response) return ["missing-input-response"];
  const bySecret: Record<string, string[]> = {
    [turnstileTestKeys.secretPasses]: [],
    [turnstileTestKeys.secretFails]: ["invalid-input-response"],
    [turnstileTestKeys.secretSpent]: ["timeout-or-duplicate"],
  };
  return bySecret[secret] ?? ["invalid-input-secret"];
}

/** A fake siteverify: `calls` records each request; `hang` never answers (until aborted), `status` fails with it. */
export function createFakeSiteverify() {
  const calls: SiteverifyCall[] = [];
  const behaviour: { hang: boolean; status?: number } = { hang: false };
  async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST" || new URL(request.url).pathname !== "/turnstile/v0/siteverify")
      return new Response("Not Found", { status: 404 });
    // Sent as JSON or as a form: Cloudflare accepts both.
    const call: SiteverifyCall = request.headers.get("content-type")?.includes("application/json")
      ? await request.json()
      : Object.fromEntries(new URLSearchParams(await request.text()));
    calls.push(call);
    if (behaviour.hang)
      return new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(request.signal.reason ?? new DOMException("aborted", "AbortError"));
        if (request.signal.aborted) abort();
        request.signal.addEventListener("abort", abort);
      });
    if (behaviour.status) return new Response("upstream error", { status: behaviour.status });
    const codes = errorCodes(call);
    const verdict = { success: codes.length === 0, "error-codes": codes, challenge_ts: new Date().toISOString() };
    return Response.json({ ...verdict, hostname: "example.com", action: "contact" });
  }
  return { handle, calls, behaviour };
}

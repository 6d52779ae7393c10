/**
 * A local stand-in for Turnstile's siteverify endpoint, answering Cloudflare's
 * documented test secret keys as Cloudflare does
 * (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
 * Plain Request → Response, so workerd tests use it as a fetch stub and the
 * browser tests serve it from Node.
 */
export const turnstileTestKeys = {
  /** Site keys: the widget always passes / always blocks (visible). */
  siteKeyPasses: "1x00000000000000000000AA",
  siteKeyBlocks: "2x00000000000000000000AB",
  /** Secret keys: verification always passes / always fails / yields "token already spent". */
  secretPasses: "1x0000000000000000000000000000000AA",
  secretFails: "2x0000000000000000000000000000000AA",
  secretSpent: "3x0000000000000000000000000000000AA",
  /** The token the test site keys produce. */
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
} as const;

export interface SiteverifyCall {
  secret?: string;
  response?: string;
  remoteip?: string;
  idempotency_key?: string;
}

/** siteverify's answer to one call, by secret key, as documented. */
function verdict(call: SiteverifyCall): { success: boolean; "error-codes": string[] } {
  if (!call.secret) return { success: false, "error-codes": ["missing-input-secret"] };
  if (!call.response) return { success: false, "error-codes": ["missing-input-response"] };
  switch (call.secret) {
    case turnstileTestKeys.secretPasses:
      return { success: true, "error-codes": [] };
    case turnstileTestKeys.secretFails:
      return { success: false, "error-codes": ["invalid-input-response"] };
    case turnstileTestKeys.secretSpent:
      return { success: false, "error-codes": ["timeout-or-duplicate"] };
    default:
      return { success: false, "error-codes": ["invalid-input-secret"] };
  }
}

/** Reads a siteverify call, sent as JSON or as a form, as Cloudflare accepts both. */
async function readCall(request: Request): Promise<SiteverifyCall> {
  if (request.headers.get("content-type")?.includes("application/json")) return request.json();
  return Object.fromEntries(new URLSearchParams(await request.text()));
}

/**
 * A fake siteverify. `calls` records every request; `hang` makes it never answer
 * (until the caller gives up), `status` makes it fail with that HTTP status.
 */
export function createFakeSiteverify() {
  const calls: SiteverifyCall[] = [];
  const behaviour: { hang: boolean; status?: number } = { hang: false };
  async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (request.method !== "POST" || path !== "/turnstile/v0/siteverify")
      return new Response("Not Found", { status: 404 });
    const call = await readCall(request);
    calls.push(call);
    if (behaviour.hang) {
      return new Promise<Response>((_resolve, reject) => {
        const abort = () => reject(request.signal.reason ?? new DOMException("aborted", "AbortError"));
        if (request.signal.aborted) abort();
        request.signal.addEventListener("abort", abort);
      });
    }
    if (behaviour.status) return new Response("upstream error", { status: behaviour.status });
    const answer = {
      ...verdict(call),
      challenge_ts: new Date().toISOString(),
      hostname: "example.com",
      action: "contact",
    };
    return Response.json(answer);
  }
  return { handle, calls, behaviour };
}

import { turnstileOrigin } from "#functions/security-policy.ts";

/**
 * Cloudflare Turnstile, the contact form's spam shield (docs/decisions/019). On
 * only when both keys are configured; off by default, locally and in tests.
 */
export interface TurnstileConfig {
  siteKey: string;
  secretKey: string;
  /** Base URL of siteverify; tests point it at a local fake. */
  apiBase: string;
  timeoutMs: number;
}

/** The Worker variables and secrets Turnstile reads; all optional. */
export type TurnstileEnv = Partial<
  Record<"TURNSTILE_SITE_KEY" | "TURNSTILE_SECRET_KEY" | "TURNSTILE_API_BASE" | "TURNSTILE_TIMEOUT_MS", string>
>;

/** Long enough for siteverify's usual answer (well under a second), short enough for a waiting visitor. */
const defaultTimeoutMs = 3_000;

/** The configuration when both keys are set, otherwise undefined (Turnstile off). */
export function readTurnstileConfig(env: TurnstileEnv): TurnstileConfig | undefined {
  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secretKey = env.TURNSTILE_SECRET_KEY?.trim();
  if (!siteKey || !secretKey) return undefined;
  const timeoutMs = Number(env.TURNSTILE_TIMEOUT_MS);
  return {
    siteKey,
    secretKey,
    apiBase: (env.TURNSTILE_API_BASE?.trim() || turnstileOrigin).replace(/\/+$/, ""),
    timeoutMs: Number.isInteger(timeoutMs) && timeoutMs > 0 ? timeoutMs : defaultTimeoutMs,
  };
}

/**
 * passed: Cloudflare vouches for the token. failed: the token is invalid, expired or
 * already spent (the visitor is asked to try again). unavailable: siteverify did not
 * give a verdict (timeout, network, 5xx, our own configuration): the message is
 * taken, because a visitor must never lose a message to a service they cannot see.
 */
export type TurnstileVerdict = "passed" | "failed" | "unavailable";

/** Error codes that are about the visitor's token; any other is about siteverify or our keys. */
const tokenErrors = new Set(["missing-input-response", "invalid-input-response", "timeout-or-duplicate"]);

/**
 * Asks siteverify about one token. `idempotencyKey` (a UUID) makes a retry of the
 * same submission with the same token verify again instead of failing as "already
 * spent": the outbox id is used, so the same token cannot vouch for other content.
 */
export async function verifyTurnstile(
  config: TurnstileConfig,
  { token, remoteIp, idempotencyKey }: { token: string; remoteIp: string; idempotencyKey: string },
): Promise<TurnstileVerdict> {
  let answer: { success?: unknown; "error-codes"?: unknown };
  try {
    const response = await fetch(`${config.apiBase}/turnstile/v0/siteverify`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: config.secretKey,
        response: token,
        ...(remoteIp === "unknown" ? {} : { remoteip: remoteIp }),
        idempotency_key: idempotencyKey,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      console.warn(`Turnstile siteverify answered HTTP ${response.status}; message taken unverified.`);
      return "unavailable";
    }
    answer = await response.json();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : "unknown error";
    console.warn(`Turnstile siteverify gave no verdict (${reason}); message taken unverified.`);
    return "unavailable";
  }
  if (answer.success === true) return "passed";
  const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [];
  if (codes.length > 0 && codes.every((code) => tokenErrors.has(code))) return "failed";
  // Our secret refused, a malformed request or Cloudflare's own error: not the visitor's doing.
  console.error(`Turnstile siteverify refused the check itself (${codes.join(", ") || "no code"}).`);
  return "unavailable";
}

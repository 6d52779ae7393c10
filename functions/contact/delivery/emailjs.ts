import type { EmailJsCredentials } from "#functions/contact/delivery/emailjs-config.ts";

/**
 * The template parameters our EmailJS template uses: {{name}}, {{email}}, {{numTele}}, {{msg}}, and
 * {{langue}}, the visitor's language in French words, sent only when it is not French (decision 018).
 */
export interface EmailTemplateParams {
  name: string;
  email: string;
  numTele: string;
  msg: string;
  langue?: string;
}

/**
 * Why a send failed, which decides what happens next (docs/decisions/022):
 * - temporary: 5xx, 408, 429, timeout, network; retried with a backoff, never given up;
 * - quota: the plan's monthly quota is spent; retried when the quota window resets;
 * - permanent: a refused key, template or service (other 4xx); the owner is alerted at once.
 */
export type FailureKind = "temporary" | "quota" | "permanent";

export type SendResult =
  | { status: "sent" }
  | {
      status: "error";
      kind: FailureKind;
      reason: string;
      /** EmailJS answered with a refusal, so the request sent nothing and does not count against the quota. */
      refused: boolean;
    };

/** EmailJS answers within a few seconds; past this the attempt is abandoned and retried later. */
const providerTimeoutMs = 8_000;

const quotaWords = /quota|limit (?:is |has been )?(?:reached|exceeded)|(?:monthly|requests?|emails?) limit/i;

/** How much of the provider's answer reaches logs and the outbox's `last_error`. */
const reasonLength = 200;
/** An answer is never read past this, whatever the provider sends. */
const maxAnswerBytes = 64 * 1024;

/**
 * One call to EmailJS's REST API (`POST /api/v1.0/email/send`). Never throws: every
 * failure (refusal, quota, rate limit, timeout, network) comes back classified, with a
 * reason worth logging that never contains a secret.
 */
export async function sendWithEmailJs(
  apiBase: string,
  credentials: EmailJsCredentials,
  params: EmailTemplateParams,
  timeoutMs = providerTimeoutMs,
): Promise<SendResult> {
  try {
    const response = await fetch(`${apiBase}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: credentials.serviceId,
        template_id: credentials.templateId,
        user_id: credentials.publicKey,
        accessToken: credentials.privateKey,
        template_params: params,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // EmailJS answers 200 with the text "OK" on success.
    if (response.status === 200) {
      await response.body?.cancel();
      return { status: "sent" };
    }
    // Redact the whole answer first, then shorten it: cutting first could keep the start of a secret.
    const text = redact(await readAtMost(response, maxAnswerBytes), credentials).slice(0, reasonLength);
    return {
      status: "error",
      kind: classifyRefusal(response.status, text),
      reason: `EmailJS HTTP ${response.status}: ${text}`,
      refused: true,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    // The request may have reached EmailJS and been sent: it counts against the quota.
    if (name === "TimeoutError" || name === "AbortError")
      return { status: "error", kind: "temporary", reason: `EmailJS timeout after ${timeoutMs} ms`, refused: false };
    return { status: "error", kind: "temporary", reason: `EmailJS unreachable: ${name}`, refused: false };
  }
}

/**
 * EmailJS documents no status code for a spent quota, so its words decide ("quota", "limit
 * reached", "monthly limit"…), as does 402; 429 alone is the one-request-per-second rate limit.
 */
export function classifyRefusal(status: number, text: string): FailureKind {
  if (status === 402 || quotaWords.test(text)) return "quota";
  if (status === 408 || status === 429 || status >= 500) return "temporary";
  return "permanent";
}

/** A provider may echo what it received; make sure no credential reaches our logs, D1 or an alert. */
function redact(text: string, credentials: EmailJsCredentials): string {
  let safe = text;
  // Longest first, so a value contained in another cannot leave part of it behind.
  const values = Object.values(credentials).sort((a, b) => b.length - a.length);
  for (const value of values) safe = safe.replaceAll(value, "[secret]");
  return safe;
}

async function readAtMost(response: Response, limit: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  while (bytes < limit) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return text + decoder.decode();
}

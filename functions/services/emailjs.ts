import type { EmailJsCredentials } from "#functions/services/emailjs-config.ts";

/** The template parameters our EmailJS template uses: {{name}}, {{email}}, {{numTele}}, {{msg}}. */
export interface EmailTemplateParams {
  name: string;
  email: string;
  numTele: string;
  msg: string;
}

export type SendResult = { status: "sent" } | { status: "error"; reason: string };

/** EmailJS answers within a few seconds; past this the attempt is abandoned and retried later. */
const providerTimeoutMs = 8_000;

/**
 * One call to EmailJS's REST API (`POST /api/v1.0/email/send`). Never throws: every
 * failure (refusal, rate limit, timeout, network) comes back as a reason worth logging,
 * which never contains a secret.
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
    const text = (await response.text()).slice(0, 200);
    if (response.status === 200) return { status: "sent" };
    return { status: "error", reason: `EmailJS HTTP ${response.status}: ${redact(text, credentials)}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : "Error";
    if (name === "TimeoutError" || name === "AbortError")
      return { status: "error", reason: `EmailJS timeout after ${timeoutMs} ms` };
    return { status: "error", reason: `EmailJS unreachable: ${name}` };
  }
}

/** A provider may echo what it received; make sure no credential reaches our logs or D1. */
function redact(text: string, credentials: EmailJsCredentials): string {
  let safe = text;
  // Longest first, so a value contained in another cannot leave part of it behind.
  const values = Object.values(credentials).sort((a, b) => b.length - a.length);
  for (const value of values) safe = safe.replaceAll(value, "[secret]");
  return safe;
}

import { company } from "#app/content/company.ts";
import type { MailRoute } from "#functions/contact/delivery/delivery-config.ts";

export type MailResult = { status: "sent" } | { status: "error"; reason: string };

/** Like the EmailJS call: past this the attempt is abandoned and retried later. */
const mailTimeoutMs = 8_000;

/**
 * One e-mail through Cloudflare's send_email binding (Email Routing to a verified address;
 * `wrangler dev` and the tests simulate it and log it). Never throws.
 */
export async function sendMail(
  route: MailRoute,
  mail: { subject: string; text: string; replyTo?: string },
  timeoutMs = mailTimeoutMs,
): Promise<MailResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<MailResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: "error", reason: `send_email timeout after ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const sending = route.binding
    .send({
      from: { email: route.from, name: `Site ${company.name}` },
      to: route.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    })
    .then(
      (): MailResult => ({ status: "sent" }),
      (error: unknown): MailResult => ({
        status: "error",
        reason: `send_email: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
      }),
    );
  try {
    return await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

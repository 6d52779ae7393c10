import * as z from "zod/mini";
import { number, parseOrThrow, present } from "#functions/config-values.ts";
import type { QuotaSettings } from "#functions/contact/delivery/emailjs-budget.ts";
import { type EmailJsConfig, type EmailJsEnv, readEmailJsConfig } from "#functions/contact/delivery/emailjs-config.ts";
import { type IntakeEnv, type IntakeLimits, readIntakeLimits } from "#functions/contact/intake/intake-config.ts";

/** One address of Cloudflare's send_email binding (docs/decisions/022): who sends, who receives. */
export interface MailRoute {
  binding: SendEmail;
  from: string;
  to: string;
}

/** How stored messages reach the company, and what the delivery may spend (docs/decisions/022). */
export interface DeliverySettings {
  emailjs: EmailJsConfig;
  quota: QuotaSettings;
  /** Past this wait a message goes through the second channel, and the owner hears of any still waiting. */
  maxWaitMs: number;
  /** Cloudflare's send_email binding to the company's inbox; undefined when not configured. */
  secondChannel?: MailRoute;
  /** The same binding to the owner, for alerts; undefined when not configured (alerts then only reach the logs). */
  alerts?: MailRoute;
  /** Messages one cron run works through (docs/decisions/021). */
  cronBatchSize: number;
  /** The intake's budgets: the cron releases held messages within them (decision 020). */
  intake: IntakeLimits;
  /** The site's public origin, for the link to a message in the console (PUBLIC_ORIGIN); undefined when unset. */
  consoleOrigin?: string;
}

/** The Worker variables the delivery reads, as strings or numbers (wrangler passes TOML numbers as numbers). */
export type DeliveryEnv = EmailJsEnv &
  IntakeEnv &
  Partial<
    Record<
      | "EMAILJS_MONTHLY_QUOTA"
      | "EMAILJS_QUOTA_RESET_DAY"
      | "CONTACT_MAX_WAIT_MINUTES"
      | "CONTACT_RETENTION_DAYS"
      | "WORKERS_SUBREQUEST_LIMIT"
      | "CONTACT_EMAIL_FROM"
      | "CONTACT_EMAIL_TO"
      | "ALERT_EMAIL_TO"
      | "PUBLIC_ORIGIN",
      string | number
    >
  > & { CONTACT_EMAIL?: SendEmail };

/**
 * Subrequests one cron run may make (Workers Free: 50 per invocation; D1 queries, fetches and
 * binding calls all count), what a run spends besides its messages, and the most one message can
 * cost (docs/decisions/021); test/worker/contact-delivery.test.ts counts them.
 */
export const subrequestBudget = { freePlanLimit: 50, perRun: 30, perMessage: 6 } as const;

const address = z.optional(z.email());

const deliverySchema = z.object({
  // The EmailJS free plan's quota: 200 e-mails a month (recorded in docs/decisions/022).
  EMAILJS_MONTHLY_QUOTA: number({ min: 1, max: 10_000_000 }, 200),
  // 28 at most: every month has that day.
  EMAILJS_QUOTA_RESET_DAY: number({ min: 1, max: 28 }, 1),
  // Fractions allowed, so the chaos run can use seconds.
  CONTACT_MAX_WAIT_MINUTES: number({ min: 0.01, max: 7 * 24 * 60, integer: false }, 30),
  WORKERS_SUBREQUEST_LIMIT: number({ min: subrequestBudget.freePlanLimit, max: 10_000_000 }, 50),
  CONTACT_EMAIL_FROM: address,
  CONTACT_EMAIL_TO: address,
  ALERT_EMAIL_TO: address,
});

const retentionSchema = z.object({ CONTACT_RETENTION_DAYS: number({ min: 1, max: 3650 }, 90) });

/**
 * Validates every delivery setting. Throws on an invalid value (its name, never its value); a
 * missing EmailJS secret or a missing second channel means "not configured", not an error.
 */
export function readDeliveryConfig(env: DeliveryEnv): DeliverySettings {
  const emailjs = readEmailJsConfig(env);
  const values = parseOrThrow(
    deliverySchema,
    {
      EMAILJS_MONTHLY_QUOTA: present(env.EMAILJS_MONTHLY_QUOTA),
      EMAILJS_QUOTA_RESET_DAY: present(env.EMAILJS_QUOTA_RESET_DAY),
      CONTACT_MAX_WAIT_MINUTES: present(env.CONTACT_MAX_WAIT_MINUTES),
      WORKERS_SUBREQUEST_LIMIT: present(env.WORKERS_SUBREQUEST_LIMIT),
      CONTACT_EMAIL_FROM: present(env.CONTACT_EMAIL_FROM),
      CONTACT_EMAIL_TO: present(env.CONTACT_EMAIL_TO),
      ALERT_EMAIL_TO: present(env.ALERT_EMAIL_TO),
    },
    "delivery",
  );
  const routes = readMailRoutes(env);
  return {
    emailjs,
    quota: { monthlyQuota: values.EMAILJS_MONTHLY_QUOTA, resetDay: values.EMAILJS_QUOTA_RESET_DAY },
    maxWaitMs: values.CONTACT_MAX_WAIT_MINUTES * 60_000,
    ...routes,
    cronBatchSize: Math.floor(
      (values.WORKERS_SUBREQUEST_LIMIT - subrequestBudget.perRun) / subrequestBudget.perMessage,
    ),
    intake: readIntakeLimits(env),
    ...readConsoleOrigin(env.PUBLIC_ORIGIN),
  };
}

/** An http(s) origin, or nothing: a link the e-mail cannot make right is better left out. */
function readConsoleOrigin(value: string | number | undefined): { consoleOrigin?: string } {
  try {
    const url = new URL(String(present(value) ?? ""));
    return url.protocol === "https:" || url.protocol === "http:" ? { consoleOrigin: url.origin } : {};
  } catch {
    return {};
  }
}

/**
 * The send_email routes alone, read leniently: when the rest of the configuration is invalid, the
 * owner must still be told. A route needs the binding, a sender and a recipient; a half-configured
 * second channel is an error, since the maintainer meant to have one.
 */
function readMailRoutes(env: DeliveryEnv): Pick<DeliverySettings, "secondChannel" | "alerts"> {
  const from = validAddress(env.CONTACT_EMAIL_FROM);
  const to = validAddress(env.CONTACT_EMAIL_TO);
  const alertTo = validAddress(env.ALERT_EMAIL_TO) ?? to;
  const binding = env.CONTACT_EMAIL;
  const given = [binding, from, to].filter((value) => value !== undefined).length;
  if (given > 0 && given < 3) {
    const missing = [
      ...(binding ? [] : ["CONTACT_EMAIL (send_email)"]),
      ...(from ? [] : ["CONTACT_EMAIL_FROM"]),
      ...(to ? [] : ["CONTACT_EMAIL_TO"]),
    ];
    throw new Error(`Second channel half configured, missing: ${missing.join(", ")}`);
  }
  if (!binding || !from || !to) return {};
  return { secondChannel: { binding, from, to }, ...(alertTo ? { alerts: { binding, from, to: alertTo } } : {}) };
}

/** Where alerts go, read even when the rest of the configuration is invalid; undefined when nowhere. */
export function readAlertRoute(env: DeliveryEnv): MailRoute | undefined {
  try {
    return readMailRoutes(env).alerts;
  } catch {
    return undefined;
  }
}

function validAddress(value: string | number | undefined): string | undefined {
  const parsed = address.safeParse(present(value));
  return parsed.success ? parsed.data : undefined;
}

/** How long sent messages keep their personal data (CONTACT_RETENTION_DAYS, default 90 days). */
export function readRetentionMs(env: DeliveryEnv): number {
  const { CONTACT_RETENTION_DAYS } = parseOrThrow(
    retentionSchema,
    { CONTACT_RETENTION_DAYS: present(env.CONTACT_RETENTION_DAYS) },
    "retention",
  );
  return CONTACT_RETENTION_DAYS * 24 * 60 * 60_000;
}

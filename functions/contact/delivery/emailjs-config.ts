import * as z from "zod/mini";

/** EmailJS settings read from the Worker's environment. */
export interface EmailJsConfig {
  /** Base URL of the REST API; tests point it at a local fake. */
  apiBase: string;
  /** Undefined until all four secrets are set: messages then wait in the outbox. */
  credentials?: EmailJsCredentials;
}

export interface EmailJsCredentials {
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey: string;
}

const secret = z.optional(z.string().check(z.trim(), z.minLength(1)));
const envSchema = z.object({
  EMAILJS_API_BASE: z._default(z.string().check(z.refine(isAllowedApiBase)), "https://api.emailjs.com"),
  EMAILJS_SERVICE_ID: secret,
  EMAILJS_TEMPLATE_ID: secret,
  EMAILJS_PUBLIC_KEY: secret,
  EMAILJS_PRIVATE_KEY: secret,
});

/** Plain HTTP only reaches this machine: the local fakes of EmailJS used by tests and the load run. */
const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The keys travel in the request body: only HTTPS may carry them off the machine (docs/decisions/022). */
function isAllowedApiBase(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (url.protocol === "http:" && loopbackHosts.has(url.hostname));
}

/** The Worker variables and secrets EmailJS needs; any may be missing locally. */
export type EmailJsEnv = Partial<Record<keyof z.input<typeof envSchema>, string>>;

/** Validates the environment once per use; a missing secret means "not configured", not a crash. */
export function readEmailJsConfig(env: EmailJsEnv): EmailJsConfig {
  const parsed = envSchema.safeParse({
    EMAILJS_API_BASE: env.EMAILJS_API_BASE || undefined,
    EMAILJS_SERVICE_ID: env.EMAILJS_SERVICE_ID || undefined,
    EMAILJS_TEMPLATE_ID: env.EMAILJS_TEMPLATE_ID || undefined,
    EMAILJS_PUBLIC_KEY: env.EMAILJS_PUBLIC_KEY || undefined,
    EMAILJS_PRIVATE_KEY: env.EMAILJS_PRIVATE_KEY || undefined,
  });
  if (!parsed.success) {
    // Names only: values may be secrets.
    const names = parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
    throw new Error(`Invalid EmailJS configuration: ${names}`);
  }
  const { EMAILJS_API_BASE, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY, EMAILJS_PRIVATE_KEY } =
    parsed.data;
  const apiBase = EMAILJS_API_BASE.replace(/\/+$/, "");
  if (!EMAILJS_SERVICE_ID || !EMAILJS_TEMPLATE_ID || !EMAILJS_PUBLIC_KEY || !EMAILJS_PRIVATE_KEY) return { apiBase };
  return {
    apiBase,
    credentials: {
      serviceId: EMAILJS_SERVICE_ID,
      templateId: EMAILJS_TEMPLATE_ID,
      publicKey: EMAILJS_PUBLIC_KEY,
      privateKey: EMAILJS_PRIVATE_KEY,
    },
  };
}

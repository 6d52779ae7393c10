import * as z from "zod/mini";
import { contactFileLimits } from "#app/lib/contact-files.ts";
import { number, present } from "#functions/config-values.ts";

/** The Worker variables that bound what the contact form takes in (docs/decisions/020). */
export type IntakeEnv = Partial<
  Record<
    | "CONTACT_WINDOW_MINUTES"
    | "CONTACT_HOURLY_CAP"
    | "CONTACT_SOURCE_HOURLY_CAP"
    | "CONTACT_SOURCE_HOURLY_MB"
    | "CONTACT_FILES_BUDGET_MB"
    | "CONTACT_UNVERIFIED_HOURLY_CAP"
    | "CONTACT_STORAGE_BUDGET_MB"
    | "VITALS_STORAGE_BUDGET_MB",
    string | number
  >
>;

/** How much the form takes in, per window, and how many bytes each database may hold. */
export interface IntakeLimits {
  /** The rolling window the caps below count over: an hour, shorter only in the chaos run. */
  windowMs: number;
  /** Messages queued for sending per window, all sources together; past it, new ones are held. */
  sendingBudget: number;
  /** Messages stored per window from one source (an IPv4 address or an IPv6 /64); past it, refused. */
  perSource: number;
  /** Bytes of files stored per window from one source; past it, a message with files is refused. */
  perSourceBytes: number;
  /** Bytes the files' bucket may hold before new files are no longer kept (issue 36). */
  filesBytes: number;
  /** With Turnstile on, messages without a token queued per window; past it, held. */
  unverifiedBudget: number;
  /** Bytes the outbox's database may hold before it stops holding new messages. */
  outboxBytes: number;
  /** Bytes the web vitals' database may hold before it stops taking beacons. */
  vitalsBytes: number;
}

const megabyte = 1024 * 1024;

/**
 * D1's free plan stops a database at 500 MB, and then every write fails: the budgets stay well
 * below, so the alerts at 50 % and 80 % come with room to act (decision 020).
 */
const intakeSchema = z.object({
  // Fractions allowed, so the chaos run can use seconds; a day at most (two hash keys cover it).
  CONTACT_WINDOW_MINUTES: number({ min: 0.1, max: 24 * 60, integer: false }, 60),
  CONTACT_HOURLY_CAP: number({ min: 1, max: 1_000_000 }, 30),
  CONTACT_SOURCE_HOURLY_CAP: number({ min: 1, max: 1_000_000 }, 5),
  CONTACT_UNVERIFIED_HOURLY_CAP: number({ min: 1, max: 1_000_000 }, 10),
  // At least one message's worth of files (contactFileLimits.totalBytes), or no file could pass.
  CONTACT_SOURCE_HOURLY_MB: number({ min: contactFileLimits.totalBytes / megabyte, max: 1_000_000 }, 60),
  // R2's free storage is 10 GB-month: the budget stays below, so its alerts come before any bill.
  CONTACT_FILES_BUDGET_MB: number({ min: 0.01, max: 10_000_000, integer: false }, 8000),
  CONTACT_STORAGE_BUDGET_MB: number({ min: 0.01, max: 10_000, integer: false }, 200),
  VITALS_STORAGE_BUDGET_MB: number({ min: 0.01, max: 10_000, integer: false }, 200),
});

type IntakeValues = z.output<typeof intakeSchema>;
const defaults = intakeSchema.parse({}) as IntakeValues;

/**
 * The limits, each variable read on its own: an invalid value falls back to its default with a
 * warning instead of failing, so a typo in a variable can never close the form.
 */
export function readIntakeLimits(env: IntakeEnv): IntakeLimits {
  const values = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof IntakeValues)[]) {
    const parsed = intakeSchema.shape[name].safeParse(present(env[name]));
    if (parsed.success) values[name] = parsed.data;
    else console.warn(`${name} is invalid: its default (${defaults[name]}) applies.`);
  }
  return {
    windowMs: values.CONTACT_WINDOW_MINUTES * 60_000,
    sendingBudget: values.CONTACT_HOURLY_CAP,
    perSource: values.CONTACT_SOURCE_HOURLY_CAP,
    perSourceBytes: values.CONTACT_SOURCE_HOURLY_MB * megabyte,
    filesBytes: Math.round(values.CONTACT_FILES_BUDGET_MB * megabyte),
    unverifiedBudget: values.CONTACT_UNVERIFIED_HOURLY_CAP,
    outboxBytes: Math.round(values.CONTACT_STORAGE_BUDGET_MB * megabyte),
    vitalsBytes: Math.round(values.VITALS_STORAGE_BUDGET_MB * megabyte),
  };
}
